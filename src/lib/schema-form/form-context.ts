import type { FormDefinition, FormLocale } from '../../../schemas/validation/form-definition';
import type { AnswersStore } from './answers-store';

/** A choice of a `remote-select` field, loaded by the page (reserve areas, cities…). */
export interface OptionItem {
  value: number | string;
  label: string;
}

/** What every widget of a SchemaForm can read from `registry.formContext`. */
export interface SchemaFormContext {
  form: FormDefinition;
  locale: FormLocale;
  /** Choices by the `source` named in a field's `ui:options`. */
  optionSources: Record<string, OptionItem[]>;
  /** The current answers, the same object for the form's life: read a sibling's with `useAnswer`. */
  answers: AnswersStore;
}
