import { and, asc, eq } from 'drizzle-orm';
import type { City, Country } from '../../../schemas/api/accounts';
import type { ListEnvelope } from '../../../schemas/api/envelopes';
import type { Database } from '../../db/client';
import { cities, countries } from '../../db/schema';
import { paginate } from '../../lib/pagination';

/** Every country and every city of one fit on one page: there are fewer than 250 of either. */
const ONE_PAGE = { page: 1, perPage: 250 };

/** Every country, named in both languages, with its ISO code. */
export function listCountries(db: Database): Promise<ListEnvelope<Country>> {
  return paginate<Country>(ONE_PAGE, {
    count: () => db.$count(countries),
    rows: (limit, offset) =>
      db
        .select({ id: countries.id, name_ar: countries.nameAr, name_en: countries.nameEn, iso2: countries.iso2 })
        .from(countries)
        .orderBy(asc(countries.id))
        .limit(limit)
        .offset(offset),
  });
}

/** The cities of one country, named in both languages. */
export function listCities(db: Database, countryId: number): Promise<ListEnvelope<City>> {
  return paginate<City>(ONE_PAGE, {
    count: () => db.$count(cities, eq(cities.countryId, countryId)),
    rows: (limit, offset) =>
      db
        .select({ id: cities.id, name_ar: cities.nameAr, name_en: cities.nameEn })
        .from(cities)
        .where(eq(cities.countryId, countryId))
        .orderBy(asc(cities.id))
        .limit(limit)
        .offset(offset),
  });
}

/** Whether the city is one of the country's (the schema only knows both are positive integers). */
export async function cityIsInCountry(db: Database, cityId: number, countryId: number): Promise<boolean> {
  const rows = await db
    .select({ id: cities.id })
    .from(cities)
    .innerJoin(countries, eq(countries.id, cities.countryId))
    .where(and(eq(cities.id, cityId), eq(countries.id, countryId)))
    .limit(1);
  return rows.length > 0;
}

/** The field to refuse when the city is not one of the country's: the country when there is no such country, else the city. */
export async function unknownPlaceField(
  db: Database,
  countryId: number,
  cityId: number,
): Promise<'country_id' | 'city_id' | undefined> {
  if (await cityIsInCountry(db, cityId, countryId)) return undefined;
  const country = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, countryId));
  return country.length > 0 ? 'city_id' : 'country_id';
}
