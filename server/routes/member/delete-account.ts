import type { FastifyInstance } from 'fastify';
import { messageAnswerSchema } from '../../../schemas/api/envelopes';
import { readSubmission } from '../../lib/form-submission';
import { answers, FORM_REFUSALS, operation, SIGNED_IN } from '../../lib/route-answers';
import { deleteOwnAccount } from '../../services/accounts/account-erasure';

/** DELETE /me (multipart: password): erases the signed-in account's personal data. */
export async function deleteAccountRoutes(app: FastifyInstance) {
  app.delete(
    '/me',
    {
      schema: {
        ...operation(
          'deleteMyAccount',
          'member',
          "Erases the signed-in account's personal data, confirmed by its password; its sign-in tokens stop working.",
        ),
        security: SIGNED_IN,
        response: answers({ 200: messageAnswerSchema }, 401, ...FORM_REFUSALS),
      },
      config: { access: 'signed-in', form: 'delete-account' },
    },
    async (request) => {
      const { value, messages } = await readSubmission<{ password: string }>(request, 'delete-account');
      await deleteOwnAccount(app, request, value.password);
      return { message: messages.success };
    },
  );
}
