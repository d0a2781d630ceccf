import type { ErrorObject } from 'ajv';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { formDefinition, type FormId } from '../registry';
import type { FieldErrors, FormLocale } from './form-definition';
import { localizeErrors } from './localize-errors';
import { validatorOptions } from './validator-options';

// RJSF's own ajv factory, so the server compiles with exactly the code the browser's validators were built with.
const validator = customizeValidator(validatorOptions);

export type SubmissionResult<T> =
  | { ok: true; value: T }
  | { ok: false; message: string; errors: FieldErrors };

/**
 * Validates a submission with its form's schema; a refusal carries the form's message and
 * per-field messages in `locale`. `T` is the shape the schema guarantees.
 */
export function validateSubmission<T>(formId: FormId, data: unknown, locale: FormLocale): SubmissionResult<T> {
  const form = formDefinition(formId);
  const { errors, validationError } = validator.rawValidation<ErrorObject>(form.schema, data);
  if (validationError) throw validationError;
  if (!errors?.length) return { ok: true, value: data as T };
  return { ok: false, message: form.messages[locale].invalid, errors: localizeErrors(form, locale, errors) };
}
