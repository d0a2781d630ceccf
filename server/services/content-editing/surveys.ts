import { desc, eq } from 'drizzle-orm';
import { surveyAnswers, surveys } from '../../db/schema';
import type { ContentValues } from './content-type';
import { storedQuestionsOf, type EditedQuestion } from './edited-questions';
import { serialContent } from './serial-content';

/** The form admin/content-survey's values: its descriptions are plain text. */
interface SurveyValues {
  title_ar: string;
  title_en: string;
  description_ar: string;
  description_en: string;
  display_in_public: boolean;
  is_open: boolean;
  questions?: EditedQuestion[];
}

const storedQuestions = storedQuestionsOf({
  items: surveys,
  questions: surveys.questions,
  answers: { table: surveyAnswers, item: surveyAnswers.surveyId, byQuestionId: surveyAnswers.answers },
});

/**
 * The surveys (GET /surveys and each survey's page with its questions), closed and members-only ones too.
 * The form leaves a survey's picture as it is: a new survey has none.
 */
export const surveyContent = serialContent({
  name: 'surveys',
  table: surveys,
  titles: { ar: surveys.titleAr, en: surveys.titleEn },
  order: [desc(surveys.createdAt), desc(surveys.id)],
  publicTags: ['surveys'],
  documented: { one: 'Survey', many: 'Surveys', what: 'survey with its questions' },
  valuesOf: (row) => ({
    title_ar: row.titleAr,
    title_en: row.titleEn,
    description_ar: row.descriptionAr,
    description_en: row.descriptionEn,
    display_in_public: row.displayInPublic,
    is_open: row.isOpen,
    questions: row.questions,
  }),
  async columnsOf(tx, values: ContentValues, id) {
    const survey = values as unknown as SurveyValues;
    return {
      titleAr: survey.title_ar,
      titleEn: survey.title_en,
      descriptionAr: survey.description_ar,
      descriptionEn: survey.description_en,
      displayInPublic: survey.display_in_public,
      isOpen: survey.is_open,
      questions: await storedQuestions(tx, survey.questions ?? [], id),
    };
  },
  // The answers are what people sent: a survey that has any is closed instead, never deleted with them.
  inUse: async (tx, id) => (await tx.$count(surveyAnswers, eq(surveyAnswers.surveyId, id))) > 0,
  inUseRefusal: 'content_survey_has_answers',
});
