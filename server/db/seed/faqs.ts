import type { Database } from '../client';
import { faqs } from '../schema';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { seedContent } from './content-files';

/** One question of content/faqs.json, as an editor writes it. */
export interface DemoFaq {
  question_ar: string;
  question_en: string;
  answer_ar: string;
  answer_en: string;
}

/** A question as stored: its answers sanitised, as every stored body is. */
export function storedFaq(faq: DemoFaq, position: number): typeof faqs.$inferInsert {
  return {
    questionAr: faq.question_ar,
    questionEn: faq.question_en,
    answerAr: sanitizeHtml(faq.answer_ar),
    answerEn: sanitizeHtml(faq.answer_en),
    position,
  };
}

/** The demo questions about visiting the reserve and its permits (content/faqs.json), in the order shown. */
export async function seedFaqs(db: Database): Promise<void> {
  await db.insert(faqs).values(seedContent('faqs.json').map(storedFaq));
}
