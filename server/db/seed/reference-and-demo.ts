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
  permitSettings,
  researchCategories,
  users,
} from '../schema';
import { hashPassword } from '../../services/accounts/passwords';
import { demoAccounts } from './content/accounts';
import { countryList } from './content/places';
import { researchCategoryList } from './content/research-categories';
import permitPlaces from './content/permit-places.json';

/** Countries and their cities, in list order so Saudi Arabia is id 1. */
export async function seedPlaces(db: Database): Promise<void> {
  for (const { cities: cityList, ...country } of countryList) {
    const [saved] = await db.insert(countries).values(country).returning({ id: countries.id });
    await db.insert(cities).values(cityList.map((city) => ({ ...city, countryId: saved!.id })));
  }
}

/** The demo accounts, living in Riyadh. */
export async function seedDemoAccounts(db: Database): Promise<void> {
  const [riyadh] = await db.select({ id: cities.id, countryId: cities.countryId }).from(cities).limit(1);
  for (const { password, ...account } of demoAccounts) {
    const isIndividual = account.kind === 'individual';
    const [saved] = await db
      .insert(users)
      .values({
        ...account,
        passwordHash: await hashPassword(password),
        emailVerifiedAt: new Date(),
        countryId: isIndividual ? (riyadh?.countryId ?? null) : null,
        cityId: isIndividual ? (riyadh?.id ?? null) : null,
      })
      .returning({ id: users.id });
    if (account.kind === 'company') {
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

/** The categories a research is filed under. */
export async function seedResearchCategories(db: Database): Promise<void> {
  await db.insert(researchCategories).values(researchCategoryList);
}

/** The permit services' settings and places (server/db/seed/content/permit-places.json), every service open. */
export async function seedPermitPlaces(db: Database): Promise<void> {
  await db.insert(permitSettings).values(permitPlaces.settings as (typeof permitSettings.$inferInsert)[]);
  const regionIds = (await db.insert(permitRegions).values(permitPlaces.regions).returning({ id: permitRegions.id })).map(({ id }) => id);
  await db.insert(permitAreas).values(permitPlaces.areas.map(({ region, ...area }) => ({ ...area, regionId: regionIds[region - 1]! })));
  const locationIds = (await db.insert(apiaryLocations).values(permitPlaces.apiaryLocations).returning({ id: apiaryLocations.id })).map(({ id }) => id);
  await db.insert(apiaries).values(permitPlaces.apiaries.map(({ location, ...apiary }) => ({ ...apiary, locationId: locationIds[location - 1]! })));
  await db.insert(campingLocations).values(permitPlaces.campingLocations);
}
