import type { FastifyInstance, FastifyRequest } from 'fastify';
import { signInAnswerSchema } from '../../../schemas/api/accounts';
import type { FormId } from '../../../schemas/registry';
import { translate } from '../../i18n/messages';
import { readSubmission } from '../../lib/form-submission';
import { CAPTCHA_TOKEN } from '../../lib/form-wire';
import { issueAccessToken, revokeAccessToken, type AccountKind } from '../../services/accounts/access-tokens';
import { verifyPassword } from '../../lib/passwords';
import { ADDRESS_CAPTCHA_THRESHOLD, CAPTCHA_THRESHOLD } from '../../plugins/attempt-limits';
import { limitedPasswordCheck } from '../../plugins/password-attempts';
import { accountByEmail, normalizedEmail } from '../../services/accounts/create-account';
import { messageAnswerSchema } from '../../../schemas/api/envelopes';
import { answers, FORM_REFUSALS, operation, SIGNED_IN } from '../../lib/route-answers';

interface Credentials {
  email: string;
  password: string;
}

/** One sign-in of a citizen, under the limits of limitedPasswordCheck. */
async function signIn(app: FastifyInstance, request: FastifyRequest, kind: AccountKind, formId: FormId) {
  const { value, entries, messages } = await readSubmission<Credentials>(request, formId);
  const account = await limitedPasswordCheck(app, request, {
    kind,
    accountKey: `${kind}:${normalizedEmail(value.email)}`,
    entries,
    check: async () => {
      const found = await accountByEmail(app.db, kind, value.email);
      return (await verifyPassword(found?.passwordHash, value.password)) ? found : undefined;
    },
  });
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
