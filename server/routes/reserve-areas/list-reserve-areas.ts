import { asc } from 'drizzle-orm';
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import type { Database } from '../../db/client';
import { reserveAreas } from '../../db/schema';
import type { Locale } from '../../i18n/messages';
import type { ReserveArea } from '../../../schemas/api/content';
import type { ListEnvelope } from '../../../schemas/api/envelopes';
import { paginate, parsePage, parseWholeNumber, wholeNumberQueryValue } from '../../lib/pagination';

/** The query of GET /reserve-areas?limit=50. */
export const reserveAreaListQuerystring = {
  type: 'object',
  additionalProperties: false,
  properties: { limit: wholeNumberQueryValue, page: wholeNumberQueryValue },
} as const satisfies JSONSchema;
export type ReserveAreaListQuery = FromSchema<typeof reserveAreaListQuerystring>;

/** The areas a reserve resident picks from on the contact form, named in the request's language. */
export async function listReserveAreas(
  db: Database,
  query: ReserveAreaListQuery,
  locale: Locale,
): Promise<ListEnvelope<ReserveArea>> {
  const perPage = parseWholeNumber(query.limit, { field: 'limit', min: 1, max: 100, fallback: 50 }, locale);
  const page = parsePage(query.page, locale);
  return paginate(
    { page, perPage },
    {
      count: () => db.$count(reserveAreas),
      rows: (limit, offset) =>
        db
          .select({ id: reserveAreas.id, name: locale === 'en' ? reserveAreas.nameEn : reserveAreas.nameAr })
          .from(reserveAreas)
          .orderBy(asc(reserveAreas.id))
          .limit(limit)
          .offset(offset),
    },
  );
}
