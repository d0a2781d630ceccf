import type { UiSchema } from '@rjsf/utils';
import type { LoadedForm } from '../../../schemas/validation/form-loader';

/**
 * The form with only the `open` top-level fields shown: every other one becomes RJSF's `hidden` widget, so
 * its answer stays in the form data and is validated with the rest (by the same precompiled validator,
 * which knows only the whole schema) without being shown or changed. A resubmission's unlocked fields.
 */
export function withOnlyFieldsOpen(loaded: LoadedForm, open: readonly string[]): LoadedForm {
  const { schema, uiSchema } = loaded.definition;
  const order = (uiSchema['ui:order'] as string[] | undefined) ?? [];
  const fields = new Set([...order.filter((field) => field !== '*'), ...Object.keys(schema.properties ?? {})]);
  const locked = Object.fromEntries(
    [...fields]
      .filter((field) => !open.includes(field))
      .map((field) => {
        const ui = (uiSchema[field] as UiSchema | undefined) ?? {};
        return [field, { ...ui, 'ui:widget': 'hidden' }];
      }),
  );
  return { ...loaded, definition: { ...loaded.definition, uiSchema: { ...uiSchema, ...locked } } };
}
