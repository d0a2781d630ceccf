import type { FastifyRequest } from 'fastify';
import type { FormMessages } from '../../schemas/validation/form-definition';
import type { MultipartEntry } from '../../schemas/validation/multipart-to-data';
import { multipartToData } from '../../schemas/validation/multipart-to-data';
import { fieldMessage } from '../../schemas/validation/localize-errors';
import { validateSubmission } from '../../schemas/validation/validate-submission';
import { formDefinition, type FormId } from '../../schemas/registry';
import { ApiError, validationFailed } from './api-error';
import { readMultipartForm, type MultipartForm } from './multipart-form';

/** A submission that passed its form's schema. */
export interface AcceptedSubmission<T> extends MultipartForm {
  /** The answers as the schema guarantees them. */
  value: T;
  /** The converted answers, for an idempotency fingerprint. */
  data: Record<string, unknown>;
  /** The form's texts in the request's language (its success message). */
  messages: FormMessages;
}

/**
 * THE way a route reads a form: its multipart body, converted by the schema and validated by it;
 * a refusal is the 422 envelope in the request's language. `prepare` may reshape the data first
 * (join a phone number sent in parts).
 */
export async function readSubmission<T>(
  request: FastifyRequest,
  formId: FormId,
  prepare: (data: Record<string, unknown>, entries: readonly MultipartEntry[]) => Record<string, unknown> = (data) => data,
): Promise<AcceptedSubmission<T>> {
  // The route names its form in its config, for the OpenAPI document: the two must agree.
  if (request.routeOptions.config.form !== formId) throw new Error(`${request.routeOptions.url} reads ${formId} but its config names ${request.routeOptions.config.form}`);
  const form = formDefinition(formId);
  const { entries, files } = await readMultipartForm(request, form.schema);
  const data = prepare(multipartToData(form.schema, entries) as Record<string, unknown>, entries);
  const result = validateSubmission<T>(formId, data, request.locale);
  if (!result.ok) throw validationFailed(result.errors, result.message);
  return { value: result.value, data, entries, files, messages: form.messages[request.locale] };
}

/** A 422 naming one field with its form's message for `keyword` (a check only the server can make). */
export function fieldRefused(request: FastifyRequest, formId: FormId, field: string, keyword: string): ApiError {
  const form = formDefinition(formId);
  const messages = form.messages[request.locale];
  return validationFailed({ [field]: [fieldMessage(form, request.locale, field, keyword) ?? messages.invalid] }, messages.invalid);
}

/** The text value of a multipart field the schema does not describe (a captcha token), if sent once. */
export function textEntry(entries: readonly MultipartEntry[], key: string): string | undefined {
  const values = entries.filter(([name]) => name === key).map(([, value]) => value);
  return values.length === 1 && typeof values[0] === 'string' ? values[0] : undefined;
}
