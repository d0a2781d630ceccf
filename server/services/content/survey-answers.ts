import type { Database } from '../../db/client';
import { surveyAnswerFiles, surveyAnswers } from '../../db/schema';
import { ApiError } from '../../lib/api-error';
import type { QuestionAnswer } from '../../lib/question-answers';
import { violatedUniqueConstraint } from '../../lib/unique-violation';
import { storeAnswers } from './stored-questions';
import type { Respondent } from './surveys';

/** The indexes that allow one answer per account and one per guest browser. */
const ONE_ANSWER_INDEXES = new Set(['survey_answers_user_idx', 'survey_answers_guest_idx']);

/**
 * Stores one respondent's answer with its files, together: on any failure neither a row nor a file
 * remains. A second answer by the same respondent, even one racing this one, is refused with 409 by
 * the unique indexes, and its files go with it.
 */
export async function saveSurveyAnswer(
  db: Database,
  uploadsDir: string,
  surveyId: number,
  respondent: Respondent,
  answered: readonly QuestionAnswer[],
): Promise<{ createdAt: Date }> {
  try {
    return await storeAnswers(db, uploadsDir, answered, async (tx, { answers, files }) => {
      const [saved] = await tx
        .insert(surveyAnswers)
        .values({ surveyId, ...respondent, answers })
        .returning({ id: surveyAnswers.id, createdAt: surveyAnswers.createdAt });
      if (!saved) throw new Error('The survey answer was not inserted');
      if (files.length > 0) {
        await tx.insert(surveyAnswerFiles).values(files.map((file) => ({ answerId: saved.id, ...file })));
      }
      return { createdAt: saved.createdAt };
    });
  } catch (error) {
    if (ONE_ANSWER_INDEXES.has(violatedUniqueConstraint(error) ?? ''))
      throw new ApiError(409, 'survey_already_answered');
    throw error;
  }
}
