import type { Database } from '../client';
import {
  apiaries,
  apiaryLocations,
  campingLocations,
  cities,
  companyProfiles,
  countries,
  permitAreas,
  permitRegions,
  permitServiceLevels,
  permitSettings,
  researchCategories,
  reserveHolidays,
  users,
} from '../schema';
import type { AccountType } from '../../../schemas/api/accounts';
import { hashPassword } from '../../lib/passwords';
import { seedContent } from './content-files';

/** Countries of the registration form and their main cities (content/countries.json), in list order so Saudi Arabia is id 1. */
export async function seedPlaces(db: Database): Promise<void> {
  for (const country of seedContent('countries.json')) {
    const [saved] = await db
      .insert(countries)
      .values({ iso2: country.iso2, nameAr: country.name_ar, nameEn: country.name_en })
      .returning({ id: countries.id });
    await db
      .insert(cities)
      .values(country.cities.map((city) => ({ nameAr: city.name_ar, nameEn: city.name_en, countryId: saved!.id })));
  }
}

/** The demo accounts of a new installation (content/accounts.json, README): all verified, living in Riyadh. */
export async function seedDemoAccounts(db: Database): Promise<void> {
  const [riyadh] = await db.select({ id: cities.id, countryId: cities.countryId }).from(cities).limit(1);
  for (const { password, ...account } of seedContent('accounts.json')) {
    const isIndividual = account.account_type === 'individual';
    const [saved] = await db
      .insert(users)
      .values({
        kind: account.account_type as AccountType,
        name: account.name,
        email: account.email,
        countryCode: account.country_code,
        phoneNumber: account.phone_number,
        nationalId: account.national_id,
        birthDate: account.birth_date,
        gender: account.gender,
        isResearcher: account.is_researcher,
        passwordHash: await hashPassword(password),
        emailVerifiedAt: new Date(),
        countryId: isIndividual ? (riyadh?.countryId ?? null) : null,
        cityId: isIndividual ? (riyadh?.id ?? null) : null,
      })
      .returning({ id: users.id });
    if (!isIndividual) {
      await db.insert(companyProfiles).values({
        userId: saved!.id,
        businessActivity: 'السياحة البيئية',
        targetArea: 'روضة نورة',
        commercialRegistrationNumber: '1010123456',
        companyDescription: 'رحلات بيئية مرخصة في المحمية.',
        contactEmail: account.email,
        contactPhone: '+966112345678',
      });
    }
  }
}

/** The fields a researcher files a study under (content/research-categories.json). */
export async function seedResearchCategories(db: Database): Promise<void> {
  await db.insert(researchCategories).values(
    seedContent('research-categories.json').map((category) => ({
      titleAr: category.title_ar,
      titleEn: category.title_en,
    })),
  );
}

/** The permit services' settings and places (server/db/seed/content/permit-places.json), every service open. */
export async function seedPermitPlaces(db: Database): Promise<void> {
  const permitPlaces = seedContent('permit-places.json');
  await db.insert(permitSettings).values(permitPlaces.settings as (typeof permitSettings.$inferInsert)[]);
  const regionIds = (
    await db.insert(permitRegions).values(permitPlaces.regions).returning({ id: permitRegions.id })
  ).map(({ id }) => id);
  await db
    .insert(permitAreas)
    .values(permitPlaces.areas.map(({ region, ...area }) => ({ ...area, regionId: regionIds[region - 1]! })));
  const locationIds = (
    await db.insert(apiaryLocations).values(permitPlaces.apiaryLocations).returning({ id: apiaryLocations.id })
  ).map(({ id }) => id);
  await db
    .insert(apiaries)
    .values(
      permitPlaces.apiaries.map(({ location, ...apiary }) => ({ ...apiary, locationId: locationIds[location - 1]! })),
    );
  await db.insert(campingLocations).values(permitPlaces.campingLocations);
}

/** Each permit type's service level and the authority's holidays (content/service-levels.json). */
export async function seedServiceLevels(db: Database): Promise<void> {
  const { serviceLevels, holidays } = seedContent('service-levels.json');
  await db.insert(permitServiceLevels).values(serviceLevels as (typeof permitServiceLevels.$inferInsert)[]);
  await db.insert(reserveHolidays).values(holidays);
}
