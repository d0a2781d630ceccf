import type { QuestionType } from '../../../schemas/questions/questions-to-schema';

/** A question of a job or a survey as stored: both languages, so a read answers in the request's. */
export interface StoredQuestion {
  /** Unique within its job or survey; the `answers[i][id]` of an answer. */
  id: number;
  type: QuestionType;
  required: boolean;
  question_ar: string;
  question_en: string;
  /** The choices of a radio or checkbox question. */
  options?: { value: string; label_ar: string; label_en: string }[];
}
