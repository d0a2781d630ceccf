import { isDeepStrictEqual } from 'node:util';
import { permitService } from '../../../schemas/api/permits';
import type { PermitType } from '../../../schemas/api/member';
import { formDefinition } from '../../../schemas/registry';
import type { Locale } from '../../i18n/messages';

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
 * The fields of a permit's form in its order (ui:order), each with its label in `locale`
 * (messages.<locale>.json). Only today's form is kept: a request keeps the version hash it was
 * validated by, and a field since removed is shown under its own name.
 */
function formFields(type: PermitType, locale: Locale) {
  const form = formDefinition(permitService(type).formId);
  const order = ((form.uiSchema['ui:order'] as string[] | undefined) ?? []).filter((field) => field !== '*');
  const labelOf = (field: string) => form.messages[locale].fields[field]?.title ?? field;
  const ordered = (fields: Iterable<string>) => {
    const present = new Set(fields);
    return [...order.filter((field) => present.has(field)), ...[...present].filter((field) => !order.includes(field))];
  };
  return { labelOf, ordered };
}

/** A request's answers in its form's order and labels. */
export function labelledAnswers(type: PermitType, request: Record<string, unknown>, locale: Locale): LabelledAnswer[] {
  const { labelOf, ordered } = formFields(type, locale);
  return ordered(Object.keys(request)).map((field) => ({ field, label: labelOf(field), value: request[field] }));
}

/** The answers that differ between two versions of a request, in the form's order. */
export function changedAnswers(
  type: PermitType,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  locale: Locale,
): ChangedAnswer[] {
  const { labelOf, ordered } = formFields(type, locale);
  return ordered([...Object.keys(before), ...Object.keys(after)])
    .filter((field) => !isDeepStrictEqual(before[field], after[field]))
    .map((field) => ({ field, label: labelOf(field), before: before[field] ?? null, after: after[field] ?? null }));
}
