import type { FastifyInstance } from 'fastify';
import { currentUserSchema } from '../../../schemas/api/accounts';
import { itemEnvelopeOf } from '../../../schemas/api/envelopes';
import { answers, operation, SIGNED_IN } from '../../lib/route-answers';
import { presentCurrentUser } from '../../services/accounts/current-user';

/** GET /me: the signed-in account. */
export async function currentUserRoutes(app: FastifyInstance) {
  const schema = {
    ...operation('getCurrentUser', 'accounts', 'The signed-in account.'),
    security: SIGNED_IN,
    response: answers({ 200: itemEnvelopeOf(currentUserSchema) }, 401),
  };
  app.get('/me', { schema, config: { access: 'signed-in' } }, async (request, reply) => {
    // Personal data: never kept by a shared cache or the browser's back-forward cache.
    void reply.header('Cache-Control', 'no-store');
    return { data: await presentCurrentUser(app.db, request.account!) };
  });
}
