import type { Question } from '../../../schemas/api/questions';
import type { StoredQuestion } from '../../db/schema';
import type { Locale } from '../../i18n/messages';

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
