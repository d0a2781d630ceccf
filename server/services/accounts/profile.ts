import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FileDescriptor } from '../../../schemas/validation/file-descriptor';
import { splitPhone } from '../../../schemas/validation/phone-parts';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { fieldRefused } from '../../lib/form-submission';
import type { MultipartForm } from '../../lib/multipart-form';
import { violatedUniqueConstraint } from '../../lib/unique-violation';
import { cityIsInCountry } from '../content/places';
import { storeUploads } from '../storage';
import type { Account } from './access-tokens';
import { accountByEmail, accountByNationalId, normalizedEmail, queueVerificationMail } from './create-account';

/** The account settings (schemas/account-settings). */
export interface SettingsAnswers {
  contact_method: 'email' | 'mobile';
  language: 'ar' | 'en';
}

/** The profile (schemas/profile-edit). */
export interface ProfileAnswers {
  name: string;
  national_id: string;
  birth_date: string;
  email: string;
  country_id?: number;
  city_id?: number;
  phone?: string;
  gender?: 1 | 2;
  is_reserve_resident?: boolean;
  personal_image?: FileDescriptor[];
}

/** Refuses a city that is not in the (new or kept) country, naming the field to fix. */
async function checkPlace(
  app: FastifyInstance,
  request: FastifyRequest,
  countryId: number | null,
  cityId: number | null,
) {
  if (cityId === null) return;
  if (countryId !== null && (await cityIsInCountry(app.db, cityId, countryId))) return;
  throw fieldRefused(request, 'profile-edit', 'city_id', 'exists');
}

/**
 * Applies the profile form. An address or national id another account holds is not taken, and the
 * answer is the same as when it is free, so the form tells nobody who is registered; the holder is
 * told by e-mail. A new address is unverified until its owner follows the link mailed to it, and the
 * old address is told of the change.
 */
async function saveProfile(
  app: FastifyInstance,
  request: FastifyRequest,
  account: Account,
  value: ProfileAnswers,
  files: MultipartForm['files'],
) {
  const countryId = value.country_id ?? account.countryId;
  const cityId = value.city_id ?? account.cityId;
  await checkPlace(app, request, countryId, cityId);
  const email = normalizedEmail(value.email);
  const emailHolder = email !== account.email ? await accountByEmail(app.db, account.kind, email) : undefined;
  const nationalIdHolder =
    value.national_id !== account.nationalId ? await accountByNationalId(app.db, value.national_id) : undefined;
  const emailChanges = email !== account.email && !emailHolder;
  const phone = value.phone ? splitPhone(value.phone) : undefined;
  const photo = value.personal_image?.[0] ? files.get(value.personal_image[0]) : undefined;

  await storeUploads(app.config.uploadsDir, photo ? [photo] : [], ([photoFile], keep) =>
    app.db.transaction(async (db) => {
      await db
        .update(users)
        .set({
          name: value.name,
          birthDate: value.birth_date,
          countryId,
          cityId,
          ...(value.gender !== undefined && { gender: value.gender }),
          ...(value.is_reserve_resident !== undefined && { isReserveResident: value.is_reserve_resident }),
          ...(phone && { countryCode: phone.country_code, phoneNumber: phone.phone_number }),
          ...(!nationalIdHolder && { nationalId: value.national_id }),
          ...(emailChanges && { email, emailVerifiedAt: null }),
          ...(photoFile && { photoStoredName: photoFile.storedName, photoType: photoFile.mimeType }),
        })
        .where(eq(users.id, account.id));
      const portal = app.config.publicUrl;
      const contactLink = `${portal}/contact-us`;
      if (emailChanges) {
        await queueVerificationMail(app, db, { ...account, email }, account.language);
        await app.mail.enqueue(db, {
          to: account.email,
          locale: account.language,
          template: 'email-changed',
          params: { name: value.name, newEmail: email, resetLink: `${portal}/forget-password`, contactLink },
        });
      }
      if (emailHolder) {
        await app.mail.enqueue(db, {
          to: emailHolder.email,
          locale: emailHolder.language,
          template: 'email-change-attempt',
          params: { name: emailHolder.name, contactLink },
        });
      }
      if (nationalIdHolder) {
        await app.mail.enqueue(db, {
          to: nationalIdHolder.email,
          locale: nationalIdHolder.language,
          template: 'identity-number-attempt',
          params: { name: nationalIdHolder.name, number: 'national_id', contactLink },
        });
      }
      await keep();
    }),
  );
  app.mail.kick();
  // The replaced photo is no longer anybody's: remove it once the new one is recorded.
  if (photo && account.photoStoredName)
    await fs.rm(path.join(app.config.uploadsDir, account.photoStoredName), { force: true });
}

/** Saves the account settings: how the member is contacted, and the language of the portal and of their e-mails. */
export async function saveSettings(db: Database, accountId: number, settings: SettingsAnswers): Promise<void> {
  const { contact_method: contactMethod, language } = settings;
  await db.update(users).set({ contactMethod, language }).where(eq(users.id, accountId));
}

/** Applies the profile form of the signed-in account (see saveProfile). */
export async function updateProfile(
  app: FastifyInstance,
  request: FastifyRequest,
  value: ProfileAnswers,
  files: MultipartForm['files'],
): Promise<void> {
  const account = request.account!;
  try {
    await saveProfile(app, request, account, value, files);
  } catch (error) {
    // Another request took the address or number between the check and the update: as if it had come first.
    if (!violatedUniqueConstraint(error)) throw error;
    await saveProfile(app, request, account, value, files);
  }
}
