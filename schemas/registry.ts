import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import contactUsSchema from './contact-us/schema.json';
import contactUsUi from './contact-us/ui.json';
import contactUsAr from './contact-us/messages.ar.json';
import contactUsEn from './contact-us/messages.en.json';
import type { FormDefinition } from './validation/form-definition';

/** Every form of the portal by id; adding a form is adding its folder and one entry here. */
export const formRegistry = {
  'contact-us': {
    schema: contactUsSchema as RJSFSchema,
    uiSchema: contactUsUi as UiSchema,
    messages: { ar: contactUsAr, en: contactUsEn },
  },
} satisfies Record<string, FormDefinition>;

export type FormId = keyof typeof formRegistry;

/** The form registered under `id`. */
export function formDefinition(id: FormId): FormDefinition {
  return formRegistry[id];
}
