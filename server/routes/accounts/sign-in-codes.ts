import type { FastifyInstance } from 'fastify';
import { translate } from '../../i18n/messages';
import { readSubmission } from '../../lib/form-submission';
import type { AccountKind } from '../../services/accounts/access-tokens';
import { normalizedEmail } from '../../services/accounts/create-account';
import { mailSignInCode, signInWithCode } from '../../services/accounts/sign-in-codes';
import { signInAnswerSchema } from '../../../schemas/api/accounts';
import { messageAnswerSchema } from '../../../schemas/api/envelopes';
import { answers, FORM_REFUSALS, operation } from '../../lib/route-answers';

interface CodeRequest {
  email: string;
  account_type?: AccountKind;
}

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
      return {
        data: { token: await signInWithCode(app, request, { kind, email: value.email, code: value.code }) },
        message: translate(request.locale, 'sign_in_code_accepted'),
      };
    },
  );
}
