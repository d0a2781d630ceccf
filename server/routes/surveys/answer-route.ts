import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { surveyAnswerAnswerSchema } from '../../../schemas/api/surveys';
import { ApiError, notFound, validationFailed } from '../../lib/api-error';
import { textEntry } from '../../lib/form-submission';
import { readQuestionAnswers } from '../../lib/question-answers';
import { requestFingerprint } from '../../lib/request-fingerprint';
import { answers, FORM_REFUSALS, operation, SIGNED_IN } from '../../lib/route-answers';
import { translate } from '../../i18n/messages';
import { saveSurveyAnswer } from '../../services/content/survey-answers';
import { findSurvey, hasAnswered, GUEST_UUID_PATTERN, type Respondent } from '../../services/content/surveys';
import { questionIn } from '../../services/content/stored-questions';
import { uuidParams } from '../../lib/route-params';

const guestUuid = new RegExp(GUEST_UUID_PATTERN);

/** POST /surveys/{uuid}/answer: one answer per account or guest browser, multipart, files checked by content. */
export async function answerSurveyRoute(app: FastifyInstance) {
  const typed = app.withTypeProvider<JsonSchemaToTsProvider>();
  typed.post(
    '/surveys/:uuid/answer',
    {
      schema: {
        ...operation(
          'answerSurvey',
          'content',
          'Answers a survey (multipart): `answers[i][id]` with `answers[i][answer]`, `answers[i][answer][]` (a checkbox question) ' +
            "or `answers[i][files][j]` (a file question: png, jpg, gif or pdf, 5 MB each), checked against the survey's own " +
            'questions. A signed-in account answers by its bearer token (401 if it is not valid), a visitor by `guest_uuid`, a ' +
            'UUID v4 their browser keeps; a survey for members only needs the token (401). One answer per account or guest: ' +
            'another is refused with 409, as is a closed survey (403).',
        ),
        // The token is optional: only a members-only survey needs it.
        security: [{}, ...SIGNED_IN],
        params: uuidParams,
        response: answers({ 201: surveyAnswerAnswerSchema }, ...FORM_REFUSALS, 401, 403, 404, 409),
      },
      config: {
        access: 'guest-or-signed-in',
        questionAnswers: {
          otherFields: {
            guest_uuid: {
              type: 'string',
              pattern: GUEST_UUID_PATTERN,
              description: "A visitor's UUID v4, kept by their browser; not needed with a bearer token.",
              examples: ['0f8fad5b-d9cb-469f-a165-70867728950e'],
            },
          },
        },
        idempotent: true,
        rateLimit: { max: 30, timeWindow: '10 minutes' },
      },
    },
    async (request, reply) => {
      const { locale } = request;
      const survey = await findSurvey(app.db, request.params.uuid);
      if (!survey) throw notFound();
      if (!survey.displayInPublic && !request.account) throw new ApiError(401, 'survey_members_only');
      if (!survey.isOpen) throw new ApiError(403, 'survey_closed');

      const questions = survey.questions.map((question) => questionIn(question, locale));
      const { answered, data, entries, files } = await readQuestionAnswers(request, questions);
      const guest = textEntry(entries, 'guest_uuid');
      let respondent: Respondent;
      if (request.account) respondent = { userId: request.account.id };
      else if (guest !== undefined && guestUuid.test(guest)) respondent = { guestUuid: guest.toLowerCase() };
      else throw validationFailed({ guest_uuid: [translate(locale, 'survey_guest_required')] });

      // A repeat with the same Idempotency-Key gets the first answer again; any other repeat is told at once
      // that it is answered, and the unique indexes decide a race.
      return app.idempotency.run(
        request,
        reply,
        requestFingerprint({ survey: survey.uuid, respondent, data }, files),
        async () => {
          if (await hasAnswered(app.db, survey.id, respondent)) throw new ApiError(409, 'survey_already_answered');
          const saved = await saveSurveyAnswer(app.db, app.config.uploadsDir, survey.id, respondent, answered);
          // The answer changes what the respondent's reads say (`answered`); public reads carry no answers.
          return {
            status: 201,
            body: {
              data: { created_at: saved.createdAt.toISOString() },
              message: translate(locale, 'survey_answered'),
            },
          };
        },
      );
    },
  );
}
