import { and, asc, eq, sql } from 'drizzle-orm';
import { editableContent } from '../../../schemas/api/content-editing';
import { campingLocations, permits } from '../../db/schema';
import { paginate } from '../../lib/pagination';
import { PERMIT_PLACES_TAG } from '../permits/permit-places';
import { serialIdOf, type ContentType, type ContentValues } from './content-type';

/** The form admin/content-camping-location's values; a closure has both days or neither (the schema's dependencies). */
interface CampingLocationValues {
  name_ar: string;
  name_en: string;
  season_start_month: number;
  season_end_month: number;
  closed_from?: string;
  closed_until?: string;
}

// The form's schema guarantees these fields (readSubmission).
const columnsOf = (values: ContentValues) => columnsOfLocation(values as unknown as CampingLocationValues);
const columnsOfLocation = (values: CampingLocationValues) => ({
  nameAr: values.name_ar,
  nameEn: values.name_en,
  seasonStartMonth: values.season_start_month,
  seasonEndMonth: values.season_end_month,
  closedFrom: values.closed_from ?? null,
  closedUntil: values.closed_until ?? null,
});

/** The free camping sites (GET /camping-locations, the free camping form's list of sites). */
export const campingLocationContent: ContentType = {
  name: 'camping-locations',
  form: editableContent['camping-locations'].form,
  htmlFields: [],
  publicTags: [PERMIT_PLACES_TAG],
  documented: { one: 'CampingLocation', many: 'CampingLocations', what: 'free camping site' },
  list: (db, window) =>
    paginate(window, {
      count: () => db.$count(campingLocations),
      rows: async (limit, offset) =>
        (
          await db
            .select({ id: campingLocations.id, title_ar: campingLocations.nameAr, title_en: campingLocations.nameEn })
            .from(campingLocations)
            .orderBy(asc(campingLocations.id))
            .limit(limit)
            .offset(offset)
        ).map((row) => ({ ...row, id: String(row.id) })),
    }),
  async read(db, id) {
    const key = serialIdOf(id);
    if (key === undefined) return undefined;
    const [row] = await db.select().from(campingLocations).where(eq(campingLocations.id, key));
    return (
      row && {
        name_ar: row.nameAr,
        name_en: row.nameEn,
        season_start_month: row.seasonStartMonth,
        season_end_month: row.seasonEndMonth,
        ...(row.closedFrom !== null && { closed_from: row.closedFrom }),
        ...(row.closedUntil !== null && { closed_until: row.closedUntil }),
      }
    );
  },
  async create(tx, values) {
    const [row] = await tx.insert(campingLocations).values(columnsOf(values)).returning({ id: campingLocations.id });
    return String(row!.id);
  },
  async update(tx, id, values) {
    await tx
      .update(campingLocations)
      .set(columnsOf(values))
      .where(eq(campingLocations.id, serialIdOf(id)!));
  },
  // A permit's answers name its site by id: the site stays while one does, so the permit still reads.
  async inUse(tx, id) {
    const named = and(
      eq(permits.type, 'free_camping'),
      sql`${permits.request} ->> 'free_camping_location_id' = ${String(serialIdOf(id)!)}`,
    );
    return (await tx.$count(permits, named)) > 0;
  },
  async remove(tx, id) {
    await tx.delete(campingLocations).where(eq(campingLocations.id, serialIdOf(id)!));
  },
};
