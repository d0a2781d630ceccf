import type { Locale } from '../locale';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';

export type FormLocale = Locale;

/** Per-field error messages by ajv keyword; `*` answers any keyword not listed. */
export type KeywordMessages = Record<string, string>;

/** Labels and messages of one field, keyed in `fields` by its path without array indices (`attachments.size`). */
export interface FieldMessages {
  title?: string;
  description?: string;
  placeholder?: string;
  /** The heading of each item of a list of objects (`"المرافق {index}"`), `{index}` its number from 1. */
  itemTitle?: string;
  /** Labels of the schema's enum values, by value. */
  enumNames?: Record<string, string>;
  errors?: KeywordMessages;
  /** Shown under the field when an answer is allowed but unwise (a `day` before its `ui:options.warnBefore`); never blocks sending. */
  warning?: string;
}

/** A form's texts in one language (messages.<locale>.json). */
export interface FormMessages {
  submit: string;
  /** The form-level message of a refused submission. */
  invalid: string;
  success: string;
  fields: Record<string, FieldMessages>;
}

/** A form as data: what an analyst edits to change it. */
export interface FormDefinition {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  messages: Record<FormLocale, FormMessages>;
}
