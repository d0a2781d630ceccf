import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import type { Database } from '../../db/client';
import { oneTimeSecrets, type AccountKind } from '../../db/schema';
import { translate } from '../../i18n/messages';
import { validationFailed } from '../../lib/api-error';
import { readSubmission } from '../../lib/form-submission';
import { issueAccessToken } from '../../services/accounts/access-tokens';
import { liveOneTimeSecret, useOneTimeSecret } from '../../services/accounts/one-time-secrets';
import { newNumericCode, secretHash } from '../../services/accounts/secrets';
import { accountByEmail, normalizedEmail } from './create-account';
import { queueSecretMail } from './secret-mail';

/** Wrong guesses a code survives; with a million codes, five guesses leave 1 chance in 200,000. */
const MAX_CODE_ATTEMPTS = 5;
const CODE_LENGTH = 6;

interface CodeRequest {
  email: string;
  account_type?: AccountKind;
}

const sameHash = (a: string, b: string) => timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * POST /otp/resend (email) e-mails a six-digit sign-in code valid for 120 seconds, answering the
 * same whether or not the address has an account; POST /otp/verify (email, code) signs in with it.
 */
export async function signInCodeRoutes(app: FastifyInstance) {
  const limits = { config: { rateLimit: { max: 20, timeWindow: '15 minutes' } } };

  app.post('/otp/resend', limits, async (request) => {
    const { value } = await readSubmission<CodeRequest>(request, 'otp-resend');
    const kind = value.account_type ?? 'individual';
    await app.attempts.consume('signInCodeMail', `${kind}:${normalizedEmail(value.email)}`);
    const account = await accountByEmail(app.db, kind, value.email);
    if (account) {
      const code = newNumericCode(CODE_LENGTH);
      await app.db.transaction((tx) =>
        queueSecretMail(app, tx as unknown as Database, account.id, { purpose: 'otp_login', value: code }, {
          to: account.email,
          locale: account.language,
          template: 'sign-in-code',
          params: { name: account.name, code },
        }),
      );
      app.mail.kick();
    }
    return { message: translate(request.locale, 'sign_in_code_sent') };
  });

  app.post('/otp/verify', limits, async (request) => {
    const { value } = await readSubmission<CodeRequest & { code: string }>(request, 'otp-verify');
    const kind = value.account_type ?? 'individual';
    const refuse = (key: 'sign_in_code_invalid' | 'sign_in_code_exhausted') => {
      const message = translate(request.locale, key);
      return validationFailed({ code: [message] }, message);
    };
    const account = await accountByEmail(app.db, kind, value.email);
    const secret = account ? await liveOneTimeSecret(app.db, account.id, 'otp_login') : undefined;
    if (!account || !secret) throw refuse('sign_in_code_invalid');
    if (!sameHash(secret.secretHash, secretHash(value.code))) {
      const [counted] = await app.db
        .update(oneTimeSecrets)
        .set({ failedAttempts: sql`${oneTimeSecrets.failedAttempts} + 1` })
        .where(eq(oneTimeSecrets.id, secret.id))
        .returning({ failedAttempts: oneTimeSecrets.failedAttempts });
      request.log.info({ event: 'sign-in-code', outcome: 'refused' }, 'sign-in code attempt');
      if ((counted?.failedAttempts ?? MAX_CODE_ATTEMPTS) >= MAX_CODE_ATTEMPTS) {
        await useOneTimeSecret(app.db, secret.id);
        throw refuse('sign_in_code_exhausted');
      }
      throw refuse('sign_in_code_invalid');
    }
    if (!(await useOneTimeSecret(app.db, secret.id))) throw refuse('sign_in_code_invalid');
    request.log.info({ event: 'sign-in-code', outcome: 'signed-in' }, 'sign-in code attempt');
    return { data: { token: await issueAccessToken(app.db, account.id) }, message: translate(request.locale, 'sign_in_code_accepted') };
  });
}
