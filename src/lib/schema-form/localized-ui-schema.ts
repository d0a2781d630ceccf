import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormDefinition, FormLocale } from '../../../schemas/validation/form-definition';
import { itemsSchema, propertySchema, typeOf } from '../../../schemas/validation/schema-walk';
import { itemHeading } from './field-names';

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
  const writableUi = (fieldPath: string) => {
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
    return ui;
  };

  const fields = Object.entries(form.messages[locale].fields);
  for (const [fieldPath, messages] of fields) {
    const labels = {
      'ui:title': messages.title,
      'ui:description': messages.description,
      'ui:placeholder': messages.placeholder,
      'ui:enumNames': messages.enumNames,
    };
    if (Object.values(labels).every((label) => label === undefined)) continue;
    const ui = writableUi(fieldPath);
    for (const [key, label] of Object.entries(labels)) if (label !== undefined) ui[key] = label;
  }
  // Once the items' own labels are in: each item of a list is headed by its number ("المرافق 1"),
  // which also names its remove button. One object per index, so an item RJSF has drawn keeps its own.
  for (const [fieldPath, { itemTitle }] of fields) {
    if (itemTitle === undefined) continue;
    const list = writableUi(fieldPath);
    const itemUi = isRecord(list.items) ? list.items : {};
    const perIndex: UiSchema[] = [];
    list.items = (_item: unknown, index: number) =>
      (perIndex[index] ??= { ...itemUi, 'ui:title': itemHeading(form, locale, fieldPath, index) });
  }
  return uiSchema;
}
