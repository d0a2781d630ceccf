import type { FastifyInstance } from 'fastify';
import { messageAnswerSchema } from '../../../schemas/api/envelopes';
import { fieldRefused, readSubmission } from '../../lib/form-submission';
import { answers, FORM_REFUSALS, operation, SIGNED_IN } from '../../lib/route-answers';
import { eraseAccount } from '../../services/accounts/account-erasure';
import { verifyPassword } from '../../lib/passwords';

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
      const account = request.account!;
      const { value, messages } = await readSubmission<{ password: string }>(request, 'delete-account');
      await app.attempts.consume('passwordCheck', `user:${account.id}`);
      if (!(await verifyPassword(account.passwordHash, value.password)))
        throw fieldRefused(request, 'delete-account', 'password', 'wrong');
      await eraseAccount(app.db, app.config.uploadsDir, account);
      request.log.info({ event: 'account-deleted', userId: account.id }, 'account deleted');
      return { message: messages.success };
    },
  );
}
