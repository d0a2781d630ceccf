import { and, eq, sql } from 'drizzle-orm';
import { campingLocations, permits } from '../../db/schema';
import { PERMIT_PLACES_TAG } from '../permits/permit-places';
import type { ContentValues } from './content-type';
import { serialContent } from './serial-content';

/** The form admin/content-camping-location's values; a closure has both days or neither (the schema's dependencies). */
interface CampingLocationValues {
  name_ar: string;
  name_en: string;
  season_start_month: number;
  season_end_month: number;
  closed_from?: string;
  closed_until?: string;
}

/** The free camping sites (GET /camping-locations, the free camping form's list of sites). */
export const campingLocationContent = serialContent({
  name: 'camping-locations',
  table: campingLocations,
  titles: { ar: campingLocations.nameAr, en: campingLocations.nameEn },
  publicTags: [PERMIT_PLACES_TAG],
  documented: { one: 'CampingLocation', many: 'CampingLocations', what: 'free camping site' },
  valuesOf: (row) => ({
    name_ar: row.nameAr,
    name_en: row.nameEn,
    season_start_month: row.seasonStartMonth,
    season_end_month: row.seasonEndMonth,
    ...(row.closedFrom !== null && { closed_from: row.closedFrom }),
    ...(row.closedUntil !== null && { closed_until: row.closedUntil }),
  }),
  columnsOf(_tx, values: ContentValues) {
    const location = values as unknown as CampingLocationValues;
    return {
      nameAr: location.name_ar,
      nameEn: location.name_en,
      seasonStartMonth: location.season_start_month,
      seasonEndMonth: location.season_end_month,
      closedFrom: location.closed_from ?? null,
      closedUntil: location.closed_until ?? null,
    };
  },
  // A permit's answers name its site by id: the site stays while one does, so the permit still reads.
  async inUse(tx, id) {
    const named = and(
      eq(permits.type, 'free_camping'),
      sql`${permits.request} ->> 'free_camping_location_id' = ${String(id)}`,
    );
    return (await tx.$count(permits, named)) > 0;
  },
});
