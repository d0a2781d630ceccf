import { asc } from 'drizzle-orm';
import type { Faq } from '../../../schemas/api/faqs';
import type { ListEnvelope } from '../../../schemas/api/envelopes';
import type { Database } from '../../db/client';
import { faqs } from '../../db/schema';
import type { Locale } from '../../i18n/messages';
import { DEFAULT_PER_PAGE, paginate, parsePage, type PageQuery } from '../../lib/pagination';

/** One page of questions in the authority's order (position, then as added), in the request's language. */
export async function listFaqs(db: Database, query: PageQuery, locale: Locale): Promise<ListEnvelope<Faq>> {
  const english = locale === 'en';
  return paginate(
    { page: parsePage(query.page, locale), perPage: DEFAULT_PER_PAGE },
    {
      count: () => db.$count(faqs),
      rows: (limit, offset) =>
        db
          .select({
            id: faqs.id,
            question: english ? faqs.questionEn : faqs.questionAr,
            answer: english ? faqs.answerEn : faqs.answerAr,
          })
          .from(faqs)
          .orderBy(asc(faqs.position), asc(faqs.id))
          .limit(limit)
          .offset(offset),
    },
  );
}
