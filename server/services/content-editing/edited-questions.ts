import { eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Transaction } from '../../db/client';
import type { StoredQuestion } from '../../db/schema';
import { ContentFieldRefused, type SerialTable } from './content-type';

/** A question as the question editor (schemas/questions/editor/) has it: `id` only once it is stored. */
export type EditedQuestion = Omit<StoredQuestion, 'id' | 'required'> & { id?: number; required?: boolean };

/** Where a content type keeps its items' questions and the answers that name them by id. */
export interface QuestionsKept {
  items: SerialTable;
  questions: PgColumn;
  answers: { table: PgTable; item: PgColumn; byQuestionId: PgColumn };
}

const hasOptions = (type: StoredQuestion['type']) => type === 'radio' || type === 'checkbox';

/** Refuses a choice question two of whose options share a value: an answer would not say which it chose. */
function refuseRepeatedOptionValues(questions: readonly EditedQuestion[]) {
  for (const [index, question] of questions.entries()) {
    const values = (question.options ?? []).map((option) => option.value);
    if (hasOptions(question.type) && new Set(values).size !== values.length)
      throw new ContentFieldRefused(`questions.${index}.options`, 'uniqueValues');
  }
}

/**
 * The highest question id this item has used: its questions' and those its answers named, so a
 * question added after one was removed never takes an id that earlier answers name.
 */
async function highestQuestionId(tx: Transaction, kept: QuestionsKept, id: number, storedIds: Iterable<number>) {
  const { answers } = kept;
  const keys = tx.$with('answered').as(
    tx
      .select({ key: sql<string>`jsonb_object_keys(${answers.byQuestionId})`.as('key') })
      .from(answers.table)
      .where(eq(answers.item, id)),
  );
  const [row] = await tx
    .with(keys)
    .select({ highest: sql<number | null>`max(${keys.key}::int)` })
    .from(keys)
    .where(sql`${keys.key} ~ '^[0-9]{1,9}$'`);
  return Math.max(0, ...storedIds, Number(row?.highest ?? 0));
}

/**
 * How the questions of a job or a survey are stored, in the editor's order: a question keeps the id it
 * was stored with (so earlier answers still match it), a new one (or an id the item never had, or one
 * given twice) takes the next free id. Options are kept only where the type asks for them.
 */
export function storedQuestionsOf(kept: QuestionsKept) {
  return async (tx: Transaction, edited: readonly EditedQuestion[], id?: number): Promise<StoredQuestion[]> => {
    refuseRepeatedOptionValues(edited);
    const stored = new Set<number>();
    if (id !== undefined) {
      const [row] = await tx.select({ questions: kept.questions }).from(kept.items).where(eq(kept.items.id, id));
      for (const question of (row?.questions as StoredQuestion[] | undefined) ?? []) stored.add(question.id);
    }
    const taken = new Set<number>();
    const keeps = (questionId: number | undefined): questionId is number =>
      questionId !== undefined && stored.has(questionId) && !taken.has(questionId);
    const keptIds = edited.map(({ id: questionId }) => {
      if (!keeps(questionId)) return undefined;
      taken.add(questionId);
      return questionId;
    });
    let next = id === undefined ? 0 : await highestQuestionId(tx, kept, id, stored);
    return edited.map((question, index) => ({
      id: keptIds[index] ?? ++next,
      type: question.type,
      required: question.required ?? false,
      question_ar: question.question_ar,
      question_en: question.question_en,
      ...(hasOptions(question.type) && { options: question.options }),
    }));
  };
}
