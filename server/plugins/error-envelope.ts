import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorObject } from 'ajv';
import localizeAr from 'ajv-i18n/localize/ar';
import localizeEn from 'ajv-i18n/localize/en';
import { localeFromHeader, translate, type Locale, type MessageKey } from '../i18n/messages';
import type { FieldErrors } from '../../schemas/api/envelopes';
import { ApiError } from '../lib/api-error';
import type { SecurityHeaders } from '../lib/security-headers';

const keyByStatus: Record<number, MessageKey> = {
  400: 'malformed_body',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  408: 'request_timeout',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'validation_failed',
  429: 'too_many_requests',
  431: 'headers_too_large',
};

// Fastify and @fastify/multipart codes whose status we restate, so a client sees one vocabulary.
const statusByCode: Record<string, number> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 413,
  FST_REQ_FILE_TOO_LARGE: 413,
  FST_FILES_LIMIT: 413,
  FST_PARTS_LIMIT: 413,
  FST_FIELDS_LIMIT: 413,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 415,
  FST_INVALID_MULTIPART_CONTENT_TYPE: 415,
  FST_ERR_CTP_EMPTY_JSON_BODY: 400,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 400,
  FST_PROTO_VIOLATION: 400,
  FST_ERR_CTP_INVALID_JSON_BODY: 400,
  // The plugin says 406 for a field declared JSON that is not: the body is what is wrong.
  FST_INVALID_JSON_FIELD_ERROR: 400,
};

const localizeSchemaErrors = { ar: localizeAr, en: localizeEn };

/** Turns Fastify's schema-validation details into the envelope's per-field lists, in the request's language. */
function fieldErrorsOf(error: FastifyError, locale: Locale): FieldErrors | undefined {
  if (!error.validation) return undefined;
  localizeSchemaErrors[locale](error.validation as ErrorObject[]);
  const errors: FieldErrors = {};
  for (const issue of error.validation) {
    const missing = (issue.params as { missingProperty?: string }).missingProperty;
    const field =
      [issue.instancePath.replace(/^\//, '').replaceAll('/', '.'), missing].filter(Boolean).join('.') || '_';
    (errors[field] ??= []).push(issue.message ?? 'invalid');
  }
  return errors;
}

function send(reply: FastifyReply, status: number, message: string, errors?: FieldErrors) {
  return reply
    .status(status)
    .type('application/json; charset=utf-8')
    .send(errors ? { message, errors } : { message });
}

/** One error envelope for the whole API: `{ message, errors? }`, never a stack trace or SQL. */
export const errorEnvelope = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const locale = request.locale;
    if (error instanceof ApiError) {
      return send(
        reply,
        error.statusCode,
        error.localizedMessage ?? translate(locale, error.messageKey),
        error.fieldErrors,
      );
    }
    if (error.validation) {
      return send(reply, 422, translate(locale, 'validation_failed'), fieldErrorsOf(error, locale));
    }
    const status = statusByCode[error.code] ?? error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ code: error.code, status }, 'request refused');
      // A client error of a plugin we have no words for is still the client's: say the request could not be read.
      return send(reply, status, translate(locale, keyByStatus[status] ?? 'malformed_body'));
    }
    request.log.error({ err: error }, 'unexpected failure');
    return send(reply, 500, translate(locale, 'server_error'));
  });
});

/** The bytes of a whole HTTP answer carrying the envelope, for the two places that write one by hand. */
function rawAnswer(status: number, headers: SecurityHeaders, body: string): string {
  const lines = Object.entries({
    ...headers,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  }).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('\r\n')}\r\n\r\n${body}`;
}

/**
 * Fastify's clientErrorHandler: a request Node could not read (headers too large, a body too slow to
 * arrive, broken HTTP) still gets the envelope and the security headers, in Arabic since not even
 * Accept-Language could be read; then the connection closes.
 */
export function answerUnreadableRequest(headers: SecurityHeaders) {
  return function (this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket) {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
    this.log.info({ code: error.code, status }, 'unreadable request refused');
    if (socket.writable)
      socket.write(rawAnswer(status, headers, JSON.stringify({ message: translate('ar', keyByStatus[status]!) })));
    socket.destroy();
  };
}

/**
 * Fastify's frameworkErrors: a URL the router cannot read (bad percent-encoding, a parameter over
 * 100 characters) names nothing, so the envelope's 404. Hooks never run for these, so the security
 * headers are set here.
 */
export function answerUnreadableUrl(headers: SecurityHeaders) {
  return (_error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const locale = localeFromHeader(request.headers['accept-language']);
    void reply.headers({ ...headers, 'x-request-id': request.id });
    void send(reply, 404, translate(locale, 'not_found'));
  };
}
