import type { Database } from '../client';
import { faqs } from '../schema';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { faqList, type DemoFaq } from './content/faqs';

/** A question as stored: its answers sanitised, as every stored body is. */
export function storedFaq(faq: DemoFaq, position: number): typeof faqs.$inferInsert {
  return { ...faq, answerAr: sanitizeHtml(faq.answerAr), answerEn: sanitizeHtml(faq.answerEn), position };
}

/** The demo questions, in list order. */
export async function seedFaqs(db: Database): Promise<void> {
  await db.insert(faqs).values(faqList.map(storedFaq));
}
