import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { itemEnvelopeOf, listEnvelopeOf } from '../../../schemas/api/envelopes';
import { jobApplyAnswerSchema, jobDetailSchema, jobSummarySchema } from '../../../schemas/api/jobs';
import { translate } from '../../i18n/messages';
import { ApiError, notFound } from '../../lib/api-error';
import { readQuestionAnswers } from '../../lib/question-answers';
import { requestFingerprint } from '../../lib/request-fingerprint';
import { answers, FORM_REFUSALS, NOT_MODIFIED, operation, SIGNED_IN } from '../../lib/route-answers';
import { appliedAt, findJob, hasApplied, isOpenNow, jobDetail, listJobs } from '../../services/content/jobs';
import { saveApplication } from '../../services/content/job-applications';
import { questionIn } from '../../services/content/stored-questions';
import { pageQuerystring } from '../../lib/pagination';
import { uuidParams } from '../../lib/route-params';

/** The route parameter naming one job. */

/** GET /job-opportunities, GET /job-opportunities/{uuid} and POST /job-opportunities/{uuid}/apply. */
export async function jobRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<JsonSchemaToTsProvider>();

  typed.get(
    '/job-opportunities',
    {
      schema: {
        ...operation(
          'listJobOpportunities',
          'content',
          'One page of the jobs (20 a page), newest first, in the language of Accept-Language; closed ones too, with `is_open` false.',
        ),
        querystring: pageQuerystring,
        response: answers({ 200: listEnvelopeOf(jobSummarySchema), ...NOT_MODIFIED }, 422),
      },
      config: { access: 'public' },
    },
    (request, reply) =>
      app.publicCache.reply(request, reply, { tags: ['job-opportunities'] }, () =>
        listJobs(app.db, request.query, request.locale),
      ),
  );

  typed.get(
    '/job-opportunities/:uuid',
    {
      schema: {
        ...operation(
          'getJobOpportunity',
          'content',
          'One job with its HTML bodies and the questions of its application form, in the language asked for. With a valid bearer token ' +
            'the answer also says when that account applied (`applied_at`, null if it has not) and is theirs alone (Cache-Control: ' +
            'private, no-store); without one (or with a stale one) it is the public answer, cached with an ETag.',
        ),
        params: uuidParams,
        response: answers({ 200: itemEnvelopeOf(jobDetailSchema), ...NOT_MODIFIED }, 404),
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const job = await findJob(app.db, request.params.uuid);
      if (!job) throw notFound();
      await app.authenticate(request);
      const reader = request.account;
      if (!reader) {
        return app.publicCache.reply(request, reply, { tags: ['job-opportunities'] }, async () =>
          jobDetail(job, request.locale),
        );
      }
      reply.header('cache-control', 'private, no-store');
      const { data } = jobDetail(job, request.locale);
      return { data: { ...data, applied_at: (await appliedAt(app.db, job.id, reader.id))?.toISOString() ?? null } };
    },
  );

  typed.post(
    '/job-opportunities/:uuid/apply',
    {
      schema: {
        ...operation(
          'applyForJobOpportunity',
          'content',
          'A signed-in individual applies for a job (multipart): `answers[i][id]` with `answers[i][answer]`, `answers[i][answer][]` ' +
            '(a checkbox question) or `answers[i][files][j]` (a file question: png, jpg, gif or pdf, 5 MB each, judged by content), ' +
            "checked against the job's own questions (422 keyed by question, `q_<id>`). One application per account and job: " +
            'another is refused with 409. A closed job, or a company account, is refused with 403.',
        ),
        security: SIGNED_IN,
        params: uuidParams,
        response: answers({ 201: jobApplyAnswerSchema }, ...FORM_REFUSALS, 401, 403, 404, 409),
      },
      config: {
        access: 'individual',
        accessRefusal: 'job_individuals_only',
        questionAnswers: { otherFields: {} },
        idempotent: true,
        rateLimit: { max: 20, timeWindow: '10 minutes' },
      },
    },
    async (request, reply) => {
      const { locale } = request;
      const account = request.account!;
      const job = await findJob(app.db, request.params.uuid);
      if (!job) throw notFound();
      if (!isOpenNow(job)) throw new ApiError(403, 'job_closed');

      const { answered, data, files } = await readQuestionAnswers(
        request,
        job.questions.map((question) => questionIn(question, locale)),
      );
      // The account is part of the fingerprint: a key is never another member's way to their answer.
      return app.idempotency.run(
        request,
        reply,
        requestFingerprint({ account: account.uuid, job: job.uuid, data }, files),
        async () => {
          // Inside the keyed work, so a retry of the stored application replays its answer instead of this 409;
          // the unique index decides a race.
          if (await hasApplied(app.db, job.id, account.id)) throw new ApiError(409, 'job_already_applied');
          const saved = await saveApplication(app.db, app.config.uploadsDir, job.id, account.id, answered);
          return {
            status: 201,
            body: {
              data: { uuid: saved.uuid, created_at: saved.createdAt.toISOString() },
              message: translate(locale, 'job_applied'),
            },
          };
        },
      );
    },
  );
}
