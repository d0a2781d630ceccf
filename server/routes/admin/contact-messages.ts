import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { JSONSchema } from 'json-schema-to-ts';
import {
  contactMessageAnswerSchema,
  contactMessagePageSchema,
  contactMessageSchema,
  contactMessageStatuses,
  type ContactMessageStatus,
} from '../../../schemas/api/contact-messages';
import { actionAnswerOf } from '../../../schemas/api/envelopes';
import { translate } from '../../i18n/messages';
import { validationFailed } from '../../lib/api-error';
import { readSubmission } from '../../lib/form-submission';
import { parsePage, wholeNumberQueryValue } from '../../lib/pagination';
import { answers, FORM_REFUSALS, fileAnswer, operation, SIGNED_IN } from '../../lib/route-answers';
import { sendAttachment } from '../../lib/send-attachment';
import {
  assignContactMessage,
  contactMessageAttachment,
  listContactMessages,
  noteContactMessage,
  readContactMessage,
  replyToContactMessage,
  setContactMessageStatus,
} from '../../services/contact/contact-queue';
import { uuidParams, recordFileParams } from '../../lib/route-params';

const listQuerystring = {
  type: 'object',
  additionalProperties: false,
  properties: { status: { type: 'string' }, page: wholeNumberQueryValue },
} as const satisfies JSONSchema;

/** What a citizen may attach on /contact-us (judged by content when it was stored). */
const CONTACT_FILE_TYPES = ['application/pdf', 'image/png', 'image/jpeg'];

const changeAnswer = actionAnswerOf(contactMessageSchema);
const READ = { access: 'staff:editor+auditor' } as const;

const isStatus = (value: string): value is ContactMessageStatus =>
  (contactMessageStatuses as readonly string[]).includes(value);

/**
 * GET admin/contact-messages, one message and its attachments (editors, auditors, admins), and for editors and
 * admins POST …/assign, status, note and reply: each change is one transaction with its event.
 */
export async function contactMessageRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<JsonSchemaToTsProvider>();

  typed.get(
    '/admin/contact-messages',
    {
      schema: {
        ...operation(
          'listContactMessages',
          'staff',
          'The messages citizens sent on /contact-us, newest first, of one status (status=new|in_progress|closed) or all, 20 a page.',
        ),
        security: SIGNED_IN,
        querystring: listQuerystring,
        response: answers({ 200: contactMessagePageSchema }, 401, 403, 422),
      },
      config: READ,
    },
    async (request, reply) => {
      const { status, page } = request.query;
      if (status !== undefined && !isStatus(status))
        throw validationFailed({ status: [translate(request.locale, 'contact_status_unknown')] });
      const pageNumber = parsePage(page, request.locale);
      void reply.header('Cache-Control', 'no-store');
      return listContactMessages(app.db, status, pageNumber);
    },
  );

  typed.get(
    '/admin/contact-messages/:uuid',
    {
      schema: {
        ...operation(
          'getContactMessage',
          'staff',
          'A message whole: its sender, area, attachments, status, assignee and the history of what staff did (internal notes included).',
        ),
        security: SIGNED_IN,
        params: uuidParams,
        response: answers({ 200: contactMessageAnswerSchema }, 401, 403, 404),
      },
      config: READ,
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return { data: await readContactMessage(app.db, request.params.uuid, request.locale) };
    },
  );

  typed.get(
    '/admin/contact-messages/:uuid/attachments/:id',
    {
      schema: {
        ...operation(
          'downloadContactAttachment',
          'staff',
          "A file the sender attached, as a download under its original name; 404 for another message's file.",
        ),
        security: SIGNED_IN,
        params: recordFileParams,
        response: answers(
          { 200: fileAnswer("The file's bytes, with its original name in Content-Disposition.", CONTACT_FILE_TYPES) },
          401,
          403,
          404,
        ),
      },
      config: READ,
    },
    async (request, reply) => {
      const { uuid, id } = request.params;
      return sendAttachment(reply, app.config.uploadsDir, await contactMessageAttachment(app.db, uuid, id));
    },
  );

  typed.post(
    '/admin/contact-messages/:uuid/assign',
    {
      schema: {
        ...operation('assignContactMessage', 'staff', 'Assigns the message to the member asking; its status stays.'),
        security: SIGNED_IN,
        params: uuidParams,
        response: answers({ 200: changeAnswer }, 401, 403, 404),
      },
      config: { access: 'staff:editor' },
    },
    async (request) => {
      const data = await assignContactMessage(app.db, request.params.uuid, request.staff!, request.locale);
      return { data, message: translate(request.locale, 'contact_message_assigned') };
    },
  );

  typed.post(
    '/admin/contact-messages/:uuid/status',
    {
      schema: {
        ...operation(
          'setContactMessageStatus',
          'staff',
          'Sets the message’s status (multipart: status, one of new, in_progress, closed).',
        ),
        security: SIGNED_IN,
        params: uuidParams,
        response: answers({ 200: changeAnswer }, 401, 403, 404, ...FORM_REFUSALS),
      },
      config: { access: 'staff:editor', form: 'admin/contact-status' },
    },
    async (request) => {
      const { value, messages } = await readSubmission<{ status: ContactMessageStatus }>(
        request,
        'admin/contact-status',
      );
      const data = await setContactMessageStatus(
        app.db,
        request.params.uuid,
        request.staff!,
        value.status,
        request.locale,
      );
      return { data, message: messages.success };
    },
  );

  typed.post(
    '/admin/contact-messages/:uuid/note',
    {
      schema: {
        ...operation(
          'noteContactMessage',
          'staff',
          'Adds an internal note (multipart: note, 1–2000 characters) to the history; the sender never sees it.',
        ),
        security: SIGNED_IN,
        params: uuidParams,
        response: answers({ 200: changeAnswer }, 401, 403, 404, ...FORM_REFUSALS),
      },
      config: { access: 'staff:editor', form: 'admin/contact-note' },
    },
    async (request) => {
      const { value, messages } = await readSubmission<{ note: string }>(request, 'admin/contact-note');
      const data = await noteContactMessage(app.db, request.params.uuid, request.staff!, value.note, request.locale);
      return { data, message: messages.success };
    },
  );

  typed.post(
    '/admin/contact-messages/:uuid/reply',
    {
      schema: {
        ...operation(
          'replyToContactMessage',
          'staff',
          'E-mails the sender a reply (multipart: reply, 1–5000 characters) in their message’s language, quoting its subject; a new message moves to in progress. 422 when the sender gave no e-mail address.',
        ),
        security: SIGNED_IN,
        params: uuidParams,
        response: answers({ 200: changeAnswer }, 401, 403, 404, ...FORM_REFUSALS),
      },
      config: { access: 'staff:editor', form: 'admin/contact-reply' },
    },
    async (request) => {
      const { value, messages } = await readSubmission<{ reply: string }>(request, 'admin/contact-reply');
      const data = await replyToContactMessage(
        app.db,
        app.mail,
        request.params.uuid,
        request.staff!,
        value.reply,
        request.locale,
      );
      return { data, message: messages.success };
    },
  );
}
