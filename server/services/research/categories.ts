import { asc, eq } from 'drizzle-orm';
import type { ListEnvelope } from '../../../schemas/api/envelopes';
import type { ResearchCategory } from '../../../schemas/api/member';
import type { Database } from '../../db/client';
import { researchCategories } from '../../db/schema';
import type { Locale } from '../../i18n/messages';
import { paginate, referenceListWindow } from '../../lib/pagination';

const columnsIn = (locale: Locale) => ({
  id: researchCategories.id,
  title: locale === 'en' ? researchCategories.titleEn : researchCategories.titleAr,
});

/** The categories a research is filed under, titled in the request's language. */
export async function listResearchCategories(
  db: Database,
  query: { limit?: string; page?: string },
  locale: Locale,
): Promise<ListEnvelope<ResearchCategory>> {
  return paginate(referenceListWindow(query, locale), {
    count: () => db.$count(researchCategories),
    rows: (limit, offset) =>
      db
        .select(columnsIn(locale))
        .from(researchCategories)
        .orderBy(asc(researchCategories.id))
        .limit(limit)
        .offset(offset),
  });
}

/** The category of that id, titled in the request's language; undefined when there is none (the schema only knows it is a positive integer). */
export async function findResearchCategory(
  db: Database,
  id: number,
  locale: Locale,
): Promise<ResearchCategory | undefined> {
  const [category] = await db
    .select(columnsIn(locale))
    .from(researchCategories)
    .where(eq(researchCategories.id, id))
    .limit(1);
  return category;
}
