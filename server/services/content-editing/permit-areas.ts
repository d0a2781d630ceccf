import { eq, or, sql } from 'drizzle-orm';
import { permitAreas, permitRegions, permits } from '../../db/schema';
import { PERMIT_PLACES_TAG } from '../permits/permit-places';
import { ContentFieldRefused, type ContentValues } from './content-type';
import { serialContent } from './serial-content';

/** The form admin/content-permit-area's values; a closure has both days or neither (the schema's dependencies). */
interface PermitAreaValues {
  name_ar: string;
  name_en: string;
  region_id: number;
  open_to_work_permits: boolean;
  closed_from?: string;
  closed_until?: string;
}

/** The sites of the regions that specific-area and work permits name (GET /permit-areas). */
export const permitAreaContent = serialContent({
  name: 'permit-areas',
  table: permitAreas,
  titles: { ar: permitAreas.nameAr, en: permitAreas.nameEn },
  publicTags: [PERMIT_PLACES_TAG],
  documented: { one: 'PermitArea', many: 'PermitAreas', what: 'permit area' },
  valuesOf: (row) => ({
    name_ar: row.nameAr,
    name_en: row.nameEn,
    region_id: row.regionId,
    open_to_work_permits: row.openToWorkPermits,
    ...(row.closedFrom !== null && { closed_from: row.closedFrom }),
    ...(row.closedUntil !== null && { closed_until: row.closedUntil }),
  }),
  async columnsOf(tx, values: ContentValues) {
    const area = values as unknown as PermitAreaValues;
    // Checked here rather than left to the foreign key, so an unknown region is the editor's 422, not a fault.
    if ((await tx.$count(permitRegions, eq(permitRegions.id, area.region_id))) === 0)
      throw new ContentFieldRefused('region_id', 'exists');
    return {
      nameAr: area.name_ar,
      nameEn: area.name_en,
      regionId: area.region_id,
      openToWorkPermits: area.open_to_work_permits,
      closedFrom: area.closed_from ?? null,
      closedUntil: area.closed_until ?? null,
    };
  },
  // A permit names its sites among its answers (area_ids, kept as text) and its first one as area_id.
  async inUse(tx, id) {
    const named = or(
      eq(permits.areaId, id),
      sql`${permits.request} -> 'area_ids' @> jsonb_build_array(${String(id)}::text)`,
    );
    return (await tx.$count(permits, named)) > 0;
  },
});
