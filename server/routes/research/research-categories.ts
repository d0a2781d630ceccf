import { asc, eq } from 'drizzle-orm';
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import type { ListEnvelope } from '../../../schemas/api/envelopes';
import type { ResearchCategory } from '../../../schemas/api/member';
import type { Database } from '../../db/client';
import { researchCategories } from '../../db/schema';
import type { Locale } from '../../i18n/messages';
import { paginate, parsePage, parseWholeNumber, wholeNumberQueryValue } from '../../lib/pagination';

/** The query of GET /research-categories (?limit=50 like the other reference lists). */
export const researchCategoryListQuerystring = {
  type: 'object',
  additionalProperties: false,
  properties: { limit: wholeNumberQueryValue, page: wholeNumberQueryValue },
} as const satisfies JSONSchema;
export type ResearchCategoryListQuery = FromSchema<typeof researchCategoryListQuerystring>;

const columnsIn = (locale: Locale) => ({ id: researchCategories.id, title: locale === 'en' ? researchCategories.titleEn : researchCategories.titleAr });

/** The categories a research is filed under, titled in the request's language. */
export async function listResearchCategories(
  db: Database,
  query: ResearchCategoryListQuery,
  locale: Locale,
): Promise<ListEnvelope<ResearchCategory>> {
  const perPage = parseWholeNumber(query.limit, { field: 'limit', min: 1, max: 100, fallback: 50 }, locale);
  const page = parsePage(query.page, locale);
  return paginate(
    { page, perPage },
    {
      count: () => db.$count(researchCategories),
      rows: (limit, offset) => db.select(columnsIn(locale)).from(researchCategories).orderBy(asc(researchCategories.id)).limit(limit).offset(offset),
    },
  );
}

/** The category of that id, titled in the request's language; undefined when there is none (the schema only knows it is a positive integer). */
export async function findResearchCategory(db: Database, id: number, locale: Locale): Promise<ResearchCategory | undefined> {
  const [category] = await db.select(columnsIn(locale)).from(researchCategories).where(eq(researchCategories.id, id)).limit(1);
  return category;
}
