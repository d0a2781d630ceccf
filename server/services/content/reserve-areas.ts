import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { reserveAreas } from '../../db/schema';
import type { Locale } from '../../i18n/messages';
import type { ReserveArea } from '../../../schemas/api/content';
import type { ListEnvelope } from '../../../schemas/api/envelopes';
import { paginate, referenceListWindow } from '../../lib/pagination';

/** The areas a reserve resident picks from on the contact form, named in the request's language. */
export async function listReserveAreas(
  db: Database,
  query: { limit?: string; page?: string },
  locale: Locale,
): Promise<ListEnvelope<ReserveArea>> {
  return paginate(referenceListWindow(query, locale), {
    count: () => db.$count(reserveAreas),
    rows: (limit, offset) =>
      db
        .select({ id: reserveAreas.id, name: locale === 'en' ? reserveAreas.nameEn : reserveAreas.nameAr })
        .from(reserveAreas)
        .orderBy(asc(reserveAreas.id))
        .limit(limit)
        .offset(offset),
  });
}
