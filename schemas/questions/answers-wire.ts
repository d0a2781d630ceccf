import type { RJSFSchema } from '@rjsf/utils';
import { multipartToData, type MultipartEntry } from '../validation/multipart-to-data';
import { questionField, type Question } from './questions-to-schema';

/**
 * The wire format of answers to questions (docs/requirements.md §P7, a job application; a survey's answers too):
 * `answers[i][id]` with `answers[i][answer]`, `answers[i][answer][]` for each choice of a checkbox, or
 * `answers[i][files][j]` for each file. `i` counts the answered questions; an empty answer is not sent.
 */
export type WireEntry<F> = readonly [key: string, value: string | F];

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * SchemaForm's answers (by `questionField`) as the multipart entries of the wire format. `toFile` gives
 * the part of a chosen file's descriptor (the browser's File); a descriptor without one is skipped.
 */
export function answersToWire<F>(
  questions: readonly Question[],
  answers: Record<string, unknown>,
  toFile: (descriptor: unknown) => F | undefined,
): WireEntry<F>[] {
  const entries: WireEntry<F>[] = [];
  for (const question of questions) {
    const answer = answers[questionField(question.id)];
    if (isEmpty(answer)) continue;
    const prefix = `answers[${entries.filter(([key]) => key.endsWith('[id]')).length}]`;
    entries.push([`${prefix}[id]`, String(question.id)]);
    if (question.type === 'file' && Array.isArray(answer)) {
      answer.forEach((descriptor, index) => {
        const file = toFile(descriptor);
        if (file !== undefined) entries.push([`${prefix}[files][${index}]`, file]);
      });
    } else if (Array.isArray(answer)) {
      for (const choice of answer) entries.push([`${prefix}[answer][]`, String(choice)]);
    } else {
      entries.push([`${prefix}[answer]`, String(answer)]);
    }
  }
  return entries;
}

const WIRE_KEY = /^answers\[(\d{1,4})\]\[(id|answer|files)\](?:\[(\d{0,4})\])?$/;

/**
 * The parsed multipart body of the wire format as form data by `questionField`, ready for
 * validation by the questions' schema: ids that name no question are dropped, a key not of the wire
 * format is handed to `onUnknownField` (for the server to refuse), text converted as multipartToData
 * converts any form's (numbers, empty text as no answer).
 */
export function wireToAnswers<F>(
  questions: readonly Question[],
  schema: RJSFSchema,
  entries: Iterable<WireEntry<F>>,
  onUnknownField: (key: string) => void = () => {},
): Record<string, unknown> {
  const groups = new Map<string, { id?: string; parts: [suffix: string, value: string | F][] }>();
  for (const [key, value] of entries) {
    const match = WIRE_KEY.exec(key);
    if (!match) {
      onUnknownField(key);
      continue;
    }
    const [, index, part, item] = match as unknown as [string, string, 'id' | 'answer' | 'files', string | undefined];
    const group = groups.get(index) ?? { parts: [] };
    groups.set(index, group);
    if (part === 'id') group.id = typeof value === 'string' ? value : undefined;
    // A text part where a file belongs is no file: dropped, so a required file question says a file is missing.
    else if (part === 'answer' || typeof value !== 'string')
      group.parts.push([item === undefined ? '' : `[${item}]`, value]);
  }
  const known = new Set(questions.map((question) => String(question.id)));
  const flat: MultipartEntry[] = [];
  for (const { id, parts } of groups.values()) {
    if (id === undefined || !known.has(id)) continue;
    for (const [suffix, value] of parts) flat.push([`${questionField(id)}${suffix}`, value as MultipartEntry[1]]);
  }
  return multipartToData(schema, flat);
}
