import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { listEnvelopeOf, messageAnswerSchema } from '../../../schemas/api/envelopes';
import { studyReportSchema } from '../../../schemas/api/studies-reports';
import { ApiError, notFound } from '../../lib/api-error';
import { requestFingerprint } from '../../lib/request-fingerprint';
import { answers, fileAnswer, NOT_MODIFIED, operation, SIGNED_IN } from '../../lib/route-answers';
import { sendAttachment } from '../../lib/send-attachment';
import { checkReportLink } from '../../services/content/report-links';
import { findStudyReport, listStudiesReports, reportFile } from '../../services/content/studies-reports';
import { sendReportMail } from '../../services/content/report-mail';
import { pageQuerystring } from '../../lib/pagination';
import { uuidParams } from '../../lib/route-params';

const fileLinkQuerystring = {
  type: 'object',
  additionalProperties: false,
  properties: { expires: { type: 'string' }, signature: { type: 'string' } },
} as const;

/** The route parameter naming one report. */

/** GET /studies-reports, POST /studies-reports/{uuid}/send-email and the signed download link it mails. */
export async function studiesReportsRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<JsonSchemaToTsProvider>();

  typed.get(
    '/studies-reports',
    {
      schema: {
        ...operation(
          'listStudiesReports',
          'content',
          'One page of the studies and reports (20 a page), newest first, titled in the language asked for.',
        ),
        querystring: pageQuerystring,
        response: answers({ 200: listEnvelopeOf(studyReportSchema), ...NOT_MODIFIED }, 422),
      },
      config: { access: 'public' },
    },
    (request, reply) =>
      app.publicCache.reply(request, reply, { tags: ['studies-reports'] }, () =>
        listStudiesReports(app.db, request.query, request.locale),
      ),
  );

  typed.post(
    '/studies-reports/:uuid/send-email',
    {
      schema: {
        ...operation(
          'sendStudyReport',
          'content',
          "Mails the report to the signed-in account's address, in the account's language (a verified address only): the file attached up to 10 MB, a download link valid for 7 days above; 5 an hour per account.",
        ),
        security: SIGNED_IN,
        params: uuidParams,
        response: answers({ 200: messageAnswerSchema }, 401, 403, 404, 409, 422),
      },
      config: {
        access: 'verified',
        accessRefusal: 'report_email_unverified',
        idempotent: true,
        rateLimit: { max: 20, timeWindow: '15 minutes' },
      },
    },
    async (request, reply) => {
      const account = request.account!;
      const report = await findStudyReport(app.db, request.params.uuid);
      if (!report) throw notFound();
      // A double click with one Idempotency-Key sends one mail; the second click gets the first answer.
      return app.idempotency.run(request, reply, requestFingerprint({ report: report.uuid }), async () => ({
        status: 200,
        body: await sendReportMail(app, account, report, request.locale),
      }));
    },
  );

  typed.get(
    '/studies-reports/:uuid/file',
    {
      schema: {
        ...operation(
          'downloadStudyReport',
          'content',
          'The file of a report, through the signed link its mail carries (403 once changed or expired).',
        ),
        params: uuidParams,
        querystring: fileLinkQuerystring,
        response: answers({ 200: fileAnswer('The report file.', ['application/pdf']) }, 403, 404, 422),
      },
      config: { access: 'public', rateLimit: { max: 60, timeWindow: '15 minutes' } },
    },
    async (request, reply) => {
      const { uuid } = request.params;
      const { expires = '', signature = '' } = request.query;
      const check = checkReportLink(app.appSecret, uuid, { expires, signature });
      if (check !== 'valid')
        throw new ApiError(403, check === 'expired' ? 'report_link_expired' : 'report_link_invalid');
      const report = await findStudyReport(app.db, uuid);
      if (!report) throw notFound();
      const { folder, name } = reportFile(app.config, report);
      return sendAttachment(reply, folder, {
        storedName: name,
        originalName: report.fileName,
        mimeType: report.mimeType,
      });
    },
  );
}
