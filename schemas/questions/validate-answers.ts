import type { ErrorObject } from 'ajv';
import { customizeValidator } from '@rjsf/validator-ajv8';
import type { FormDefinition, FormLocale } from '../validation/form-definition';
import { localizeErrors } from '../validation/localize-errors';
import type { SubmissionResult } from '../validation/validate-submission';
import { validatorOptions } from '../validation/validator-options';

// The server's ajv, from the one set of options every form is validated with. ajv keeps each
// compiled schema by its hash: a job's form is compiled once, whatever the language of the request.
const validator = customizeValidator(validatorOptions);

/** Server side: answers to a questions form (questionsToSchema) judged as validateSubmission judges a registry form. */
export function validateAnswers<T = Record<string, unknown>>(form: FormDefinition, data: unknown, locale: FormLocale): SubmissionResult<T> {
  const { errors, validationError } = validator.rawValidation<ErrorObject>(form.schema, data);
  if (validationError) throw validationError;
  if (!errors?.length) return { ok: true, value: data as T };
  return { ok: false, message: form.messages[locale].invalid, errors: localizeErrors(form, locale, errors) };
}
