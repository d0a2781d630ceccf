import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contentItemSchema, contentSummarySchema, etagOf, revisionHeaders } from '../../../schemas/api/content-editing';
import { actionAnswerOf, itemEnvelopeOf, listEnvelopeOf } from '../../../schemas/api/envelopes';
import { translate } from '../../i18n/messages';
import { notFound } from '../../lib/api-error';
import { readSubmission } from '../../lib/form-submission';
import { DEFAULT_PER_PAGE, pageQuerystring, parsePage } from '../../lib/pagination';
import { answers, FORM_REFUSALS, operation, SIGNED_IN } from '../../lib/route-answers';
import { createContent, removeContent, updateContent } from '../../services/content-editing/content-editor';
import {
  isChangeable,
  serialIdOf,
  type ChangeableContentType,
  type ContentType,
  type ContentValues,
} from '../../services/content-editing/content-type';
import { contentTypes } from '../../services/content-editing/content-types';
import { historyOf, revisionOf } from '../../services/content-editing/edit-history';
import { previewToken } from '../../services/content/preview-links';
import { idParams } from '../../lib/route-params';

const savedAnswer = actionAnswerOf({ type: 'object', required: ['id'], properties: { id: { type: 'string' } } });
const READ = { access: 'staff:editor+auditor' } as const;

const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;
/** The revision the editor opened, from `If-Match: "12"`; none when the header is absent. */
const openedRevisionOf = (request: FastifyRequest) => request.headers['if-match']?.slice(1, -1);

/** The signed link to the public page that shows the item as stored, for a type that has one. */
function previewOf(app: FastifyInstance, type: ContentType, id: string, values: ContentValues) {
  const address = type.publicAddress?.(values);
  const key = serialIdOf(id);
  if (address === undefined || key === undefined) return {};
  return { preview: `${address}?${new URLSearchParams({ preview: previewToken(app.appSecret, type.name, key) })}` };
}

/** One content type's editing routes under /admin/content/<name>: editors and admins change, auditors read. */
function contentTypeRoutes(app: FastifyInstance, type: ContentType) {
  const base = `/admin/content/${type.name}`;
  const { one, many, what } = type.documented;
  const write = { access: 'staff:editor', form: type.form } as const;

  app.get(
    base,
    {
      schema: {
        ...operation(`list${many}ToEdit`, 'editing', `One page of the ${what} items, as their editors list them.`),
        security: SIGNED_IN,
        querystring: pageQuerystring,
        response: answers({ 200: listEnvelopeOf(contentSummarySchema) }, 401, 403, 422),
      },
      config: READ,
    },
    async (request) => {
      const page = parsePage((request.query as { page?: string }).page, request.locale);
      return type.list(app.db, { page, perPage: DEFAULT_PER_PAGE });
    },
  );

  app.get(
    `${base}/:id`,
    {
      schema: {
        ...operation(
          `read${one}ToEdit`,
          'editing',
          `A ${what} as its editor opens it: its form's values, its edit history and, if it has a public page, a link that previews it there.`,
        ),
        security: SIGNED_IN,
        params: idParams,
        response: answers({ 200: itemEnvelopeOf(contentItemSchema) }, 401, 403, 404),
      },
      config: READ,
    },
    async (request, reply) => {
      const id = idOf(request);
      const values = await type.read(app.db, id);
      if (!values) throw notFound();
      const revision = await revisionOf(app.db, type.name, id);
      void reply.header('etag', etagOf(revision));
      const history = await historyOf(app.db, type.name, id);
      return { data: { id, revision, values, history, ...previewOf(app, type, id, values) } };
    },
  );

  app.put(
    `${base}/:id`,
    {
      schema: {
        ...operation(
          `update${one}`,
          'editing',
          `Replaces a ${what}'s values (multipart, the form ${type.form}); shown at once. With If-Match, refused (409) if another save came first.`,
        ),
        security: SIGNED_IN,
        params: idParams,
        headers: revisionHeaders,
        response: answers({ 200: savedAnswer }, 401, 403, 404, 409, ...FORM_REFUSALS),
      },
      config: write,
    },
    async (request) => {
      const id = idOf(request);
      if (!(await type.read(app.db, id))) throw notFound();
      const { value, files, messages } = await readSubmission<ContentValues>(request, type.form);
      await updateContent(app, request, type, request.staff!, id, value, openedRevisionOf(request), files);
      return { data: { id }, message: messages.success };
    },
  );

  // A fixed set has no POST or DELETE: such a request answers 404, as any address that is none.
  if (isChangeable(type)) addAndDeleteRoutes(app, type);
}

/** POST and DELETE of a type whose items editors add and delete. */
function addAndDeleteRoutes(app: FastifyInstance, type: ChangeableContentType) {
  const base = `/admin/content/${type.name}`;
  const { one, what } = type.documented;

  app.post(
    base,
    {
      schema: {
        ...operation(`create${one}`, 'editing', `Adds a ${what} (multipart, the form ${type.form}); shown at once.`),
        security: SIGNED_IN,
        response: answers({ 201: savedAnswer }, 401, 403, ...FORM_REFUSALS),
      },
      config: { access: 'staff:editor', form: type.form },
    },
    async (request, reply) => {
      const { value, files, messages } = await readSubmission<ContentValues>(request, type.form);
      const id = await createContent(app, request, type, request.staff!, value, files);
      return reply.code(201).send({ data: { id }, message: messages.success });
    },
  );

  app.delete(
    `${base}/:id`,
    {
      schema: {
        ...operation(
          `delete${one}`,
          'editing',
          `Deletes a ${what}; its edit history stays. With If-Match, refused (409) if a save came first.`,
        ),
        security: SIGNED_IN,
        params: idParams,
        headers: revisionHeaders,
        response: answers({ 200: savedAnswer }, 401, 403, 404, 409),
      },
      config: { access: 'staff:editor' },
    },
    async (request) => {
      const id = idOf(request);
      await removeContent(app, type, request.staff!, id, openedRevisionOf(request));
      return { data: { id }, message: translate(request.locale, 'content_deleted') };
    },
  );
}

/** The editors' routes of every content type (server/services/content-editing/content-types.ts). */
export async function contentEditingRoutes(app: FastifyInstance) {
  for (const type of contentTypes) contentTypeRoutes(app, type);
}
