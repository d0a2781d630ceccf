import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { surveyResultsAnswerSchema, surveysWithAnswersPageSchema } from '../../../schemas/api/submissions';
import { attachmentDisposition } from '../../lib/content-disposition';
import { pageQuerystring } from '../../lib/pagination';
import { answers, fileAnswer, operation, SIGNED_IN } from '../../lib/route-answers';
import {
  listSurveysWithAnswers,
  surveyAnswersCsv,
  surveyOr404,
  surveyResults,
} from '../../services/submissions/survey-results';
import { uuidParams } from '../../lib/route-params';

/** GET admin/surveys, a survey's results and its answers as CSV: editors and auditors read them. */
export async function surveyResultRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<JsonSchemaToTsProvider>();

  typed.get(
    '/admin/surveys',
    {
      schema: {
        ...operation(
          'listSurveysWithAnswers',
          'staff',
          'The surveys, newest first, each with how many answered it; titles in the request language.',
        ),
        security: SIGNED_IN,
        querystring: pageQuerystring,
        response: answers({ 200: surveysWithAnswersPageSchema }, 401, 403, 422),
      },
      config: { access: 'staff:editor+auditor' },
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return listSurveysWithAnswers(app.db, request.query.page, request.locale);
    },
  );

  typed.get(
    '/admin/surveys/:uuid/results',
    {
      schema: {
        ...operation(
          'getSurveyResults',
          'staff',
          "A survey's results by question: each choice's count and percentage (of a checkbox question's respondents), free text listed newest first (at most 50), numbers and dates listed with their range.",
        ),
        security: SIGNED_IN,
        params: uuidParams,
        response: answers({ 200: surveyResultsAnswerSchema }, 401, 403, 404),
      },
      config: { access: 'staff:editor+auditor' },
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return { data: await surveyResults(app.db, request.params.uuid, request.locale) };
    },
  );

  typed.get(
    '/admin/surveys/:uuid/answers.csv',
    {
      schema: {
        ...operation(
          'exportSurveyAnswers',
          'staff',
          "A survey's answers as a CSV file for a spreadsheet, oldest first: when, then one column per question (headings in the request language, choices by their labels). UTF-8 with a BOM; a cell that would start a formula is neutralised.",
        ),
        security: SIGNED_IN,
        params: uuidParams,
        response: answers({ 200: fileAnswer('The answers as CSV.', ['text/csv']) }, 401, 403, 404),
      },
      config: { access: 'staff:editor+auditor' },
    },
    async (request, reply) => {
      const survey = await surveyOr404(app.db, request.params.uuid);
      return reply
        .header('Content-Disposition', attachmentDisposition(`survey-answers-${survey.uuid}.csv`))
        .header('Cache-Control', 'private, no-store')
        .type('text/csv; charset=utf-8')
        .send(surveyAnswersCsv(app.db, survey, request.locale));
    },
  );
}
