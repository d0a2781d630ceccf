import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { activityDetailSchema, activityJoinAnswerSchema, activitySummarySchema } from '../../../schemas/api/activities';
import { itemEnvelopeOf, listEnvelopeOf } from '../../../schemas/api/envelopes';
import { translate } from '../../i18n/messages';
import { ApiError, notFound } from '../../lib/api-error';
import { readSubmission } from '../../lib/form-submission';
import { requestFingerprint } from '../../lib/request-fingerprint';
import { answers, FORM_REFUSALS, NOT_MODIFIED, operation, SIGNED_IN } from '../../lib/route-answers';
import {
  activityListQuerystring,
  activityToJoin,
  findActivity,
  listActivities,
} from '../../services/content/activities';
import { joinActivity } from '../../services/content/join-activity';
import { slugParams } from '../../lib/route-params';

const PERSONAL =
  'With a valid bearer token the answer also says whether that account joined (`user_volunteered`) and is theirs alone (Cache-Control: private, no-store); without one (or with a stale one) it is the public answer, cached with an ETag.';

/** The route parameter naming one activity. */

/** GET /activities, GET /activities/{slug} and POST /activities/{slug}/volunteer. */
export async function activityRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<JsonSchemaToTsProvider>();

  /** The signed-in caller of a public read; a stale token is ignored, as on any public read. */
  const callerOf = async (request: FastifyRequest) => {
    await app.authenticate(request);
    return request.account?.id;
  };

  typed.get(
    '/activities',
    {
      schema: {
        ...operation(
          'listActivities',
          'content',
          `One page of activities (20 a page): those still to come first, soonest first, then those that have ended, latest first; in the language asked for; \`type\` keeps one kind. ${PERSONAL}`,
        ),
        querystring: activityListQuerystring,
        response: answers({ 200: listEnvelopeOf(activitySummarySchema), ...NOT_MODIFIED }, 422),
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const userId = await callerOf(request);
      if (userId === undefined) {
        return app.publicCache.reply(request, reply, { tags: ['activities'] }, () =>
          listActivities(app.db, request.query, request.locale),
        );
      }
      reply.header('cache-control', 'private, no-store');
      return listActivities(app.db, request.query, request.locale, userId);
    },
  );

  typed.get(
    '/activities/:slug',
    {
      schema: {
        ...operation(
          'getActivity',
          'content',
          `One activity by its slug, with its gallery, description and terms (HTML) and files. ${PERSONAL}`,
        ),
        params: slugParams,
        response: answers({ 200: itemEnvelopeOf(activityDetailSchema), ...NOT_MODIFIED }, 404),
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const userId = await callerOf(request);
      if (userId === undefined) {
        return app.publicCache.reply(request, reply, { tags: ['activities'] }, () =>
          findActivity(app.db, request.params.slug, request.locale),
        );
      }
      reply.header('cache-control', 'private, no-store');
      return findActivity(app.db, request.params.slug, request.locale, userId);
    },
  );

  typed.post(
    '/activities/:slug/volunteer',
    {
      schema: {
        ...operation(
          'joinActivity',
          'content',
          'Registers the signed-in individual for the activity (form: `reason`). The status is `approved` when the ' +
            "activity's own auto_approve is true, else `pending` until staff approve or decline it, and `message` says which. " +
            'One registration per account and activity: a repeat (a double click, a burst) stores nothing and answers 200 ' +
            'with the registration already stored, in its state (`already_registered` true); the first answers 201. Companies, and an activity that has ended, are refused (403).',
        ),
        security: SIGNED_IN,
        params: slugParams,
        response: answers(
          { 200: activityJoinAnswerSchema, 201: activityJoinAnswerSchema },
          ...FORM_REFUSALS,
          401,
          403,
          404,
          409,
        ),
      },
      config: {
        access: 'individual',
        accessRefusal: 'activity_individuals_only',
        form: 'activity-join',
        idempotent: true,
        rateLimit: { max: 30, timeWindow: '10 minutes' },
      },
    },
    async (request, reply) => {
      const account = request.account!;
      const activity = await activityToJoin(app.db, request.params.slug);
      if (!activity) throw notFound();
      if (activity.ended) throw new ApiError(403, 'activity_ended');
      const { value, data } = await readSubmission<{ reason: string }>(request, 'activity-join');
      // No cache tag to invalidate: the public answers hold nothing a join changes (user_volunteered is only in private ones).
      return app.idempotency.run(request, reply, requestFingerprint({ activity: activity.uuid, data }), async () => {
        const joined = await joinActivity(app.db, activity, account.id, value.reason.trim());
        return {
          status: joined.alreadyRegistered ? 200 : 201,
          body: {
            data: {
              status: joined.status,
              auto_approve: activity.autoApprove,
              already_registered: joined.alreadyRegistered,
              created_at: joined.createdAt.toISOString(),
            },
            message: translate(
              request.locale,
              (
                {
                  approved: 'activity_join_approved',
                  pending: 'activity_join_pending',
                  declined: 'activity_join_declined',
                } as const
              )[joined.status],
            ),
          },
        };
      });
    },
  );
}
