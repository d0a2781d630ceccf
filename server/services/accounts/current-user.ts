import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { CurrentUser } from '../../../schemas/api/accounts';
import type { Database } from '../../db/client';
import { cities, countries } from '../../db/schema';
import type { Account } from './access-tokens';
import { accountById } from './create-account';

/** Where GET /me names the photo; `v` changes with the photo, so a kept copy of an old one is never shown. */
export const photoPath = (storedName: string) => `/api/v1/me/photo?v=${encodeURIComponent(storedName.slice(0, 8))}`;

async function placeName(db: Database, table: typeof countries | typeof cities, id: number | null) {
  if (id === null) return null;
  const [row] = await db
    .select({ id: table.id, name_ar: table.nameAr, name_en: table.nameEn })
    .from(table)
    .where(eq(table.id, id))
    .limit(1);
  return row ?? null;
}

/** The account as GET /me shows it to its owner: never the password hash or internal ids. */
export async function presentCurrentUser(db: Database, account: Account): Promise<CurrentUser> {
  return {
    uuid: account.uuid,
    account_type: account.kind,
    name: account.name,
    national_id: account.nationalId,
    email: account.email,
    country_code: account.countryCode,
    phone_number: account.phoneNumber,
    email_verified: account.emailVerifiedAt !== null,
    birth_date: account.birthDate,
    gender: account.gender === 1 || account.gender === 2 ? account.gender : null,
    country: await placeName(db, countries, account.countryId),
    city: await placeName(db, cities, account.cityId),
    is_reserve_resident: account.isReserveResident,
    personal_image: account.photoStoredName ? { path: photoPath(account.photoStoredName) } : null,
    contact_method: account.contactMethod,
    language: account.language,
    is_researcher: account.isResearcher,
  };
}

/** The account of that id as GET /me shows it, read afresh (after a change of it). */
export async function presentAccount(db: Database, accountId: number): Promise<CurrentUser> {
  return presentCurrentUser(db, (await accountById(db, accountId))!);
}

/** The account's own photo with its type, undefined when it has none (or its file is gone). */
export async function ownPhoto(
  uploadsDir: string,
  { photoStoredName, photoType }: Account,
): Promise<{ bytes: Buffer; type: string } | undefined> {
  if (!photoStoredName || !photoType) return undefined;
  const bytes = await fs.readFile(path.join(uploadsDir, photoStoredName)).catch(() => undefined);
  return bytes && { bytes, type: photoType };
}
