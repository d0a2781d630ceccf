import type { ErrorObject } from 'ajv';
import type { ValidatorType } from '@rjsf/utils';
import { formDefinition, type FormId } from '../registry';
import type { FieldErrors } from '../api/envelopes';
import type { FormLocale } from './form-definition';
import { localizeErrors } from './localize-errors';
import { validatorOptions } from './validator-options';

let validator: Promise<ValidatorType> | undefined;

/**
 * The server's validator: RJSF's own ajv factory, so the server compiles with exactly the code the
 * browser's validators were built with. Made on the first submission, not at start-up (it is a
 * tenth of one); ajv keeps each compiled schema by its hash, so every form shares it.
 */
export function serverValidator(): Promise<ValidatorType> {
  return (validator ??= import('@rjsf/validator-ajv8').then(({ customizeValidator }) =>
    customizeValidator(validatorOptions),
  ));
}

export type SubmissionResult<T> = { ok: true; value: T } | { ok: false; message: string; errors: FieldErrors };

/**
 * Validates a submission with its form's schema; a refusal carries the form's message and
 * per-field messages in `locale`. `T` is the shape the schema guarantees.
 */
export async function validateSubmission<T>(
  formId: FormId,
  data: unknown,
  locale: FormLocale,
): Promise<SubmissionResult<T>> {
  const form = formDefinition(formId);
  const { errors, validationError } = (await serverValidator()).rawValidation<ErrorObject>(form.schema, data);
  if (validationError) throw validationError;
  if (!errors?.length) return { ok: true, value: data as T };
  return { ok: false, message: form.messages[locale].invalid, errors: localizeErrors(form, locale, errors) };
}
