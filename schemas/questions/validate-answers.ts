import type { ErrorObject } from 'ajv';
import type { FormDefinition, FormLocale } from '../validation/form-definition';
import { localizeErrors } from '../validation/localize-errors';
import { serverValidator, type SubmissionResult } from '../validation/validate-submission';

/** Server side: answers to a questions form (questionsToSchema) judged as validateSubmission judges a registry form. */
export async function validateAnswers<T = Record<string, unknown>>(
  form: FormDefinition,
  data: unknown,
  locale: FormLocale,
): Promise<SubmissionResult<T>> {
  // The same validator as the registry's forms: a job's form is compiled once, whatever the language of the request.
  const { errors, validationError } = (await serverValidator()).rawValidation<ErrorObject>(form.schema, data);
  if (validationError) throw validationError;
  if (!errors?.length) return { ok: true, value: data as T };
  return { ok: false, message: form.messages[locale].invalid, errors: localizeErrors(form, locale, errors) };
}
