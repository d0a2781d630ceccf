import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormDefinition, FormLocale } from '../../../schemas/validation/form-definition';
import { itemsSchema, propertySchema, typeOf } from '../../../schemas/validation/schema-walk';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The UI schema with the labels of messages.<locale>.json: ui.json stays free of any language. */
export function localizedUiSchema(form: FormDefinition, locale: FormLocale): UiSchema {
  const uiSchema: UiSchema = { ...form.uiSchema };
  // Each object a label is written into is copied first, once: a definition may share one settings
  // object between fields (and structuredClone keeps such sharing), and the form's own stays as it is.
  const copies = new WeakSet<object>();
  const writableChild = (parent: Record<string, unknown>, key: string) => {
    const child = parent[key];
    if (isRecord(child) && copies.has(child)) return child;
    const copy: Record<string, unknown> = isRecord(child) ? { ...child } : {};
    copies.add(copy);
    parent[key] = copy;
    return copy;
  };
  for (const [fieldPath, messages] of Object.entries(form.messages[locale].fields)) {
    const labels = {
      'ui:title': messages.title,
      'ui:description': messages.description,
      'ui:placeholder': messages.placeholder,
      'ui:enumNames': messages.enumNames,
    };
    if (Object.values(labels).every((label) => label === undefined)) continue;
    let ui: Record<string, unknown> = uiSchema;
    let schema: RJSFSchema | undefined = form.schema;
    for (const name of fieldPath.split('.')) {
      // Array items are described under `items`, in the schema and in the UI schema alike.
      if (typeOf(schema) === 'array') {
        ui = writableChild(ui, 'items');
        schema = itemsSchema(schema);
      }
      ui = writableChild(ui, name);
      schema = propertySchema(schema, name);
    }
    for (const [key, label] of Object.entries(labels)) if (label !== undefined) ui[key] = label;
  }
  return uiSchema;
}
