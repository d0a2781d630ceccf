import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { translate } from '../../i18n/messages';
import { validationFailed } from '../../lib/api-error';
import { issueAccessToken, type AccountKind } from './access-tokens';
import { accountByEmail } from './create-account';
import { claimGuess, spendOneTimeSecret } from './one-time-secrets';
import { queueSecretMail } from './secret-mail';
import { newNumericCode, secretHash } from './secrets';

/** Guesses a code takes; with a million codes, five guesses leave 1 chance in 200,000. */
const MAX_CODE_GUESSES = 5;
const CODE_LENGTH = 6;

const sameHash = (a: string, b: string) => timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Queues a new sign-in code to the account of the address, if there is one (voiding its earlier codes). */
export async function mailSignInCode(app: FastifyInstance, kind: AccountKind, email: string): Promise<void> {
  const account = await accountByEmail(app.db, kind, email);
  if (!account) return;
  const code = newNumericCode(CODE_LENGTH);
  await app.db.transaction((tx) =>
    queueSecretMail(
      app,
      tx,
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

/**
 * Signs in with the newest code mailed to the account of the address, answering a new access token.
 * A wrong guess is refused with 422; the fifth spends the code.
 */
export async function signInWithCode(
  app: FastifyInstance,
  request: FastifyRequest,
  { kind, email, code }: { kind: AccountKind; email: string; code: string },
): Promise<string> {
  const refuse = (key: 'sign_in_code_invalid' | 'sign_in_code_exhausted') => {
    const message = translate(request.locale, key);
    return validationFailed({ code: [message] }, message);
  };
  const account = await accountByEmail(app.db, kind, email);
  // The guess is claimed before it is compared: a burst of guesses cannot outrun the count.
  const guess = account ? await claimGuess(app.db, account.id, 'otp_login', MAX_CODE_GUESSES) : undefined;
  if (!account || !guess) throw refuse('sign_in_code_invalid');
  if (!sameHash(guess.secretHash, secretHash(code))) {
    request.log.info({ event: 'sign-in-code', outcome: 'refused' }, 'sign-in code attempt');
    if (guess.guesses < MAX_CODE_GUESSES) throw refuse('sign_in_code_invalid');
    await spendOneTimeSecret(app.db, guess.id);
    throw refuse('sign_in_code_exhausted');
  }
  if (!(await spendOneTimeSecret(app.db, guess.id))) throw refuse('sign_in_code_invalid');
  request.log.info({ event: 'sign-in-code', outcome: 'signed-in' }, 'sign-in code attempt');
  return issueAccessToken(app.db, account.id);
}
