import type { StoredQuestion } from '../../db/schema';
import type { Locale } from '../../i18n/messages';

/** A stored answer file, as a question's answer names it (its stored name). */
export interface AnswerFile {
  id: number;
  questionId: number;
  originalName: string;
  storedName: string;
  mimeType: string;
  sizeBytes: number;
}

/** A question's text in `locale`. */
export const questionText = (question: StoredQuestion, locale: Locale) =>
  locale === 'en' ? question.question_en : question.question_ar;

/** A choice's label in `locale`; the stored value itself for one the question no longer offers. */
export function optionLabel(question: StoredQuestion, value: string, locale: Locale): string {
  const option = question.options?.find((choice) => choice.value === value);
  if (!option) return value;
  return locale === 'en' ? option.label_en : option.label_ar;
}

/** The values of a stored answer as text (a checkbox's several); none when it was not answered. */
export function storedValues(raw: unknown): string[] {
  if (raw === undefined || raw === null || raw === '') return [];
  if (Array.isArray(raw)) return raw.filter((item) => item !== null && item !== '').map(String);
  return [String(raw)];
}

/**
 * A stored answer as staff read it: a choice's labels in `locale` (not its values), a file question's
 * files by their original names, anything else as given; empty when not answered.
 */
export function answerTexts(
  question: StoredQuestion,
  raw: unknown,
  files: readonly AnswerFile[],
  locale: Locale,
): string[] {
  const values = storedValues(raw);
  switch (question.type) {
    case 'radio':
    case 'checkbox':
      return values.map((value) => optionLabel(question, value, locale));
    case 'file':
      return files.filter((file) => file.questionId === question.id).map((file) => file.originalName);
    default:
      return values;
  }
}

/** Several answers in one spreadsheet cell. */
export const joinedInCell = (texts: readonly string[], locale: Locale) => texts.join(locale === 'en' ? '; ' : '؛ ');
