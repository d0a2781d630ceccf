import type { UiSchema } from '@rjsf/utils';

/**
 * `"ui:options": { "revealedWhen": { "area_ids": "other" } }`: a field shown only while another
 * field's answer is (or, for a list, contains) that value; `true` stands for any answer at all.
 * Several entries reveal the field when any of them holds. A hidden field's answer does not
 * count: the browser clears it and the server drops it, both through `withoutHiddenAnswers`.
 */
export type RevealCondition = Record<string, string | number | boolean>;

/** Whether a field has an answer at all: an empty text or an empty list is none. */
export const isAnswered = (answer: unknown) =>
  answer !== undefined && answer !== null && answer !== '' && !(Array.isArray(answer) && answer.length === 0);

function holds(answer: unknown, expected: string | number | boolean): boolean {
  if (expected === true) return isAnswered(answer);
  return Array.isArray(answer) ? answer.includes(expected) : answer === expected;
}

/** The top-level fields of a form that declare a reveal condition, with it. */
export function revealConditions(uiSchema: UiSchema): [field: string, condition: RevealCondition][] {
  return Object.entries(uiSchema).flatMap(([field, ui]) => {
    const condition = (ui as UiSchema | undefined)?.['ui:options']?.revealedWhen as RevealCondition | undefined;
    return field.startsWith('ui:') || !condition ? [] : [[field, condition] as [string, RevealCondition]];
  });
}

/** Whether `field`'s condition holds for these answers (a field without one is always shown). */
export function isRevealed(condition: RevealCondition | undefined, answers: Record<string, unknown>): boolean {
  return !condition || Object.entries(condition).some(([field, expected]) => holds(answers[field], expected));
}

/**
 * The answers without those of hidden fields; the same object when nothing is hidden. Repeated
 * until nothing more hides, for a dropped answer may hide a field that depended on it.
 */
export function withoutHiddenAnswers<T extends Record<string, unknown>>(uiSchema: UiSchema, answers: T): T {
  const conditions = revealConditions(uiSchema);
  let kept = answers;
  for (;;) {
    const hidden = conditions.filter(([field, condition]) => field in kept && !isRevealed(condition, kept));
    if (hidden.length === 0) return kept;
    kept = { ...kept };
    for (const [field] of hidden) delete kept[field];
  }
}
