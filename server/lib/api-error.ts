import type { FieldErrors } from '../../schemas/api/envelopes';
import { translate, type Locale, type MessageKey } from '../i18n/messages';

/** An expected failure with its HTTP status; the error envelope renders it in the request's language. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: MessageKey,
    readonly fieldErrors?: FieldErrors,
    /** An already-translated message that replaces the generic one for messageKey. */
    readonly localizedMessage?: string,
  ) {
    super(messageKey);
  }
}

export const validationFailed = (fieldErrors: FieldErrors, localizedMessage?: string) =>
  new ApiError(422, 'validation_failed', fieldErrors, localizedMessage);

export const notFound = () => new ApiError(404, 'not_found');

/** A refused submission: the schema's errors, and each field sent that the route does not take, named as sent. */
export function submissionRefused(
  locale: Locale,
  message: string,
  schemaErrors: FieldErrors,
  unknownFields: Iterable<string>,
): ApiError {
  const errors = { ...schemaErrors };
  for (const key of unknownFields) errors[key] = [translate(locale, 'unknown_field'), ...(errors[key] ?? [])];
  return validationFailed(errors, message);
}
