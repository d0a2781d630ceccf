import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import {
  activityRegistrationAnswerSchema,
  activityRegistrationListSchema,
} from '../../../schemas/api/activity-registrations';
import { translate } from '../../i18n/messages';
import { readSubmission } from '../../lib/form-submission';
import { answers, FORM_REFUSALS, operation, SIGNED_IN } from '../../lib/route-answers';
import { decideRegistration, listActivityRegistrations } from '../../services/content/activity-registrations';
import { uuidParams } from '../../lib/route-params';

const queryText = { type: 'string' } as const;
const listQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { status: queryText, activity: queryText, page: queryText },
} as const;

/**
 * GET admin/activity-registrations (editors, auditors, admins) and, for editors and admins, POST
 * admin/activity-registrations/{uuid}/approve and …/decline: a pending registration moves once, with
 * its event and the citizen's e-mail (docs/staff.md#activity-registrations).
 */
export async function activityRegistrationRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<JsonSchemaToTsProvider>();

  typed.get(
    '/admin/activity-registrations',
    {
      schema: {
        ...operation(
          'listActivityRegistrations',
          'staff',
          "Citizens' registrations for activities, pending first and oldest first, filtered by status " +
            "(pending, approved, declined) and activity (its uuid); the title in the request's language.",
        ),
        security: SIGNED_IN,
        querystring: listQuery,
        response: answers({ 200: activityRegistrationListSchema }, 401, 403, 422),
      },
      config: { access: 'staff:editor+auditor' },
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return listActivityRegistrations(app.db, request.query, request.locale);
    },
  );

  typed.post(
    '/admin/activity-registrations/:uuid/approve',
    {
      schema: {
        ...operation(
          'approveActivityRegistration',
          'staff',
          'Approves a pending registration and tells the citizen by e-mail, in their language. An approved one is ' +
            "answered as it is, with no second e-mail; 409 when it was declined; 422 when the activity's approved " +
            'registrations already reach its capacity.',
        ),
        security: SIGNED_IN,
        params: uuidParams,
        response: answers({ 200: activityRegistrationAnswerSchema }, 401, 403, 404, 409, 422),
      },
      config: { access: 'staff:editor' },
    },
    async (request) => {
      const data = await decideRegistration(app, {
        uuid: request.params.uuid,
        staffId: request.staff!.id,
        decision: { type: 'approved' },
        locale: request.locale,
      });
      return { data, message: translate(request.locale, 'activity_registration_approved') };
    },
  );

  typed.post(
    '/admin/activity-registrations/:uuid/decline',
    {
      schema: {
        ...operation(
          'declineActivityRegistration',
          'staff',
          'Declines a pending registration (multipart: an optional reason, 500 characters at most) and tells the ' +
            'citizen by e-mail, in their language, with the reason when given. A declined one is answered as it ' +
            'is, with no second e-mail; 409 when it was approved.',
        ),
        security: SIGNED_IN,
        params: uuidParams,
        response: answers({ 200: activityRegistrationAnswerSchema }, 401, 403, 404, 409, ...FORM_REFUSALS),
      },
      config: { access: 'staff:editor', form: 'admin/registration-decision' },
    },
    async (request) => {
      const { value } = await readSubmission<{ reason?: string }>(request, 'admin/registration-decision');
      const reason = value.reason?.trim() || null;
      const data = await decideRegistration(app, {
        uuid: request.params.uuid,
        staffId: request.staff!.id,
        decision: { type: 'declined', reason },
        locale: request.locale,
      });
      return { data, message: translate(request.locale, 'activity_registration_declined') };
    },
  );
}
