import { asc, eq } from 'drizzle-orm';
import { editableContent } from '../../../schemas/api/content-editing';
import { faqs } from '../../db/schema';
import { paginate } from '../../lib/pagination';
import { serialIdOf, type ContentType, type ContentValues } from './content-type';

/** The form admin/content-faq's values. */
interface FaqValues {
  question_ar: string;
  question_en: string;
  answer_ar: string;
  answer_en: string;
  position: number;
}

// The form's schema guarantees these fields (readSubmission).
const columnsOf = (values: ContentValues) => columnsOfFaq(values as unknown as FaqValues);
const columnsOfFaq = (values: FaqValues) => ({
  questionAr: values.question_ar,
  questionEn: values.question_en,
  answerAr: values.answer_ar,
  answerEn: values.answer_en,
  position: values.position,
});

/** The frequently asked questions (GET /faqs), in the authority's order. */
export const faqContent: ContentType = {
  name: 'faqs',
  form: editableContent.faqs.form,
  htmlFields: ['answer_ar', 'answer_en'],
  publicTags: ['faqs'],
  documented: { one: 'Faq', many: 'Faqs', what: 'frequently asked question' },
  list: (db, window) =>
    paginate(window, {
      count: () => db.$count(faqs),
      rows: async (limit, offset) =>
        (
          await db
            .select({ id: faqs.id, title_ar: faqs.questionAr, title_en: faqs.questionEn })
            .from(faqs)
            .orderBy(asc(faqs.position), asc(faqs.id))
            .limit(limit)
            .offset(offset)
        ).map((row) => ({ ...row, id: String(row.id) })),
    }),
  async read(db, id) {
    const key = serialIdOf(id);
    if (key === undefined) return undefined;
    const [row] = await db.select().from(faqs).where(eq(faqs.id, key));
    return (
      row && {
        question_ar: row.questionAr,
        question_en: row.questionEn,
        answer_ar: row.answerAr,
        answer_en: row.answerEn,
        position: row.position,
      }
    );
  },
  async create(tx, values) {
    const [row] = await tx.insert(faqs).values(columnsOf(values)).returning({ id: faqs.id });
    return String(row!.id);
  },
  async update(tx, id, values) {
    await tx
      .update(faqs)
      .set(columnsOf(values))
      .where(eq(faqs.id, serialIdOf(id)!));
  },
  async remove(tx, id) {
    await tx.delete(faqs).where(eq(faqs.id, serialIdOf(id)!));
  },
};
