import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { JSONSchema } from 'json-schema-to-ts';
import { itemEnvelopeOf, listEnvelopeOf } from '../../../schemas/api/envelopes';
import {
  activityStatisticSchema,
  activityTypes,
  jobApplicationSchema,
  joinedActivitySchema,
  memberPermitSchema,
} from '../../../schemas/api/member';
import { DEFAULT_PER_PAGE, listMeta, parsePage, wholeNumberQueryValue } from '../../lib/pagination';
import { answers, operation, SIGNED_IN } from '../../lib/route-answers';
import { listOwnPermits } from '../permits/own-permits';

const pageQuery = { type: 'object', additionalProperties: false, properties: { page: wholeNumberQueryValue } } as const;

/**
 * GET me/activities-statistics and the dashboard's three lists. Job applications and joined
 * activities are stored by the public-content services, which are still to come: until then every
 * member truthfully has none, in the shapes those services will fill.
 */
export async function dashboardRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<JsonSchemaToTsProvider>();

  typed.get(
    '/me/activities-statistics',
    {
      schema: {
        ...operation('getActivityStatistics', 'member', 'How many activities of each type (event, workshop, volunteering) the member joined.'),
        security: SIGNED_IN,
        response: answers({ 200: itemEnvelopeOf({ type: 'array', items: activityStatisticSchema }) }, 401),
      },
      preHandler: app.requireAccount,
    },
    async (_request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return { data: activityTypes.map((type) => ({ type, activities_count: 0 })) };
    },
  );

  const emptyList = (url: string, operationId: string, description: string, item: JSONSchema) =>
    typed.get(
      url,
      {
        schema: {
          ...operation(operationId, 'member', description),
          security: SIGNED_IN,
          querystring: pageQuery,
          response: answers({ 200: listEnvelopeOf(item) }, 401, 422),
        },
        preHandler: app.requireAccount,
      },
      async (request, reply) => {
        void reply.header('Cache-Control', 'no-store');
        const page = parsePage(request.query.page, request.locale);
        return { data: [], meta: listMeta(0, { page, perPage: DEFAULT_PER_PAGE }, 0) };
      },
    );

  typed.get(
    '/me/permits',
    {
      schema: {
        ...operation('listMyPermits', 'member', 'The member\'s permit requests with their references, newest first; the PDF only once approved.'),
        security: SIGNED_IN,
        querystring: pageQuery,
        response: answers({ 200: listEnvelopeOf(memberPermitSchema) }, 401, 422),
      },
      preHandler: app.requireAccount,
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return listOwnPermits(app.db, request.account!.id, parsePage(request.query.page, request.locale));
    },
  );

  emptyList('/me/job-opportunities', 'listMyJobApplications', 'The member\'s job applications, newest first.', jobApplicationSchema);
  emptyList('/me/activities', 'listMyActivities', 'The activities the member joined, newest first.', joinedActivitySchema);
}
