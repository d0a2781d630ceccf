import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { permitStatuses, permitTypes } from '../../../schemas/api/member';
import { permitSettingKeys } from '../../../schemas/api/permits';
import { users } from './accounts';
import { formVersions } from './forms';
import { staffMembers } from './staff';
import { referenceYear } from './reference-year';

/** Which permit services are open, and what the services page says of each (docs/requirements.md §M3). */
export const permitSettings = pgTable('permit_settings', {
  key: text('key', { enum: permitSettingKeys }).primaryKey(),
  enabled: boolean('enabled').notNull(),
  descriptionAr: text('description_ar').notNull(),
  descriptionEn: text('description_en').notNull(),
});

export const permitRegions = pgTable('permit_regions', {
  id: serial('id').primaryKey(),
  nameAr: text('name_ar').notNull(),
  nameEn: text('name_en').notNull(),
});

/** A site of a region that a specific-area (or, if open to it, work) permit may name. */
export const permitAreas = pgTable(
  'permit_areas',
  {
    id: serial('id').primaryKey(),
    regionId: integer('region_id')
      .notNull()
      .references(() => permitRegions.id),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    openToWorkPermits: boolean('open_to_work_permits').notNull().default(false),
    /** Closed to visits on these days inclusive (a breeding season, restoration), if set. */
    closedFrom: date('closed_from'),
    closedUntil: date('closed_until'),
  },
  (table) => [index('permit_areas_region_idx').on(table.regionId)],
);

export const apiaryLocations = pgTable('apiary_locations', {
  id: serial('id').primaryKey(),
  nameAr: text('name_ar').notNull(),
  nameEn: text('name_en').notNull(),
  /** Absolute site path of its picture. */
  imagePath: text('image_path').notNull(),
});

export const apiaries = pgTable(
  'apiaries',
  {
    id: serial('id').primaryKey(),
    locationId: integer('location_id')
      .notNull()
      .references(() => apiaryLocations.id),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    /** Held by the authority outside this portal; a permit request also holds one while it is not rejected. */
    reservedByAuthority: boolean('reserved_by_authority').notNull().default(false),
  },
  (table) => [index('apiaries_location_idx').on(table.locationId)],
);

/** A free camping site, open in a season of months (start > end wraps over the new year) outside its closure. */
export const campingLocations = pgTable('camping_locations', {
  id: serial('id').primaryKey(),
  nameAr: text('name_ar').notNull(),
  nameEn: text('name_en').notNull(),
  seasonStartMonth: smallint('season_start_month').notNull(),
  seasonEndMonth: smallint('season_end_month').notNull(),
  /** Closed on these days inclusive even in season (restoration, an event), if set. */
  closedFrom: date('closed_from'),
  closedUntil: date('closed_until'),
});

/** A citizen's permit request: the answers as validated, under the form version they were validated by. */
export const permits = pgTable(
  'permits',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    // Kept when the account is erased (its row is emptied, not deleted): the authority's record of a decision.
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    type: text('type', { enum: permitTypes }).notNull(),
    /** SA-2026-000123: unique, numbered per type and year without gaps. */
    reference: text('reference').notNull().unique(),
    status: text('status', { enum: permitStatuses }).notNull().default('pending'),
    formVersion: text('form_version').notNull(),
    /** The form's version the latest answers were given in; null for a request made before form versions were kept (today's form). */
    formVersionId: integer('form_version_id').references(() => formVersions.id),
    request: jsonb('request').notNull(),
    /** The apiary a beekeeping request holds: at most one live request (not rejected, cancelled or expired) per apiary. */
    apiaryId: integer('apiary_id').references(() => apiaries.id),
    pdfStoredName: text('pdf_stored_name'),
    /** The permit document's signed proof (a compact JWS, the QR code's token) and its printed check code. */
    proofToken: text('proof_token'),
    checkCode: text('check_code'),
    /** The lifecycle's context (machines/permit-lifecycle.machine.ts), kept beside the state it goes with. */
    assigneeId: integer('assignee_id').references(() => staffMembers.id),
    version: integer('version').notNull().default(1),
    /** The permit's first and last days, copied from the answers; null for a permit without dates. */
    firstDay: date('first_day'),
    lastDay: date('last_day'),
    unlockedFields: text('unlocked_fields')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    resubmitBy: date('resubmit_by'),
    /** The region and area the request names, if any: queue filters. */
    regionId: integer('region_id').references(() => permitRegions.id),
    areaId: integer('area_id').references(() => permitAreas.id),
    /** The last working day of its service level, counted from the latest submission. */
    dueOn: date('due_on'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the request last changed state or version. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('permits_user_created_idx').on(table.userId, table.createdAt),
    uniqueIndex('permits_apiary_held_idx')
      .on(table.apiaryId)
      .where(sql`${table.apiaryId} is not null and ${table.status} not in ('rejected', 'cancelled', 'expired')`),
    // The queue: oldest first within a status, by type, by assignee, by deadline.
    index('permits_status_created_idx').on(table.status, table.createdAt, table.id),
    index('permits_type_status_created_idx').on(table.type, table.status, table.createdAt, table.id),
    index('permits_assignee_status_idx').on(table.assigneeId, table.status, table.createdAt),
    index('permits_due_idx').on(table.status, table.dueOn),
    // The queue unfiltered or by dates, by region, by area; and a reference typed in part (LIKE 'SA-2026%').
    index('permits_created_idx').on(table.createdAt, table.id),
    index('permits_region_created_idx').on(table.regionId, table.createdAt, table.id),
    index('permits_area_created_idx').on(table.areaId, table.createdAt, table.id),
    index('permits_reference_prefix_idx').using('btree', table.reference.op('text_pattern_ops')),
    // A reference typed with its year (SA-2026…): that year's requests of its kind, oldest first.
    index('permits_reference_year_created_idx').on(referenceYear(table.reference), table.createdAt, table.id),
    index('permits_last_day_idx')
      .on(table.lastDay)
      .where(sql`${table.status} = 'approved'`),
  ],
);

/** Each submitted version of a request: the answers a resubmission replaced, so staff see what changed. */
export const permitVersions = pgTable(
  'permit_versions',
  {
    permitId: integer('permit_id')
      .notNull()
      .references(() => permits.id, { onDelete: 'restrict' }),
    version: integer('version').notNull(),
    formVersion: text('form_version').notNull(),
    /** The form's version this version's answers were given in; null as on permits. */
    formVersionId: integer('form_version_id').references(() => formVersions.id),
    request: jsonb('request').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.permitId, table.version] })],
);

/** A permit type's service level: the working days within which a request is answered. */
export const permitServiceLevels = pgTable('permit_service_levels', {
  type: text('type', { enum: permitTypes }).primaryKey(),
  workingDays: smallint('working_days').notNull(),
});

/** Days the authority is closed besides the Friday–Saturday weekend: service levels count past them. */
export const reserveHolidays = pgTable('reserve_holidays', {
  day: date('day').primaryKey(),
  nameAr: text('name_ar').notNull(),
  nameEn: text('name_en').notNull(),
});

export const permitFiles = pgTable(
  'permit_files',
  {
    id: serial('id').primaryKey(),
    permitId: integer('permit_id')
      .notNull()
      .references(() => permits.id, { onDelete: 'cascade' }),
    /** The form field it answered (identity_card_image…). */
    field: text('field').notNull(),
    originalName: text('original_name').notNull(),
    storedName: text('stored_name').notNull().unique(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    /** The request's version it was sent with; later versions that keep the answer keep pointing at it. */
    version: integer('version').notNull().default(1),
  },
  (table) => [index('permit_files_permit_idx').on(table.permitId)],
);

/** The last reference number given per type and year; taken in the permit's own transaction, so a failure gives none away. */
export const permitReferenceCounters = pgTable(
  'permit_reference_counters',
  {
    type: text('type', { enum: permitTypes }).notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (table) => [primaryKey({ columns: [table.type, table.year] })],
);
