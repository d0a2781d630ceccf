import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { JSONSchema } from 'json-schema-to-ts';
import { itemEnvelopeOf, listEnvelopeOf, type ListEnvelope } from '../../../schemas/api/envelopes';
import {
  activityStatisticSchema,
  jobApplicationSchema,
  joinedActivitySchema,
  memberPermitSchema,
} from '../../../schemas/api/member';
import { parsePage, pageQuerystring } from '../../lib/pagination';
import { answers, operation, SIGNED_IN } from '../../lib/route-answers';
import { listOwnPermits } from '../../services/permits/own-permits';
import { countOwnActivities, listOwnActivities } from '../../services/content/own-activities';
import { listOwnJobApplications } from '../../services/content/jobs';
import type { Locale } from '../../i18n/messages';

/** GET me/activities-statistics and the dashboard's three lists: permits, job applications and joined activities. */
export async function dashboardRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<JsonSchemaToTsProvider>();

  typed.get(
    '/me/activities-statistics',
    {
      schema: {
        ...operation(
          'getActivityStatistics',
          'member',
          'How many activities of each type (event, workshop, volunteering) the member joined.',
        ),
        security: SIGNED_IN,
        response: answers({ 200: itemEnvelopeOf({ type: 'array', items: activityStatisticSchema }) }, 401),
      },
      config: { access: 'signed-in' },
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return { data: await countOwnActivities(app.db, request.account!.id) };
    },
  );

  /** One page of the member's own rows of a kind, never kept by a cache. */
  const ownList = <Item>(
    url: string,
    operationId: string,
    description: string,
    item: JSONSchema,
    load: (accountId: number, page: number, locale: Locale) => Promise<ListEnvelope<Item>>,
  ) =>
    typed.get(
      url,
      {
        schema: {
          ...operation(operationId, 'member', description),
          security: SIGNED_IN,
          querystring: pageQuerystring,
          response: answers({ 200: listEnvelopeOf(item) }, 401, 422),
        },
        config: { access: 'signed-in' },
      },
      async (request, reply) => {
        void reply.header('Cache-Control', 'no-store');
        return load(request.account!.id, parsePage(request.query.page, request.locale), request.locale);
      },
    );

  ownList(
    '/me/permits',
    'listMyPermits',
    "The member's permit requests, newest first: references, timelines, answers and what they may do now; the PDF only once approved.",
    memberPermitSchema,
    (accountId, page, locale) => listOwnPermits(app.db, accountId, page, locale),
  );
  ownList(
    '/me/job-opportunities',
    'listMyJobApplications',
    "The member's job applications, newest first.",
    jobApplicationSchema,
    (accountId, page, locale) => listOwnJobApplications(app.db, accountId, page, locale),
  );
  ownList(
    '/me/activities',
    'listMyActivities',
    'The activities the member joined, newest first.',
    joinedActivitySchema,
    (accountId, page, locale) => listOwnActivities(app.db, accountId, page, locale),
  );
}
