import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import {
  applicationDetailAnswerSchema,
  applicationsPageSchema,
  jobsWithApplicationsPageSchema,
} from '../../../schemas/api/submissions';
import { ANSWER_FILE_TYPES } from '../../../schemas/questions/questions-to-schema';
import { attachmentDisposition } from '../../lib/content-disposition';
import { pageQuerystring } from '../../lib/pagination';
import { answers, fileAnswer, operation, SIGNED_IN } from '../../lib/route-answers';
import { sendAttachment } from '../../lib/send-attachment';
import {
  applicationFile,
  applicationsCsv,
  jobOr404,
  listApplications,
  listJobsWithApplications,
  readApplication,
} from '../../services/submissions/job-applications';
import { uuidParams, recordFileParams } from '../../lib/route-params';

/** GET admin/jobs, a job's applications (and as CSV), one application and its files: editors and auditors read them. */
export async function jobApplicationRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<JsonSchemaToTsProvider>();

  typed.get(
    '/admin/jobs',
    {
      schema: {
        ...operation(
          'listJobsWithApplications',
          'staff',
          'The jobs, newest first, each with how many applied; titles in the request language.',
        ),
        security: SIGNED_IN,
        querystring: pageQuerystring,
        response: answers({ 200: jobsWithApplicationsPageSchema }, 401, 403, 422),
      },
      config: { access: 'staff:editor+auditor' },
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return listJobsWithApplications(app.db, request.query.page, request.locale);
    },
  );

  typed.get(
    '/admin/jobs/:uuid/applications',
    {
      schema: {
        ...operation(
          'listJobApplications',
          'staff',
          "A job's applications, newest first: the applicant's name, e-mail and phone, and when they applied.",
        ),
        security: SIGNED_IN,
        params: uuidParams,
        querystring: pageQuerystring,
        response: answers({ 200: applicationsPageSchema }, 401, 403, 404, 422),
      },
      config: { access: 'staff:editor+auditor' },
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return listApplications(app.db, request.params.uuid, request.query.page, request.locale);
    },
  );

  typed.get(
    '/admin/jobs/:uuid/applications.csv',
    {
      schema: {
        ...operation(
          'exportJobApplications',
          'staff',
          "A job's applications as a CSV file for a spreadsheet, oldest first: the applicant, then one column per question (headings in the request language, choices by their labels). UTF-8 with a BOM; a cell that would start a formula is neutralised.",
        ),
        security: SIGNED_IN,
        params: uuidParams,
        response: answers({ 200: fileAnswer('The applications as CSV.', ['text/csv']) }, 401, 403, 404),
      },
      config: { access: 'staff:editor+auditor' },
    },
    async (request, reply) => {
      const job = await jobOr404(app.db, request.params.uuid);
      return reply
        .header('Content-Disposition', attachmentDisposition(`job-applications-${job.uuid}.csv`))
        .header('Cache-Control', 'private, no-store')
        .type('text/csv; charset=utf-8')
        .send(applicationsCsv(app.db, job, request.locale));
    },
  );

  typed.get(
    '/admin/job-applications/:uuid',
    {
      schema: {
        ...operation(
          'getJobApplication',
          'staff',
          'An application: the applicant, and every question of the job with its answer (choices by their labels in the request language) and files.',
        ),
        security: SIGNED_IN,
        params: uuidParams,
        response: answers({ 200: applicationDetailAnswerSchema }, 401, 403, 404),
      },
      config: { access: 'staff:editor+auditor' },
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return { data: await readApplication(app.db, request.params.uuid, request.locale) };
    },
  );

  typed.get(
    '/admin/job-applications/:uuid/files/:id',
    {
      schema: {
        ...operation(
          'downloadJobApplicationFile',
          'staff',
          "A file of an application, as a download under its original name; 404 for another application's file.",
        ),
        security: SIGNED_IN,
        params: recordFileParams,
        response: answers(
          { 200: fileAnswer("The file's bytes, with its original name in Content-Disposition.", ANSWER_FILE_TYPES) },
          401,
          403,
          404,
        ),
      },
      config: { access: 'staff:editor+auditor' },
    },
    async (request, reply) =>
      sendAttachment(
        reply,
        app.config.uploadsDir,
        await applicationFile(app.db, request.params.uuid, request.params.id),
      ),
  );
}
