import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { searchText } from './search-text';

export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  /** ISO 3166-1 alpha-2, the phone widget's country. */
  iso2: text('iso2').notNull().unique(),
  nameAr: text('name_ar').notNull(),
  nameEn: text('name_en').notNull(),
});

export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
  },
  (table) => [index('cities_country_id_idx').on(table.countryId)],
);

/** Individuals and companies sign in on their own routes: the same address may hold one account of each kind. */
export const accountKinds = ['individual', 'company'] as const;
export type AccountKind = (typeof accountKinds)[number];

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    kind: text('kind', { enum: accountKinds }).notNull(),
    name: text('name').notNull(),
    /** Stored lower-cased, so one address is one account whatever its letter case. */
    email: text('email').notNull(),
    /** argon2id, PHC string. */
    passwordHash: text('password_hash').notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    countryCode: text('country_code').notNull(),
    phoneNumber: text('phone_number').notNull(),
    nationalId: text('national_id'),
    birthDate: date('birth_date'),
    gender: smallint('gender'),
    countryId: integer('country_id').references(() => countries.id),
    cityId: integer('city_id').references(() => cities.id),
    isResearcher: boolean('is_researcher').notNull().default(false),
    isReserveResident: boolean('is_reserve_resident').notNull().default(false),
    contactMethod: text('contact_method', { enum: ['email', 'mobile'] })
      .notNull()
      .default('email'),
    /** The language of the account's e-mails. */
    language: text('language', { enum: ['ar', 'en'] })
      .notNull()
      .default('ar'),
    /** The profile photo: a random name under DATA_DIR/uploads, served only to its owner (GET me/photo). */
    photoStoredName: text('photo_stored_name'),
    photoType: text('photo_type'),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    /** Set when the owner deleted the account: its personal data is erased, the row stays for what the authority keeps. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The name as searches compare it, stored: a match's recheck reads it instead of folding every candidate's name. */
    nameSearch: text('name_search').generatedAlwaysAs(searchText(sql`"name"`)),
  },
  (table) => [
    uniqueIndex('users_kind_email_key').on(table.kind, table.email),
    uniqueIndex('users_national_id_key')
      .on(table.nationalId)
      .where(sql`${table.nationalId} IS NOT NULL`),
    // The review queue's search by applicant name: "contains", Arabic-aware (pg_trgm, migrations 0010 and 0015).
    index('users_name_search_idx').using('gin', sql`${table.nameSearch} gin_trgm_ops`),
  ],
);

export const companyProfiles = pgTable('company_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  businessActivity: text('business_activity').notNull(),
  targetArea: text('target_area').notNull(),
  commercialRegistrationNumber: text('commercial_registration_number').notNull().unique(),
  companyDescription: text('company_description').notNull(),
  contactEmail: text('contact_email').notNull(),
  contactPhone: text('contact_phone').notNull(),
});

export const companyDocumentKinds = [
  'technical_proposal',
  'work_experience',
  'environmental_compliance_permit',
  'execution_plan',
  'supporting_documents',
] as const;

export const companyDocuments = pgTable('company_documents', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: companyDocumentKinds }).notNull(),
  originalName: text('original_name').notNull(),
  /** Random name under DATA_DIR/uploads. */
  storedName: text('stored_name').notNull().unique(),
  mimeType: text('mime_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  sha256: text('sha256').notNull(),
});

/**
 * Secrets handed to a user once (login tokens, reset, verification and one-time codes): only their
 * SHA-256 is stored, so a copy of the database signs nobody in.
 */
const secretColumns = () => ({
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretHash: text('secret_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const accessTokens = pgTable(
  'access_tokens',
  { ...secretColumns(), revokedAt: timestamp('revoked_at', { withTimezone: true }) },
  (table) => [
    uniqueIndex('access_tokens_secret_hash_key').on(table.secretHash),
    index('access_tokens_user_id_idx').on(table.userId),
  ],
);

export const oneTimeSecretPurposes = ['email_verification', 'password_reset', 'otp_login'] as const;
export type OneTimeSecretPurpose = (typeof oneTimeSecretPurposes)[number];

/** Verification links, reset links and sign-in codes: each used once, before it expires, within its attempts. */
export const oneTimeSecrets = pgTable(
  'one_time_secrets',
  {
    ...secretColumns(),
    purpose: text('purpose', { enum: oneTimeSecretPurposes }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** When a newer secret of the same purpose voided it (usedAt is then set too): its link is refused as replaced, not as used. */
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
    /** Guesses claimed so far at a sign-in code; each is claimed before it is compared, the right one included. */
    failedAttempts: integer('failed_attempts').notNull().default(0),
  },
  (table) => [index('one_time_secrets_user_purpose_idx').on(table.userId, table.purpose)],
);

/** A file sent with a mail: read from disk when the mail is sent, so the outbox keeps only where it is. */
export interface MailAttachment {
  /** The name the recipient sees. */
  filename: string;
  /** Absolute path on the server's disk. */
  path: string;
  contentType: string;
}

/** Mail waits here, written in the same transaction as what caused it, until the transport took it. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    locale: text('locale', { enum: ['ar', 'en'] }).notNull(),
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** Not retried before this time (backs off after a failure). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('mail_outbox_pending_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.sentAt} IS NULL`),
  ],
);
