import { and, asc, eq, gte, inArray, isNull, lte, ne, or, sql, type Column, type SQL } from 'drizzle-orm';
import type { ApiaryLocation, NamedPlace } from '../../../schemas/api/permits';
import type { Database } from '../../db/client';
import { apiaries, apiaryLocations, campingLocations, permitAreas, permitRegions, permits } from '../../db/schema';
import type { Locale } from '../../i18n/messages';

/** The public cache's tag of the permit settings and lists: they change with the seed or an editor's change. */
export const PERMIT_PLACES_TAG = 'permit-places';

/** The public cache's tag of the apiary lists: reservations change with every beekeeping request and its decision. */
export const APIARIES_TAG = 'apiaries';

/** The day part of a `from_date` query or answer ('2026-12-01' or '2026-12-01 00:00'), if it is one. */
export const dayOf = (value: unknown): string | undefined =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}( \d{1,2}:\d{2})?$/.test(value) ? value.slice(0, 10) : undefined;

/** A table's name column in the request's language. */
const named = <T extends { nameAr: Column; nameEn: Column }>(table: T, locale: Locale): T['nameAr'] =>
  locale === 'en' ? table.nameEn : table.nameAr;

export function listPermitRegions(db: Database, locale: Locale): Promise<NamedPlace[]> {
  return db
    .select({ id: permitRegions.id, name: named(permitRegions, locale) })
    .from(permitRegions)
    .orderBy(asc(permitRegions.id));
}

/** A place whose closure (closed_from … closed_until inclusive, or none) leaves it open on the day. */
const openOn = (table: { closedFrom: Column; closedUntil: Column }, day: string): SQL =>
  or(isNull(table.closedFrom), sql`${day}::date < ${table.closedFrom}`, sql`${day}::date > ${table.closedUntil}`)!;

export interface PermitAreaFilter {
  regionId?: number;
  /** Areas closed on that day are left out. */
  day?: string;
  forWorkPermit?: boolean;
}

/** The sites a specific-area or work permit may name: of a region, open on the day. */
export function listPermitAreas(
  db: Database,
  { regionId, day, forWorkPermit }: PermitAreaFilter,
  locale: Locale,
): Promise<NamedPlace[]> {
  const conditions: SQL[] = [];
  if (regionId !== undefined) conditions.push(eq(permitAreas.regionId, regionId));
  if (forWorkPermit) conditions.push(eq(permitAreas.openToWorkPermits, true));
  if (day) conditions.push(openOn(permitAreas, day));
  return db
    .select({ id: permitAreas.id, name: named(permitAreas, locale) })
    .from(permitAreas)
    .where(and(...conditions))
    .orderBy(asc(permitAreas.id));
}

/** Camping sites whose season includes the month (a season may run over the new year). */
const inSeason = (month: number) =>
  or(
    and(
      lte(campingLocations.seasonStartMonth, campingLocations.seasonEndMonth),
      lte(campingLocations.seasonStartMonth, month),
      gte(campingLocations.seasonEndMonth, month),
    ),
    and(
      sql`${campingLocations.seasonStartMonth} > ${campingLocations.seasonEndMonth}`,
      or(lte(campingLocations.seasonStartMonth, month), gte(campingLocations.seasonEndMonth, month)),
    ),
  );

/** Camping sites in season on the day and not closed that day (all of them without a day). */
export function listCampingLocations(db: Database, day: string | undefined, locale: Locale): Promise<NamedPlace[]> {
  return db
    .select({ id: campingLocations.id, name: named(campingLocations, locale) })
    .from(campingLocations)
    .where(day === undefined ? undefined : and(inSeason(Number(day.slice(5, 7))), openOn(campingLocations, day)))
    .orderBy(asc(campingLocations.id));
}

/** Apiary locations with their apiaries; an apiary is reserved by the authority or by a request not rejected. */
export async function listApiaryLocations(db: Database, locale: Locale): Promise<ApiaryLocation[]> {
  const locations = await db
    .select({ id: apiaryLocations.id, name: named(apiaryLocations, locale), path: apiaryLocations.imagePath })
    .from(apiaryLocations)
    .orderBy(asc(apiaryLocations.id));
  if (locations.length === 0) return [];
  const held = db
    .select({ apiaryId: permits.apiaryId })
    .from(permits)
    .where(and(eq(permits.type, 'beekeeping'), ne(permits.status, 'rejected')));
  const rows = await db
    .select({
      locationId: apiaries.locationId,
      id: apiaries.id,
      name: named(apiaries, locale),
      lat: apiaries.lat,
      lng: apiaries.lng,
      is_reserved: sql<boolean>`${apiaries.reservedByAuthority} or ${apiaries.id} in (${held})`,
    })
    .from(apiaries)
    .where(
      inArray(
        apiaries.locationId,
        locations.map(({ id }) => id),
      ),
    )
    .orderBy(asc(apiaries.id));
  return locations.map(({ id, name, path }) => ({
    id,
    name,
    image: { path },
    apiaries: rows.filter((row) => row.locationId === id).map(({ locationId: _, ...apiary }) => apiary),
  }));
}
