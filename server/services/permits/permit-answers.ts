import { isDeepStrictEqual } from 'node:util';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { AnswerInWords } from '../../../schemas/api/member';
import type { FieldMessages, FormDefinition, FormLocale } from '../../../schemas/validation/form-definition';
import { isAnswered } from '../../../schemas/validation/reveal';
import { itemsSchema, propertySchema } from '../../../schemas/validation/schema-walk';
import { translate, type Locale } from '../../i18n/messages';

/** An answer of a request under its field's label. */
export interface LabelledAnswer {
  field: string;
  label: string;
  value: unknown;
}

/** An answer a resubmission changed, before and after (null where the field was not answered). */
export interface ChangedAnswer {
  field: string;
  label: string;
  before: unknown;
  after: unknown;
}

/**
 * The fields of a request's form in its order (ui:order), each with its label in `locale`
 * (messages.<locale>.json). `form` is the version the answers were given in (services/forms/form-versions.ts),
 * so a later edit of the form's files changes nothing here; a field it lacks shows under its own name.
 */
function formFields(form: FormDefinition, locale: Locale) {
  const order = ((form.uiSchema['ui:order'] as string[] | undefined) ?? []).filter((field) => field !== '*');
  const labelOf = (field: string) => form.messages[locale].fields[field]?.title ?? field;
  const ordered = (fields: Iterable<string>) => {
    const present = new Set(fields);
    return [...order.filter((field) => present.has(field)), ...[...present].filter((field) => !order.includes(field))];
  };
  return { labelOf, ordered };
}

/** A request's answers in its form's order and labels. */
export function labelledAnswers(
  form: FormDefinition,
  request: Record<string, unknown>,
  locale: Locale,
): LabelledAnswer[] {
  const { labelOf, ordered } = formFields(form, locale);
  return ordered(Object.keys(request)).map((field) => ({ field, label: labelOf(field), value: request[field] }));
}

/**
 * The answers that differ between two versions of a request, in the order and labels of the newer one's form
 * (`form`); a field only the older one's form (`formBefore`) had keeps its label there.
 */
export function changedAnswers(
  { form, formBefore }: { form: FormDefinition; formBefore: FormDefinition },
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  locale: Locale,
): ChangedAnswer[] {
  const { labelOf, ordered } = formFields(form, locale);
  const labelBefore = formFields(formBefore, locale).labelOf;
  return ordered([...Object.keys(before), ...Object.keys(after)])
    .filter((field) => !isDeepStrictEqual(before[field], after[field]))
    .map((field) => ({
      field,
      label: field in after ? labelOf(field) : labelBefore(field),
      before: before[field] ?? null,
      after: after[field] ?? null,
    }));
}

const isFile = (value: unknown): value is { name: string } =>
  typeof value === 'object' && value !== null && 'size' in value && 'name' in value;

const listSeparator = (locale: FormLocale) => (locale === 'ar' ? '، ' : ', ');

/** One answer in words: an enum's label, yes or no, a file's name, a list's items, an item's fields. */
function answerText(
  value: unknown,
  field: string,
  schema: RJSFSchema | undefined,
  fields: Record<string, FieldMessages>,
  locale: FormLocale,
): string {
  if (Array.isArray(value))
    return value
      .map((item) => answerText(item, field, itemsSchema(schema) ?? schema, fields, locale))
      .join(listSeparator(locale));
  if (isFile(value)) return value.name;
  if (typeof value === 'boolean') return translate(locale, value ? 'answer_yes' : 'answer_no');
  if (typeof value === 'object' && value !== null)
    return Object.entries(value)
      .filter(([, answer]) => isAnswered(answer))
      .map(([name, answer]) => {
        const path = `${field}.${name}`;
        const text = answerText(answer, path, propertySchema(schema, name), fields, locale);
        return `${fields[path]?.title ?? name}: ${text}`;
      })
      .join(' – ');
  return fields[field]?.enumNames?.[String(value)] ?? String(value);
}

/**
 * A request's answers as its applicant reads them back (the profile), in its form's version `form`: in words
 * (an option's label, yes or no, a file's name), without the hidden fields filled in from the account. A choice
 * of a remote list (a region, an apiary) stays the id the form stored.
 */
export function answersInWords(
  form: FormDefinition,
  request: Record<string, unknown>,
  locale: Locale,
): AnswerInWords[] {
  const { schema, uiSchema, messages } = form;
  const isShown = (field: string) => (uiSchema[field] as UiSchema | undefined)?.['ui:widget'] !== 'hidden';
  return labelledAnswers(form, request, locale)
    .filter(({ field, value }) => isAnswered(value) && isShown(field))
    .map(({ field, label, value }) => ({
      field,
      // A consent's title marks its link words with brackets.
      label: label.replace(/[[\]]/g, ''),
      value: answerText(value, field, propertySchema(schema, field), messages[locale].fields, locale),
    }));
}
