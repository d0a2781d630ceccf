import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { PermitType } from '../../../schemas/api/member';
import { staffRoles } from '../../../schemas/api/staff';

export { staffRoles, type StaffRole } from '../../../schemas/api/staff';

/** The authority's staff: accounts apart from citizens', signed in at /admin with a password and a TOTP code. */
export const staffMembers = pgTable('staff_members', {
  id: serial('id').primaryKey(),
  uuid: uuid('uuid').notNull().unique().defaultRandom(),
  /** Stored lower-cased. */
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  /** argon2id, PHC string; null until the member follows their set-password link. */
  passwordHash: text('password_hash'),
  /** The language of their e-mails and, until they choose, of /admin. */
  language: text('language', { enum: ['ar', 'en'] })
    .notNull()
    .default('ar'),
  /** The RFC 6238 secret, base32; set at enrolment, trusted once a first code confirmed it. */
  totpSecret: text('totp_secret'),
  totpConfirmedAt: timestamp('totp_confirmed_at', { withTimezone: true }),
  /** The time step of the last TOTP code accepted: a code is taken only for a later step, so never twice. */
  totpLastStep: integer('totp_last_step'),
  /** An admin disabled the member: no sign-in, every session ended; the row stays for the history it signed. */
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A role a member holds: a reviewer decides the permit requests of the types listed. */
export const staffMemberRoles = pgTable(
  'staff_member_roles',
  {
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    role: text('role', { enum: staffRoles }).notNull(),
    permitTypes: text('permit_types')
      .array()
      .$type<PermitType[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.staffId, table.role] })],
);

const staffSecretColumns = () => ({
  id: serial('id').primaryKey(),
  staffId: integer('staff_id')
    .notNull()
    .references(() => staffMembers.id, { onDelete: 'cascade' }),
  /** SHA-256 of the secret handed out once: a copy of the database signs nobody in. */
  secretHash: text('secret_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A signed-in staff session: it ends after 12 hours without a request, or when revoked. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    ...staffSecretColumns(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('staff_sessions_secret_hash_key').on(table.secretHash),
    index('staff_sessions_staff_idx').on(table.staffId),
  ],
);

export const staffSecretPurposes = ['set_password', 'sign_in_challenge', 'recovery_code'] as const;
export type StaffSecretPurpose = (typeof staffSecretPurposes)[number];

/**
 * Secrets a member uses once: the set-password link, the challenge between the password and the TOTP
 * step of a sign-in, and the recovery codes (each one a row).
 */
export const staffSecrets = pgTable(
  'staff_secrets',
  {
    ...staffSecretColumns(),
    purpose: text('purpose', { enum: staffSecretPurposes }).notNull(),
    /** Null for recovery codes, which last until used or replaced. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Wrong codes tried against a sign-in challenge; it dies at the attempt limit. */
    failedAttempts: integer('failed_attempts').notNull().default(0),
  },
  (table) => [
    uniqueIndex('staff_secrets_secret_hash_key').on(table.secretHash),
    index('staff_secrets_staff_purpose_idx').on(table.staffId, table.purpose),
  ],
);
