import type { Database } from '../../db/client';
import { surveyAnswerFiles, surveyAnswers } from '../../db/schema';
import { ApiError } from '../../lib/api-error';
import type { QuestionAnswer } from '../../lib/question-answers';
import { violatedUniqueConstraint } from '../../lib/unique-violation';
import { storeUploads } from '../storage';
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
  // A survey's question ids are whole numbers (survey_answer_files.question_id).
  const uploads = answered.flatMap((item) =>
    'files' in item ? item.files.map((file) => ({ questionId: Number(item.id), file })) : [],
  );
  try {
    return await storeUploads(
      uploadsDir,
      uploads.map(({ file }) => file),
      (files, keep) =>
        db.transaction(async (tx) => {
          // Files are named by their stored names in the answers, and described in survey_answer_files.
          const storedOf = (questionId: number) =>
            files.filter((_, index) => uploads[index]!.questionId === questionId).map((file) => file.storedName);
          const answers = Object.fromEntries(
            answered.map((item) => [String(item.id), 'files' in item ? storedOf(Number(item.id)) : item.answer]),
          );
          const [saved] = await tx
            .insert(surveyAnswers)
            .values({ surveyId, ...respondent, answers })
            .returning({ id: surveyAnswers.id, createdAt: surveyAnswers.createdAt });
          if (!saved) throw new Error('The survey answer was not inserted');
          if (files.length > 0) {
            await tx
              .insert(surveyAnswerFiles)
              .values(
                files.map((file, index) => ({ answerId: saved.id, questionId: uploads[index]!.questionId, ...file })),
              );
          }
          await keep();
          return { createdAt: saved.createdAt };
        }),
    );
  } catch (error) {
    if (ONE_ANSWER_INDEXES.has(violatedUniqueConstraint(error) ?? ''))
      throw new ApiError(409, 'survey_already_answered');
    throw error;
  }
}
