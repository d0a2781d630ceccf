import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { ValidatorType } from '@rjsf/utils';
import precompiledValidators from '../.generated';
import { formDefinition, type FormId } from '../registry';

/**
 * The browser's validator of a form: compiled to code at build time (npm run build:validators),
 * so nothing is compiled under the Content-Security-Policy and the bundle carries no ajv compiler.
 */
export function precompiledValidator(formId: FormId): ValidatorType {
  return createPrecompiledValidator(precompiledValidators[formId], formDefinition(formId).schema);
}
