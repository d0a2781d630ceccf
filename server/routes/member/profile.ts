import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUserSchema } from '../../../schemas/api/accounts';
import { actionAnswerOf } from '../../../schemas/api/envelopes';
import type { FileDescriptor } from '../../../schemas/validation/file-descriptor';
import { splitPhone } from '../../../schemas/validation/phone-parts';
import type { Database } from '../../db/client';
import { formDefinition } from '../../../schemas/registry';
import { users } from '../../db/schema';
import { fieldRefused, readSubmission, type AcceptedSubmission } from '../../lib/form-submission';
import { PHONE_IN_PARTS } from '../../lib/form-wire';
import { answers, FORM_REFUSALS, operation, SIGNED_IN } from '../../lib/route-answers';
import { violatedUniqueConstraint } from '../../lib/unique-violation';
import type { Account } from '../../services/accounts/access-tokens';
import { storeUploads } from '../../services/storage';
import { presentCurrentUser } from '../../services/accounts/current-user';
import { accountByEmail, normalizedEmail, queueVerificationMail } from '../../services/accounts/create-account';
import { cityIsInCountry } from '../../services/content/places';

interface SettingsAnswers {
  contact_method: 'email' | 'mobile';
  language: 'ar' | 'en';
}

interface ProfileAnswers {
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

async function holderOfNationalId(db: Database, nationalId: string) {
  const [holder] = await db.select().from(users).where(eq(users.nationalId, nationalId)).limit(1);
  return holder;
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
  submission: AcceptedSubmission<unknown>,
) {
  const countryId = value.country_id ?? account.countryId;
  const cityId = value.city_id ?? account.cityId;
  await checkPlace(app, request, countryId, cityId);
  const email = normalizedEmail(value.email);
  const emailHolder = email !== account.email ? await accountByEmail(app.db, account.kind, email) : undefined;
  const nationalIdHolder =
    value.national_id !== account.nationalId ? await holderOfNationalId(app.db, value.national_id) : undefined;
  const emailChanges = email !== account.email && !emailHolder;
  const phone = value.phone ? splitPhone(value.phone) : undefined;
  const photo = value.personal_image?.[0] ? submission.files.get(value.personal_image[0]) : undefined;

  await storeUploads(app.config.uploadsDir, photo ? [photo] : [], ([photoFile], keep) =>
    app.db.transaction(async (tx) => {
      const db = tx as unknown as Database;
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

/** POST /profile: either the account settings (contact_method, language) or the profile itself, as docs/requirements.md §M7 sends them. */
export async function profileRoutes(app: FastifyInstance) {
  const forms = ['account-settings', 'profile-edit'] as const;
  app.post(
    '/profile',
    {
      schema: {
        ...operation(
          'updateProfile',
          'member',
          "The settings (contact method, and the language of the portal and of the account's e-mails), or the profile with its photo. " +
            'An address or national id another account holds is not taken, with the same answer; its holder is told by e-mail.',
        ),
        security: SIGNED_IN,
        response: answers({ 200: actionAnswerOf(currentUserSchema) }, 401, 403, ...FORM_REFUSALS),
      },
      // A company's profile is its registration's: its numbers and documents are not edited here.
      config: {
        access: { 'account-settings': 'signed-in', 'profile-edit': 'individual' },
        form: forms,
        formWires: [PHONE_IN_PARTS],
        rateLimit: { max: 30, timeWindow: '15 minutes' },
      },
    },
    async (request) => {
      const account = request.account!;
      const submission = await readSubmission<SettingsAnswers | ProfileAnswers>(request, forms);
      let { success } = submission.messages;
      if (submission.formId === 'account-settings') {
        const { contact_method: contactMethod, language } = submission.value as SettingsAnswers;
        await app.db.update(users).set({ contactMethod, language }).where(eq(users.id, account.id));
        // The portal switches to the chosen language as it shows this message: say it in that language.
        success = formDefinition('account-settings').messages[language].success;
      } else {
        try {
          await saveProfile(app, request, account, submission.value as ProfileAnswers, submission);
        } catch (error) {
          // Another request took the address or number between the check and the update: as if it had come first.
          if (!violatedUniqueConstraint(error)) throw error;
          await saveProfile(app, request, account, submission.value as ProfileAnswers, submission);
        }
      }
      const [saved] = await app.db.select().from(users).where(eq(users.id, account.id));
      request.log.info({ event: 'profile-updated', userId: account.id, form: submission.formId }, 'profile updated');
      return { data: await presentCurrentUser(app.db, saved!), message: success };
    },
  );
}
