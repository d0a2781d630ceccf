import { asc, eq, or, sql } from 'drizzle-orm';
import { editableContent } from '../../../schemas/api/content-editing';
import type { Transaction } from '../../db/client';
import { permitAreas, permitRegions, permits } from '../../db/schema';
import { paginate } from '../../lib/pagination';
import { PERMIT_PLACES_TAG } from '../permits/permit-places';
import { ContentFieldRefused, serialIdOf, type ContentType, type ContentValues } from './content-type';

/** The form admin/content-permit-area's values; a closure has both days or neither (the schema's dependencies). */
interface PermitAreaValues {
  name_ar: string;
  name_en: string;
  region_id: number;
  open_to_work_permits: boolean;
  closed_from?: string;
  closed_until?: string;
}

/** The columns of the form's values, once the region is known to exist (refused on region_id otherwise). */
async function columnsOf(tx: Transaction, values: ContentValues) {
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
}

/** The sites of the regions that specific-area and work permits name (GET /permit-areas). */
export const permitAreaContent: ContentType = {
  name: 'permit-areas',
  form: editableContent['permit-areas'].form,
  htmlFields: [],
  publicTags: [PERMIT_PLACES_TAG],
  documented: { one: 'PermitArea', many: 'PermitAreas', what: 'permit area' },
  list: (db, window) =>
    paginate(window, {
      count: () => db.$count(permitAreas),
      rows: async (limit, offset) =>
        (
          await db
            .select({ id: permitAreas.id, title_ar: permitAreas.nameAr, title_en: permitAreas.nameEn })
            .from(permitAreas)
            .orderBy(asc(permitAreas.id))
            .limit(limit)
            .offset(offset)
        ).map((row) => ({ ...row, id: String(row.id) })),
    }),
  async read(db, id) {
    const key = serialIdOf(id);
    if (key === undefined) return undefined;
    const [row] = await db.select().from(permitAreas).where(eq(permitAreas.id, key));
    return (
      row && {
        name_ar: row.nameAr,
        name_en: row.nameEn,
        region_id: row.regionId,
        open_to_work_permits: row.openToWorkPermits,
        ...(row.closedFrom !== null && { closed_from: row.closedFrom }),
        ...(row.closedUntil !== null && { closed_until: row.closedUntil }),
      }
    );
  },
  async create(tx, values) {
    const [row] = await tx
      .insert(permitAreas)
      .values(await columnsOf(tx, values))
      .returning({ id: permitAreas.id });
    return String(row!.id);
  },
  async update(tx, id, values) {
    await tx
      .update(permitAreas)
      .set(await columnsOf(tx, values))
      .where(eq(permitAreas.id, serialIdOf(id)!));
  },
  // A permit names its sites among its answers (area_ids, kept as text) and its first one as area_id.
  async inUse(tx, id) {
    const key = serialIdOf(id)!;
    const named = or(
      eq(permits.areaId, key),
      sql`${permits.request} -> 'area_ids' @> jsonb_build_array(${String(key)}::text)`,
    );
    return (await tx.$count(permits, named)) > 0;
  },
  async remove(tx, id) {
    await tx.delete(permitAreas).where(eq(permitAreas.id, serialIdOf(id)!));
  },
};
