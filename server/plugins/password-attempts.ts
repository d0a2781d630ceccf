import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CAPTCHA_FIELD } from '../../schemas/api/accounts';
import { translate } from '../i18n/messages';
import { validationFailed } from '../lib/api-error';
import { textEntry } from '../lib/form-wire';
import type { MultipartForm } from '../lib/multipart-form';
import { ADDRESS_CAPTCHA_THRESHOLD, CAPTCHA_THRESHOLD } from './attempt-limits';

const captchaRequired = (request: FastifyRequest) => {
  const message = translate(request.locale, 'captcha_required');
  return validationFailed({ [CAPTCHA_FIELD]: [message] }, message);
};

/**
 * One password sign-in, citizen's or staff's, under the limits of docs/security.md: after three
 * failures for the account, or twenty failed passwords from the address, within 15 minutes a solved
 * captcha is required whatever the browser counted, and at most ten passwords are checked per account
 * in five minutes. Each attempt is counted as a failure before anything is checked and given back when
 * it succeeds, so a burst of attempts gets no more than the threshold without a captcha. Every attempt
 * is logged with its outcome, never with the password. `check` answers who signed in, or undefined
 * (refused as invalid credentials).
 */
export async function limitedPasswordCheck<Found>(
  app: FastifyInstance,
  request: FastifyRequest,
  {
    kind,
    accountKey,
    entries,
    check,
  }: { kind: string; accountKey: string; entries: MultipartForm['entries']; check: () => Promise<Found | undefined> },
): Promise<Found> {
  const [accountCounter, addressCounter] = [`account:${accountKey}`, `ip:${request.ip}`];
  const log = (outcome: string) => request.log.info({ event: 'sign-in', kind, outcome }, 'sign-in attempt');

  const [accountFailures, addressFailures] = await Promise.all([
    app.attempts.reserve('signInFailure', accountCounter),
    app.attempts.reserve('signInFailure', addressCounter),
  ]);
  if (accountFailures >= CAPTCHA_THRESHOLD || addressFailures >= ADDRESS_CAPTCHA_THRESHOLD) {
    const token = textEntry(entries, CAPTCHA_FIELD);
    if (!token || !(await app.captcha.verify(token, request.ip))) {
      log(token ? 'captcha-refused' : 'captcha-missing');
      // No password was checked: one person shut out of an account does not use up a shared address's failures.
      await app.attempts.giveBack('signInFailure', addressCounter);
      throw captchaRequired(request);
    }
  }
  try {
    await app.attempts.consume('passwordCheck', accountKey);
  } catch (error) {
    log('rate-limited');
    throw error;
  }

  const found = await check();
  if (found === undefined) {
    log('refused');
    const message = translate(request.locale, 'invalid_credentials');
    throw validationFailed({ email: [message] }, message);
  }
  await app.attempts.reset('signInFailure', accountCounter);
  await app.attempts.giveBack('signInFailure', addressCounter);
  log('signed-in');
  return found;
}
