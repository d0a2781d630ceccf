import type { FastifyInstance } from 'fastify';
import { readSubmission } from '../../lib/form-submission';
import { normalizedEmail } from '../../services/accounts/create-account';
import {
  changePassword,
  mailResetLinks,
  resetPassword,
  type ChangeAnswers,
  type ResetAnswers,
} from '../../services/accounts/password-reset';
import { signInAnswerSchema } from '../../../schemas/api/accounts';
import { messageAnswerSchema } from '../../../schemas/api/envelopes';
import { answers, FORM_REFUSALS, operation, SIGNED_IN } from '../../lib/route-answers';

/** POST /forgot-password (multipart: email) and POST /reset-password (password, password_confirmation, token, email). */
export async function passwordResetRoutes(app: FastifyInstance) {
  const forgotSchema = {
    ...operation(
      'requestPasswordReset',
      'accounts',
      'Mails a reset link if the address has an account; the answer is the same either way.',
    ),
    response: answers({ 200: messageAnswerSchema }, ...FORM_REFUSALS),
  };
  app.post(
    '/forgot-password',
    {
      schema: forgotSchema,
      config: { access: 'public', form: 'forget-password', rateLimit: { max: 10, timeWindow: '15 minutes' } },
    },
    async (request) => {
      const { value, messages } = await readSubmission<{ email: string }>(request, 'forget-password');
      const email = normalizedEmail(value.email);
      await app.attempts.consume('passwordResetMail', `email:${email}`);
      // The same answer, after the same work, whether or not the address has an account: looking it up
      // and mailing its owner come after the answer, so its timing tells nobody who is registered.
      request.afterAnswer(() => mailResetLinks(app, email));
      request.log.info({ event: 'password-reset-requested' }, 'password reset requested');
      return { message: messages.success };
    },
  );

  const resetSchema = {
    ...operation(
      'resetPassword',
      'accounts',
      'A new password, either with the token of a reset link (the answer signs in with a fresh token), ' +
        'or from the profile with the old password (signed in; this device stays signed in). Either way every other device is signed out.',
    ),
    security: [{}, ...SIGNED_IN],
    response: answers({ 200: { anyOf: [signInAnswerSchema, messageAnswerSchema] } }, 401, ...FORM_REFUSALS),
  };
  const forms = ['reset-password', 'change-password'] as const;
  app.post(
    '/reset-password',
    {
      schema: resetSchema,
      config: {
        access: { 'reset-password': 'public', 'change-password': 'signed-in' },
        form: forms,
        rateLimit: { max: 20, timeWindow: '15 minutes' },
      },
    },
    async (request) => {
      const submission = await readSubmission<ResetAnswers | ChangeAnswers>(request, forms);
      const { success } = submission.messages;
      if (submission.formId === 'change-password') {
        await changePassword(app, request, submission.value as ChangeAnswers);
        return { message: success };
      }
      const token = await resetPassword(app, request, submission.value as ResetAnswers);
      return { data: { token }, message: success };
    },
  );
}
