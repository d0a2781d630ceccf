import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { itemEnvelopeOf, listEnvelopeOf } from '../../../schemas/api/envelopes';
import { surveyDetailSchema, surveySummarySchema } from '../../../schemas/api/surveys';
import { ApiError, notFound } from '../../lib/api-error';
import { answers, NOT_MODIFIED, operation, SIGNED_IN } from '../../lib/route-answers';
import { answerSurveyRoute } from './answer-route';
import { likerOf } from '../../services/content/likes';
import {
  findSurvey,
  listSurveys,
  surveyDetail,
  surveyDetailQuerystring,
  surveyListQuerystring,
} from '../../services/content/surveys';
import { uuidParams } from '../../lib/route-params';

/** The `locale` query value the original portal sends chooses the answer's language, before Accept-Language. */
async function localeFromQuery(request: FastifyRequest) {
  const { locale } = (request.query ?? {}) as { locale?: 'ar' | 'en' };
  if (locale) request.locale = locale;
}

/** GET /surveys, GET /surveys/{uuid} and POST /surveys/{uuid}/answer. */
export async function surveyRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<JsonSchemaToTsProvider>();

  typed.get(
    '/surveys',
    {
      schema: {
        ...operation(
          'listSurveys',
          'content',
          'One page of the surveys (20 a page), newest first, in the language of `locale` if sent, else of Accept-Language. ' +
            'Surveys for members only are listed too, with `display_in_public` false: their page asks the visitor to sign in.',
        ),
        querystring: surveyListQuerystring,
        response: answers({ 200: listEnvelopeOf(surveySummarySchema), ...NOT_MODIFIED }, 422),
      },
      preHandler: localeFromQuery,
      config: { access: 'public' },
    },
    (request, reply) =>
      app.publicCache.reply(request, reply, { tags: ['surveys'] }, () =>
        listSurveys(app.db, request.query, request.locale),
      ),
  );

  typed.get(
    '/surveys/:uuid',
    {
      schema: {
        ...operation(
          'getSurvey',
          'content',
          'One survey with its questions in the language asked for. A survey for members only (`display_in_public` false) ' +
            'answers 401 without a valid bearer token. With a token, or else a guest_uuid, it also says whether that respondent ' +
            'has answered it (`answered`), in an answer that is theirs alone (Cache-Control: private, no-store).',
        ),
        // The token is optional: only a members-only survey needs it.
        security: [{}, ...SIGNED_IN],
        params: uuidParams,
        querystring: surveyDetailQuerystring,
        response: answers({ 200: itemEnvelopeOf(surveyDetailSchema), ...NOT_MODIFIED }, 401, 404, 422),
      },
      preHandler: localeFromQuery,
      config: { access: 'public' },
    },
    async (request, reply) => {
      const survey = await findSurvey(app.db, request.params.uuid);
      if (!survey) throw notFound();
      // A stale token is ignored here, as on any public read; a members-only survey then asks for a sign-in.
      await app.authenticate(request);
      const respondent = likerOf(request.account, request.query.guest_uuid);
      if (!survey.displayInPublic && !request.account) throw new ApiError(401, 'survey_members_only');
      if (!respondent && survey.displayInPublic) {
        return app.publicCache.reply(request, reply, { tags: ['surveys'] }, () =>
          surveyDetail(app.db, survey, request.locale),
        );
      }
      reply.header('cache-control', 'private, no-store');
      return surveyDetail(app.db, survey, request.locale, respondent);
    },
  );

  await app.register(answerSurveyRoute);
}
