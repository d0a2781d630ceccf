import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { listEnvelopeOf } from '../../../schemas/api/envelopes';
import { researchCategorySchema, researchSchema, researchSubmitAnswerSchema } from '../../../schemas/api/member';
import { formDefinition } from '../../../schemas/registry';
import { fileFieldLimits, type FileDescriptor } from '../../../schemas/validation/file-descriptor';
import { propertySchema } from '../../../schemas/validation/schema-walk';
import { fieldRefused, readSubmission } from '../../lib/form-submission';
import { referenceListQuerystring, pageQuerystring } from '../../lib/pagination';
import type { UploadedFile } from '../../lib/multipart-form';
import { requestFingerprint } from '../../lib/request-fingerprint';
import { answers, fileAnswer, FORM_REFUSALS, NOT_MODIFIED, operation, SIGNED_IN } from '../../lib/route-answers';
import { findResearchCategory, listResearchCategories } from '../../services/research/categories';
import { findOwnAttachment, listOwnResearches } from '../../services/research/researches';
import { saveResearch, type ResearchInput } from '../../services/research/save-research';
import { sendAttachment } from '../../lib/send-attachment';
import { pathParams, PATH_TEXT } from '../../lib/route-params';

/** The path parameters of an attachment's download. */
const attachmentParams = pathParams({ researchUuid: PATH_TEXT, attachmentUuid: PATH_TEXT });

/** The types an attachment may have: those the submission form accepts. */
const ATTACHMENT_TYPES =
  fileFieldLimits(propertySchema(formDefinition('research-submit').schema, 'attachments'))?.types ?? [];

/** GET research-categories, GET researches, POST researches/submit and the attachment downloads. */
export async function researchRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<JsonSchemaToTsProvider>();

  typed.get(
    '/research-categories',
    {
      schema: {
        ...operation(
          'listResearchCategories',
          'research',
          'The categories a research is filed under, titled in the language asked for.',
        ),
        querystring: referenceListQuerystring,
        response: answers({ 200: listEnvelopeOf(researchCategorySchema), ...NOT_MODIFIED }, 422),
      },
      config: { access: 'public' },
    },
    (request, reply) =>
      app.publicCache.reply(request, reply, { tags: ['research-categories'] }, () =>
        listResearchCategories(app.db, request.query, request.locale),
      ),
  );

  typed.get(
    '/researches',
    {
      schema: {
        ...operation(
          'listMyResearches',
          'research',
          "One page of the signed-in member's own researches, newest first.",
        ),
        security: SIGNED_IN,
        querystring: pageQuerystring,
        response: answers({ 200: listEnvelopeOf(researchSchema) }, 401, 422),
      },
      config: { access: 'signed-in' },
    },
    async (request, reply) => {
      // Personal data: never kept by a shared cache or the browser's back-forward cache.
      void reply.header('Cache-Control', 'no-store');
      return listOwnResearches(app.db, request.account!.id, request.query, request.locale);
    },
  );

  typed.post(
    '/researches/submit',
    {
      schema: {
        ...operation(
          'submitResearch',
          'research',
          'A researcher submits a research with up to five attachments; answers it as the list shows it.',
        ),
        security: SIGNED_IN,
        response: answers({ 201: researchSubmitAnswerSchema }, 401, 403, ...FORM_REFUSALS, 409),
      },
      config: {
        access: 'researcher',
        form: 'research-submit',
        idempotent: true,
        rateLimit: { max: 10, timeWindow: '10 minutes' },
      },
    },
    async (request, reply) => {
      const account = request.account!;
      const { value, data, files, messages } = await readSubmission<ResearchInput & { attachments?: FileDescriptor[] }>(
        request,
        'research-submit',
      );
      const { attachments = [], ...input } = value;

      const category = await findResearchCategory(app.db, input.research_category_id, request.locale);
      if (!category) throw fieldRefused(request, 'research-submit', 'research_category_id', 'exists');

      const uploads = attachments
        .map((descriptor) => files.get(descriptor))
        .filter((file): file is UploadedFile => !!file);
      // The account is part of the fingerprint: a key is never another member's way to their answer.
      return app.idempotency.run(
        request,
        reply,
        requestFingerprint({ account: account.uuid, answers: data }, files),
        async () => {
          const saved = await saveResearch(app.db, app.config.uploadsDir, account.id, input, category, uploads);
          return { status: 201, body: { data: saved, message: messages.success } };
        },
      );
    },
  );

  typed.get(
    '/researches/:researchUuid/attachments/:attachmentUuid',
    {
      schema: {
        ...operation(
          'downloadResearchAttachment',
          'research',
          "An attachment of the member's own research, as a download under its original name; anyone else's answers 404.",
        ),
        security: SIGNED_IN,
        params: attachmentParams,
        response: answers(
          {
            200: fileAnswer("The attachment's bytes, with its original name in Content-Disposition.", ATTACHMENT_TYPES),
          },
          401,
          404,
        ),
      },
      config: { access: 'signed-in' },
    },
    async (request, reply) => {
      const { researchUuid, attachmentUuid } = request.params;
      return sendAttachment(
        reply,
        app.config.uploadsDir,
        await findOwnAttachment(app.db, request.account!.id, researchUuid, attachmentUuid),
      );
    },
  );
}
