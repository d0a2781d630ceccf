import type { Question } from '../../../schemas/api/questions';
import type { Database, Transaction } from '../../db/client';
import type { StoredQuestion } from '../../db/schema';
import type { Locale } from '../../i18n/messages';
import type { QuestionAnswer } from '../../lib/question-answers';
import { storeUploads, type StoredFileColumns } from '../storage';

/** A stored question of a job or a survey in one language, as the API and questionsToSchema see it. */
export function questionIn(question: StoredQuestion, locale: Locale): Question {
  const english = locale === 'en';
  return {
    id: question.id,
    question: english ? question.question_en : question.question_ar,
    type: question.type,
    required: question.required,
    options: (question.options ?? []).map((option) => ({
      value: option.value,
      label: english ? option.label_en : option.label_ar,
    })),
  };
}

/** A set of answers as stored: by question id, a file question's by its files' stored names; the files by question. */
export interface StoredAnswers {
  answers: Record<string, unknown>;
  files: (StoredFileColumns & { questionId: number })[];
}

/**
 * Stores one set of answers (a job application, a survey answer) with its files, together: `insert`
 * writes the rows in a transaction, and on any failure neither a row nor a file remains.
 */
export function storeAnswers<T>(
  db: Database,
  uploadsDir: string,
  answered: readonly QuestionAnswer[],
  insert: (tx: Transaction, stored: StoredAnswers) => Promise<T>,
): Promise<T> {
  // The question ids of jobs and surveys are whole numbers (the file tables' question_id).
  const uploads = answered.flatMap((item) =>
    'files' in item ? item.files.map((file) => ({ questionId: Number(item.id), file })) : [],
  );
  return storeUploads(
    uploadsDir,
    uploads.map(({ file }) => file),
    (files, keep) =>
      db.transaction(async (tx) => {
        const storedOf = (id: QuestionAnswer['id']) =>
          files.filter((_, index) => uploads[index]!.questionId === Number(id)).map((file) => file.storedName);
        const answers = Object.fromEntries(
          answered.map((item) => [String(item.id), 'files' in item ? storedOf(item.id) : item.answer]),
        );
        const described = files.map((file, index) => ({ questionId: uploads[index]!.questionId, ...file }));
        const saved = await insert(tx, { answers, files: described });
        await keep();
        return saved;
      }),
  );
}
