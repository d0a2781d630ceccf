import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorObject } from 'ajv';
import localizeAr from 'ajv-i18n/localize/ar';
import localizeEn from 'ajv-i18n/localize/en';
import { translate, type Locale, type MessageKey } from '../i18n/messages';
import { ApiError, type FieldErrors } from '../lib/api-error';

const keyByStatus: Record<number, MessageKey> = {
  400: 'malformed_body',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'validation_failed',
  429: 'too_many_requests',
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
};

const localizeSchemaErrors = { ar: localizeAr, en: localizeEn };

/** Turns Fastify's schema-validation details into the envelope's per-field lists, in the request's language. */
function fieldErrorsOf(error: FastifyError, locale: Locale): FieldErrors | undefined {
  if (!error.validation) return undefined;
  localizeSchemaErrors[locale](error.validation as ErrorObject[]);
  const errors: FieldErrors = {};
  for (const issue of error.validation) {
    const missing = (issue.params as { missingProperty?: string }).missingProperty;
    const field = [issue.instancePath.replace(/^\//, '').replaceAll('/', '.'), missing].filter(Boolean).join('.') || '_';
    (errors[field] ??= []).push(issue.message ?? 'invalid');
  }
  return errors;
}

function send(reply: FastifyReply, status: number, message: string, errors?: FieldErrors) {
  return reply.status(status).type('application/json; charset=utf-8').send(errors ? { message, errors } : { message });
}

/** One error envelope for the whole API: `{ message, errors? }`, never a stack trace or SQL. */
export const errorEnvelope = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const locale = request.locale;
    if (error instanceof ApiError) {
      return send(reply, error.statusCode, error.localizedMessage ?? translate(locale, error.messageKey), error.fieldErrors);
    }
    if (error.validation) {
      return send(reply, 422, translate(locale, 'validation_failed'), fieldErrorsOf(error, locale));
    }
    const status = statusByCode[error.code] ?? error.statusCode ?? 500;
    const key = keyByStatus[status];
    if (status < 500 && key) {
      request.log.info({ code: error.code, status }, 'request refused');
      return send(reply, status, translate(locale, key));
    }
    request.log.error({ err: error }, 'unexpected failure');
    return send(reply, 500, translate(locale, 'server_error'));
  });
});
