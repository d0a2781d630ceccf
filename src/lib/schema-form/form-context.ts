import type { FormDefinition, FormLocale } from '../../../schemas/validation/form-definition';
import type { AnswersStore } from './answers-store';
import type { PendingEdits } from './pending-edits';

/** A choice of a `remote-select` or `remote-multi-select` field (a region, an apiary, a city…). */
export interface OptionItem {
  value: number | string;
  label: string;
  /** Shown but not choosable (a reserved apiary). */
  disabled?: boolean;
  /** The path of its picture, shown under a field with `ui:options.showImage` (an apiary location's). */
  image?: string;
}

/** What every widget of a SchemaForm can read from `registry.formContext`. */
export interface SchemaFormContext {
  form: FormDefinition;
  locale: FormLocale;
  /** The current answers, the same object for the form's life: read a sibling's with `useAnswer`. */
  answers: AnswersStore;
  /** Keystrokes its text boxes have shown and not yet handed to the form (see deferred-input-template.tsx). */
  pendingEdits: PendingEdits;
}
