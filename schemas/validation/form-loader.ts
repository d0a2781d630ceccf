import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { ValidatorType } from '@rjsf/utils';
import formLoaders from '../.generated';
import type { FormId } from '../registry';
import type { FormDefinition } from './form-definition';

/** A form as the browser draws it: its definition and its validator, compiled to code at build time. */
export interface LoadedForm {
  definition: FormDefinition;
  /** Nothing is compiled under the Content-Security-Policy, and the bundle carries no ajv compiler. */
  validator: ValidatorType;
}

const loaded = new Map<FormId, LoadedForm>();
const loading = new Map<FormId, Promise<LoadedForm>>();

/** Loads a form's own chunk, once: a page downloads only the forms it draws. */
export function loadForm(id: FormId): Promise<LoadedForm> {
  let promise = loading.get(id);
  if (!promise) {
    promise = formLoaders[id]().then(({ default: { definition, validatorFunctions } }) => {
      const form = { definition, validator: createPrecompiledValidator(validatorFunctions, definition.schema) };
      loaded.set(id, form);
      return form;
    });
    // A failed download may be retried by the next render.
    promise.catch(() => loading.delete(id));
    loading.set(id, promise);
  }
  return promise;
}

/** The form if it has loaded already, to draw it without waiting. */
export function loadedForm(id: FormId): LoadedForm | undefined {
  return loaded.get(id);
}
