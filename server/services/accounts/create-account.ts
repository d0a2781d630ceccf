import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { splitPhone } from '../../../schemas/validation/phone-parts';
import type { Database } from '../../db/client';
import { companyDocuments, companyProfiles, users, type AccountKind } from '../../db/schema';
import type { Locale } from '../../i18n/messages';
import type { UploadedFile } from '../../lib/multipart-form';
import { newSecret } from './secrets';
import { SECRET_LIFETIME_MS } from './one-time-secrets';
import { verificationLinkUrl } from './verification-links';
import { storeUploads } from '../storage';
import { queueSecretMail } from './secret-mail';

/** What every account has, as the registration forms guarantee it. */
export interface NewAccount {
  kind: AccountKind;
  name: string;
  email: string;
  phone: string;
  passwordHash: string;
  locale: Locale;
  individual?: { nationalId: string; birthDate: string; gender: number; countryId: number; cityId: number };
  company?: {
    businessActivity: string;
    targetArea: string;
    commercialRegistrationNumber: string;
    companyDescription: string;
    contactEmail: string;
    contactPhone: string;
  };
  /** A company's registration documents. */
  documents?: { kind: (typeof companyDocuments.$inferInsert)['kind']; file: UploadedFile }[];
}

/** Addresses are compared without letter case: one mailbox, one account of each kind. */
export const normalizedEmail = (email: string) => email.trim().toLowerCase();

export async function accountByEmail(db: Database, kind: AccountKind, email: string) {
  const [account] = await db
    .select()
    .from(users)
    .where(and(eq(users.kind, kind), eq(users.email, normalizedEmail(email))))
    .limit(1);
  return account;
}

/** The account holding a national id, of whichever kind. */
export async function accountByNationalId(db: Database, nationalId: string) {
  const [account] = await db.select().from(users).where(eq(users.nationalId, nationalId)).limit(1);
  return account;
}

export async function accountById(db: Database, id: number) {
  const [account] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return account;
}

/** Queues the verification e-mail of an account, in the caller's transaction. */
export async function queueVerificationMail(
  app: FastifyInstance,
  db: Database,
  account: { id: number; uuid: string; name: string; email: string },
  locale: Locale,
): Promise<void> {
  const token = newSecret();
  const expiresAt = new Date(Date.now() + SECRET_LIFETIME_MS.email_verification);
  const link = verificationLinkUrl(app.config.publicUrl, app.appSecret, account.uuid, token, expiresAt);
  await queueSecretMail(
    app,
    db,
    account.id,
    { purpose: 'email_verification', value: token },
    {
      to: account.email,
      locale,
      template: 'email-verification',
      params: { name: account.name, link },
    },
  );
}

/**
 * Stores the account with its profile, its documents and its verification e-mail in one
 * transaction: a failure leaves no row, no file and no mail behind.
 */
export async function createAccount(app: FastifyInstance, input: NewAccount): Promise<void> {
  const phone = splitPhone(input.phone);
  if (!phone) throw new Error('The schema let through a phone number libphonenumber cannot read');
  const documents = input.documents ?? [];
  await storeUploads(
    app.config.uploadsDir,
    documents.map(({ file }) => file),
    (files, keep) =>
      app.db.transaction(async (db) => {
        const [account] = await db
          .insert(users)
          .values({
            kind: input.kind,
            name: input.name,
            email: normalizedEmail(input.email),
            passwordHash: input.passwordHash,
            countryCode: phone.country_code,
            phoneNumber: phone.phone_number,
            language: input.locale,
            termsAcceptedAt: input.kind === 'individual' ? new Date() : null,
            ...(input.individual && {
              nationalId: input.individual.nationalId,
              birthDate: input.individual.birthDate,
              gender: input.individual.gender,
              countryId: input.individual.countryId,
              cityId: input.individual.cityId,
            }),
          })
          .returning({ id: users.id, uuid: users.uuid, name: users.name, email: users.email });
        if (!account) throw new Error('The account was not inserted');
        if (input.company) await db.insert(companyProfiles).values({ userId: account.id, ...input.company });
        if (documents.length > 0) {
          await db
            .insert(companyDocuments)
            .values(documents.map(({ kind }, index) => ({ userId: account.id, kind, ...files[index]! })));
        }
        await queueVerificationMail(app, db, account, input.locale);
        await keep();
      }),
  );
  app.mail.kick();
}
