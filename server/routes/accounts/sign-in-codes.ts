import type { FastifyInstance } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import type { Database } from '../../db/client';
import type { AccountKind } from '../../db/schema';
import { translate } from '../../i18n/messages';
import { validationFailed } from '../../lib/api-error';
import { readSubmission } from '../../lib/form-submission';
import { issueAccessToken } from '../../services/accounts/access-tokens';
import { claimGuess, useOneTimeSecret } from '../../services/accounts/one-time-secrets';
import { newNumericCode, secretHash } from '../../services/accounts/secrets';
import { accountByEmail, normalizedEmail } from '../../services/accounts/create-account';
import { queueSecretMail } from '../../services/accounts/secret-mail';
import { signInAnswerSchema } from '../../../schemas/api/accounts';
import { messageAnswerSchema } from '../../../schemas/api/envelopes';
import { answers, FORM_REFUSALS, operation } from '../../lib/route-answers';

/** Guesses a code takes; with a million codes, five guesses leave 1 chance in 200,000. */
const MAX_CODE_GUESSES = 5;
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
  const rateLimit = { max: 20, timeWindow: '15 minutes' };

  app.post(
    '/otp/resend',
    {
      schema: {
        ...operation(
          'sendSignInCode',
          'accounts',
          'Mails a one-time sign-in code if the address has an account; the answer is the same either way.',
        ),
        response: answers({ 200: messageAnswerSchema }, ...FORM_REFUSALS),
      },
      config: { access: 'public', form: 'otp-resend', rateLimit },
    },
    async (request) => {
      const { value } = await readSubmission<CodeRequest>(request, 'otp-resend');
      const kind = value.account_type ?? 'individual';
      await app.attempts.consume('signInCodeMail', `${kind}:${normalizedEmail(value.email)}`);
      // Looking the address up and mailing its owner come after the answer, whose timing tells nobody who is registered.
      request.afterAnswer(() => mailSignInCode(app, kind, value.email));
      return { message: translate(request.locale, 'sign_in_code_sent') };
    },
  );

  app.post(
    '/otp/verify',
    {
      schema: {
        ...operation('signInWithCode', 'accounts', 'Signs in with a one-time code; five wrong guesses spend it.'),
        response: answers({ 200: signInAnswerSchema }, ...FORM_REFUSALS),
      },
      config: { access: 'public', form: 'otp-verify', rateLimit },
    },
    async (request) => {
      const { value } = await readSubmission<CodeRequest & { code: string }>(request, 'otp-verify');
      const kind = value.account_type ?? 'individual';
      const refuse = (key: 'sign_in_code_invalid' | 'sign_in_code_exhausted') => {
        const message = translate(request.locale, key);
        return validationFailed({ code: [message] }, message);
      };
      const account = await accountByEmail(app.db, kind, value.email);
      // The guess is claimed before it is compared: a burst of guesses cannot outrun the count.
      const guess = account ? await claimGuess(app.db, account.id, 'otp_login', MAX_CODE_GUESSES) : undefined;
      if (!account || !guess) throw refuse('sign_in_code_invalid');
      if (!sameHash(guess.secretHash, secretHash(value.code))) {
        request.log.info({ event: 'sign-in-code', outcome: 'refused' }, 'sign-in code attempt');
        if (guess.guesses < MAX_CODE_GUESSES) throw refuse('sign_in_code_invalid');
        await useOneTimeSecret(app.db, guess.id);
        throw refuse('sign_in_code_exhausted');
      }
      if (!(await useOneTimeSecret(app.db, guess.id))) throw refuse('sign_in_code_invalid');
      request.log.info({ event: 'sign-in-code', outcome: 'signed-in' }, 'sign-in code attempt');
      return {
        data: { token: await issueAccessToken(app.db, account.id) },
        message: translate(request.locale, 'sign_in_code_accepted'),
      };
    },
  );
}

/** Queues a new sign-in code to the account of the address, if there is one (voiding its earlier codes). */
async function mailSignInCode(app: FastifyInstance, kind: AccountKind, email: string): Promise<void> {
  const account = await accountByEmail(app.db, kind, email);
  if (!account) return;
  const code = newNumericCode(CODE_LENGTH);
  await app.db.transaction((tx) =>
    queueSecretMail(
      app,
      tx as unknown as Database,
      account.id,
      { purpose: 'otp_login', value: code },
      {
        to: account.email,
        locale: account.language,
        template: 'sign-in-code',
        params: { name: account.name, code },
      },
    ),
  );
  app.mail.kick();
}
