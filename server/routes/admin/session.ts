import type { FastifyInstance } from 'fastify';
import { itemEnvelopeOf, messageAnswerSchema } from '../../../schemas/api/envelopes';
import { staffMemberSchema } from '../../../schemas/api/staff';
import { translate } from '../../i18n/messages';
import { answers, operation, SIGNED_IN } from '../../lib/route-answers';
import { presentStaff } from '../../services/staff/signed-in-staff';
import { revokeStaffSession } from '../../services/staff/staff-sessions';

/** GET /admin/me: the signed-in member of staff; POST /admin/sign-out: ends their session. */
export async function staffSessionRoutes(app: FastifyInstance) {
  const meSchema = {
    ...operation('getCurrentStaff', 'staff', 'The signed-in member of staff, with their roles.'),
    security: SIGNED_IN,
    response: answers({ 200: itemEnvelopeOf(staffMemberSchema) }, 401, 403),
  };
  app.get('/admin/me', { schema: meSchema, config: { access: 'staff' } }, async (request, reply) => {
    void reply.header('Cache-Control', 'no-store');
    return { data: presentStaff(request.staff!) };
  });

  const signOutSchema = {
    ...operation('signOutStaff', 'staff', 'Ends the staff session the request carries.'),
    security: SIGNED_IN,
    response: answers({ 200: messageAnswerSchema }, 401, 403),
  };
  app.post('/admin/sign-out', { schema: signOutSchema, config: { access: 'staff' } }, async (request) => {
    await revokeStaffSession(app.db, request.staffSessionId!);
    return { message: translate(request.locale, 'signed_out') };
  });
}
