import { asc } from 'drizzle-orm';
import type { JSONSchema } from 'json-schema-to-ts';
import type { Faq } from '../../../schemas/api/faqs';
import type { ListEnvelope } from '../../../schemas/api/envelopes';
import type { Database } from '../../db/client';
import { faqs } from '../../db/schema';
import type { Locale } from '../../i18n/messages';
import { DEFAULT_PER_PAGE, paginate, parsePage, wholeNumberQueryValue } from '../../lib/pagination';

/** The query of GET /faqs. */
export const faqListQuerystring = {
  type: 'object',
  additionalProperties: false,
  properties: { page: wholeNumberQueryValue },
} as const satisfies JSONSchema;

/** One page of questions in the authority's order (position, then as added), in the request's language. */
export async function listFaqs(db: Database, query: { page?: string }, locale: Locale): Promise<ListEnvelope<Faq>> {
  const english = locale === 'en';
  return paginate(
    { page: parsePage(query.page, locale), perPage: DEFAULT_PER_PAGE },
    {
      count: () => db.$count(faqs),
      rows: (limit, offset) =>
        db
          .select({ id: faqs.id, question: english ? faqs.questionEn : faqs.questionAr, answer: english ? faqs.answerEn : faqs.answerAr })
          .from(faqs)
          .orderBy(asc(faqs.position), asc(faqs.id))
          .limit(limit)
          .offset(offset),
    },
  );
}
