import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { itemEnvelopeOf } from '../../../schemas/api/envelopes';
import { permitCaseSchema, reviewQueuePageSchema } from '../../../schemas/api/review-queue';
import { reserveToday } from '../../../schemas/validation/reserve-day';
import { attachmentDisposition } from '../../lib/content-disposition';
import { answers, fileAnswer, operation, SIGNED_IN } from '../../lib/route-answers';
import { sendAttachment } from '../../lib/send-attachment';
import { permitCaseFile, permitCasePdf, readPermitCase } from '../../services/permits/permit-case';
import { listReviewQueue, queueScopeOf } from '../../services/permits/review-queue';
import { reviewQueueCsv } from '../../services/permits/review-queue-csv';
import { lifecycleActorOf } from '../../services/staff/signed-in-staff';
import { readReviewQueueQuery, reviewQueueQuerystring } from '../../services/permits/review-queue-filters';
import { uuidParams, recordFileParams } from '../../lib/route-params';

/** Who reads: any member but an editor (403, docs/permits.md#the-review-queue); a reviewer, their types only. */
const scopeOf = (request: FastifyRequest) => queueScopeOf(request.staff!);

/** The files a request may carry: whatever its form accepted, judged by content when it was stored. */
const PERMIT_FILE_TYPES = ['application/pdf', 'image/png', 'image/jpeg'];

/** GET admin/permits (and .csv), admin/permits/{uuid}, its files and its permit document: the authority's review queue, read-only. */
export async function permitQueueRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<JsonSchemaToTsProvider>();

  typed.get(
    '/admin/permits',
    {
      schema: {
        ...operation(
          'listReviewQueue',
          'staff',
          'The permit requests staff may read, oldest first, filtered (type, status, from/to days, region, area, assignee uuid or me, unassigned=1, overdue=1) and searched (q: a reference or its start, a national id, or a name).',
        ),
        security: SIGNED_IN,
        querystring: reviewQueueQuerystring,
        response: answers({ 200: reviewQueuePageSchema }, 401, 403, 422),
      },
      config: { access: 'staff' },
    },
    async (request, reply) => {
      const scope = scopeOf(request);
      const { filters, page } = readReviewQueueQuery(request.query, request.locale);
      void reply.header('Cache-Control', 'no-store');
      return listReviewQueue(app.db, filters, scope, page, reserveToday());
    },
  );

  typed.get(
    '/admin/permits.csv',
    {
      schema: {
        ...operation(
          'exportReviewQueue',
          'staff',
          'The filtered queue (the same filters, no page) as a CSV file for a spreadsheet: UTF-8 with a BOM, headings in the request language.',
        ),
        security: SIGNED_IN,
        querystring: reviewQueueQuerystring,
        response: answers({ 200: fileAnswer('The queue as CSV, oldest request first.', ['text/csv']) }, 401, 403, 422),
      },
      config: { access: 'staff' },
    },
    async (request, reply) => {
      const scope = scopeOf(request);
      const { filters } = readReviewQueueQuery(request.query, request.locale);
      const file = reviewQueueCsv(app.db, filters, scope, request.locale, reserveToday());
      return reply
        .header('Content-Disposition', attachmentDisposition(`permits-${reserveToday()}.csv`))
        .header('Cache-Control', 'private, no-store')
        .type('text/csv; charset=utf-8')
        .send(file);
    },
  );

  typed.get(
    '/admin/permits/:uuid',
    {
      schema: {
        ...operation(
          'getPermitCase',
          'staff',
          "A request as its case page shows it: answers under the form's labels, files, history with internal notes, the last resubmission's changes and the lifecycle events this member may send now. 404 for a type the reviewer does not decide.",
        ),
        security: SIGNED_IN,
        params: uuidParams,
        response: answers({ 200: itemEnvelopeOf(permitCaseSchema) }, 401, 403, 404),
      },
      config: { access: 'staff' },
    },
    async (request, reply) => {
      const scope = scopeOf(request);
      const staff = request.staff!;
      void reply.header('Cache-Control', 'no-store');
      return {
        data: await readPermitCase(
          app.db,
          request.params.uuid,
          scope,
          lifecycleActorOf(staff),
          request.locale,
          reserveToday(),
        ),
      };
    },
  );

  typed.get(
    '/admin/permits/:uuid/files/:id',
    {
      schema: {
        ...operation(
          'downloadPermitFile',
          'staff',
          "A file of a request, as a download under its original name; 404 for a request the member may not read or another request's file.",
        ),
        security: SIGNED_IN,
        params: recordFileParams,
        response: answers(
          { 200: fileAnswer("The file's bytes, with its original name in Content-Disposition.", PERMIT_FILE_TYPES) },
          401,
          403,
          404,
        ),
      },
      config: { access: 'staff' },
    },
    async (request, reply) => {
      const scope = scopeOf(request);
      const { uuid, id } = request.params;
      return sendAttachment(reply, app.config.uploadsDir, await permitCaseFile(app.db, uuid, id, scope));
    },
  );

  typed.get(
    '/admin/permits/:uuid/pdf',
    {
      schema: {
        ...operation(
          'downloadPermitDocument',
          'staff',
          'The permit document issued when the request was approved (kept if it was cancelled or expired since), as `{reference}.pdf`; 404 for a request the member may not read or one without a document.',
        ),
        security: SIGNED_IN,
        params: uuidParams,
        response: answers(
          { 200: fileAnswer('The permit as a PDF, named by its reference.', ['application/pdf']) },
          401,
          403,
          404,
        ),
      },
      config: { access: 'staff' },
    },
    async (request, reply) =>
      sendAttachment(reply, app.config.uploadsDir, await permitCasePdf(app.db, request.params.uuid, scopeOf(request))),
  );
}
