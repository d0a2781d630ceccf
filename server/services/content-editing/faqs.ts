import { asc } from 'drizzle-orm';
import { faqs } from '../../db/schema';
import type { ContentValues } from './content-type';
import { serialContent } from './serial-content';

/** The form admin/content-faq's values. */
interface FaqValues {
  question_ar: string;
  question_en: string;
  answer_ar: string;
  answer_en: string;
  position: number;
}

/** The frequently asked questions (GET /faqs), in the authority's order. */
export const faqContent = serialContent({
  name: 'faqs',
  table: faqs,
  titles: { ar: faqs.questionAr, en: faqs.questionEn },
  order: [asc(faqs.position), asc(faqs.id)],
  htmlFields: ['answer_ar', 'answer_en'],
  publicTags: ['faqs'],
  documented: { one: 'Faq', many: 'Faqs', what: 'frequently asked question' },
  valuesOf: (row) => ({
    question_ar: row.questionAr,
    question_en: row.questionEn,
    answer_ar: row.answerAr,
    answer_en: row.answerEn,
    position: row.position,
  }),
  columnsOf(_tx, values: ContentValues) {
    const faq = values as unknown as FaqValues;
    return {
      questionAr: faq.question_ar,
      questionEn: faq.question_en,
      answerAr: faq.answer_ar,
      answerEn: faq.answer_en,
      position: faq.position,
    };
  },
});
