import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CAPTCHA_FIELD, signInAnswerSchema } from '../../../schemas/api/accounts';
import type { FormId } from '../../../schemas/registry';
import { translate } from '../../i18n/messages';
import { validationFailed } from '../../lib/api-error';
import { readSubmission, textEntry } from '../../lib/form-submission';
import { CAPTCHA_TOKEN } from '../../lib/form-wire';
import { issueAccessToken, revokeAccessToken, type AccountKind } from '../../services/accounts/access-tokens';
import { verifyPassword } from '../../lib/passwords';
import { ADDRESS_CAPTCHA_THRESHOLD, CAPTCHA_THRESHOLD } from '../../plugins/attempt-limits';
import { accountByEmail, normalizedEmail } from '../../services/accounts/create-account';
import { messageAnswerSchema } from '../../../schemas/api/envelopes';
import { answers, FORM_REFUSALS, operation, SIGNED_IN } from '../../lib/route-answers';

interface Credentials {
  email: string;
  password: string;
}

const captchaRequired = (request: FastifyRequest) => {
  const message = translate(request.locale, 'captcha_required');
  return validationFailed({ [CAPTCHA_FIELD]: [message] }, message);
};

/**
 * One sign-in: after three failures for the account, or twenty failed passwords from the address,
 * within 15 minutes a solved captcha is required whatever the browser counted, and at most ten
 * passwords are checked per account in five minutes. Each attempt is counted as a failure before
 * anything is checked and given back when it succeeds, so a burst of attempts gets no more than the
 * threshold without a captcha. Every attempt is logged with its outcome, never with the password.
 */
async function signIn(app: FastifyInstance, request: FastifyRequest, kind: AccountKind, formId: FormId) {
  const { value, entries, messages } = await readSubmission<Credentials>(request, formId);
  const accountKey = `${kind}:${normalizedEmail(value.email)}`;
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

  const account = await accountByEmail(app.db, kind, value.email);
  if (!(await verifyPassword(account?.passwordHash, value.password)) || !account) {
    log('refused');
    const message = translate(request.locale, 'invalid_credentials');
    throw validationFailed({ email: [message] }, message);
  }
  await app.attempts.reset('signInFailure', accountCounter);
  await app.attempts.giveBack('signInFailure', addressCounter);
  log('signed-in');
  const token = await issueAccessToken(app.db, account.id);
  return { data: { token }, message: messages.success };
}

/** POST /login and /login/company (email, password, g-recaptcha-response once required); POST /logout. */
export async function signInRoutes(app: FastifyInstance) {
  const response = answers({ 200: signInAnswerSchema }, ...FORM_REFUSALS);
  const rateLimit = { max: 60, timeWindow: '5 minutes' };
  app.post(
    '/login',
    {
      schema: {
        ...operation(
          'signIn',
          'accounts',
          `A citizen signs in with address and password (and a solved captcha after ${CAPTCHA_THRESHOLD} failures of the account, or ${ADDRESS_CAPTCHA_THRESHOLD} from the client address).`,
        ),
        response,
      },
      config: { access: 'public', form: 'sign-in', formWires: [CAPTCHA_TOKEN], rateLimit },
    },
    (request) => signIn(app, request, 'individual', 'sign-in'),
  );
  app.post(
    '/login/company',
    {
      schema: {
        ...operation(
          'signInCompany',
          'accounts',
          `A company signs in with address and password (and a solved captcha after ${CAPTCHA_THRESHOLD} failures of the account, or ${ADDRESS_CAPTCHA_THRESHOLD} from the client address).`,
        ),
        response,
      },
      config: { access: 'public', form: 'sign-in-companies', formWires: [CAPTCHA_TOKEN], rateLimit },
    },
    (request) => signIn(app, request, 'company', 'sign-in-companies'),
  );

  const logoutSchema = {
    ...operation('signOut', 'accounts', 'Revokes the token the request carries.'),
    security: SIGNED_IN,
    response: answers({ 200: messageAnswerSchema }, 401),
  };
  app.post('/logout', { schema: logoutSchema, config: { access: 'signed-in' } }, async (request) => {
    await revokeAccessToken(app.db, request.accessTokenId!);
    return { message: translate(request.locale, 'signed_out') };
  });
}
