import type { FastifyRequest } from 'fastify';
import type { RJSFSchema } from '@rjsf/utils';
import type { FormMessages } from '../../schemas/validation/form-definition';
import type { MultipartEntry } from '../../schemas/validation/multipart-to-data';
import { multipartToData } from '../../schemas/validation/multipart-to-data';
import { fieldMessage } from '../../schemas/validation/localize-errors';
import { validateSubmission } from '../../schemas/validation/validate-submission';
import { formDefinition, type FormId } from '../../schemas/registry';
import { ApiError, submissionRefused, validationFailed } from './api-error';
import { wiresOf } from './form-wire';
import { fieldNameOf, readMultipartForm, type MultipartForm } from './multipart-form';

export { textEntry } from './form-wire';

/** A submission that passed its form's schema. */
export interface AcceptedSubmission<T> extends MultipartForm {
  /** The answers as the schema guarantees them. */
  value: T;
  /** The converted answers, for an idempotency fingerprint. */
  data: Record<string, unknown>;
  /** The form's texts in the request's language (its success message). */
  messages: FormMessages;
  /** The form the answers were read as: one of the route's alternatives. */
  formId: FormId;
}

/** Of a route's alternative forms, the one whose schema names the most of the fields sent; the first of those on a tie. */
function chosenForm(alternatives: readonly FormId[], entries: readonly MultipartEntry[]): FormId {
  const sent = new Set(entries.map(([key]) => fieldNameOf(key)));
  const named = (formId: FormId) =>
    Object.keys(formDefinition(formId).schema.properties ?? {}).filter((field) => sent.has(field)).length;
  return alternatives.reduce((best, formId) => (named(formId) > named(best) ? formId : best));
}

/** One schema naming the fields of every alternative, so the reader keeps the files of any of them. */
const unionSchema = (alternatives: readonly FormId[]): RJSFSchema => ({
  type: 'object',
  properties: Object.assign({}, ...alternatives.map((formId) => formDefinition(formId).schema.properties)),
});

/**
 * THE way a route reads a form: its multipart body, converted by the schema and validated by it,
 * with the fields of the wires its config names (a phone in parts, a captcha token); a field it
 * does not take is refused, never dropped. A refusal is the 422 envelope in the request's language.
 * `prepare` may reshape the data first (drop the answers of hidden fields).
 */
export async function readSubmission<T>(
  request: FastifyRequest,
  forms: FormId | readonly FormId[],
  prepare: (data: Record<string, unknown>) => Record<string, unknown> = (data) => data,
): Promise<AcceptedSubmission<T>> {
  // The route names its forms in its config, for the OpenAPI document: it reads those, or one of them that
  // the request settles (a resubmission reads its permit's form).
  const { form: configured, formWires } = request.routeOptions.config;
  const named = [configured ?? []].flat();
  const read = [forms].flat();
  if (read.join() !== named.join() && !(read.length === 1 && named.includes(read[0]!)))
    throw new Error(`${request.routeOptions.url} reads ${String(forms)} but its config names ${String(configured)}`);
  const alternatives = [forms].flat();
  const { entries, files } = await readMultipartForm(
    request,
    alternatives.length === 1 ? formDefinition(alternatives[0]!).schema : unionSchema(alternatives),
  );
  const formId = chosenForm(alternatives, entries);
  const form = formDefinition(formId);
  const wires = wiresOf(form.schema, formWires);
  const wireFields = new Set(wires.flatMap((wire) => Object.keys(wire.fields)));
  const replaced = new Set(wires.map((wire) => wire.replaces));
  const unknown = new Set(entries.map(([key]) => key).filter((key) => replaced.has(fieldNameOf(key))));
  const formEntries = entries.filter(([key]) => !wireFields.has(key) && !unknown.has(key));
  const sent = wires.reduce(
    (data, wire) => wire.fromWire?.(data, entries) ?? data,
    multipartToData(form.schema, formEntries, (key) => unknown.add(key)),
  );
  const data = prepare(sent);
  const result = await validateSubmission<T>(formId, data, request.locale);
  if (unknown.size > 0 || !result.ok)
    throw submissionRefused(
      request.locale,
      form.messages[request.locale].invalid,
      result.ok ? {} : result.errors,
      unknown,
    );
  // A route whose forms differ in who may send them (config.access per form): now that the form is known.
  const { access } = request.routeOptions.config;
  const formAccess = typeof access === 'object' ? access[formId] : undefined;
  if (formAccess) await request.server.authorize(request, formAccess);
  return { value: result.value, data, entries, files, messages: form.messages[request.locale], formId };
}

/**
 * A 422 naming one field with its form's message for `keyword` (a check only the server can make); a
 * field of a list's item (`questions.2.options`) has its messages under its path without the index.
 * That message is the answer's message too: a toast then says what happened, not "fill in the fields".
 */
export function fieldRefused(request: FastifyRequest, formId: FormId, field: string, keyword: string): ApiError {
  const form = formDefinition(formId);
  const messagesKey = field
    .split('.')
    .filter((segment) => !/^\d+$/.test(segment))
    .join('.');
  const message = fieldMessage(form, request.locale, messagesKey, keyword) ?? form.messages[request.locale].invalid;
  return validationFailed({ [field]: [message] }, message);
}
