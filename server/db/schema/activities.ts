import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { staffMembers } from './staff';

/** The four kinds of activity (docs/requirements.md §P3), each with its group on /events and its header image. */
export const activityTypeValues = ['event', 'volunteer_opportunity', 'workshop', 'environmental_tourism'] as const;
export type ActivityTypeValue = (typeof activityTypeValues)[number];

/** A file attached to an activity: a site path under IMAGES_DIR (/demo/…) and its type. */
export interface ActivityFile {
  path: string;
  mime_type: string;
}

/** An event, volunteer opportunity, workshop or eco-tour of the reserve (docs/requirements.md §P3). */
export const activities = pgTable(
  'activities',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    slug: text('slug').notNull().unique(),
    type: text('type', { enum: activityTypeValues }).notNull(),
    titleAr: text('title_ar').notNull(),
    titleEn: text('title_en').notNull(),
    /** Sanitised HTML (server/lib/sanitize-html.ts), as every stored body. */
    descriptionAr: text('description_ar').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    termsAr: text('terms_ar').notNull().default(''),
    termsEn: text('terms_en').notNull().default(''),
    locationNameAr: text('location_name_ar').notNull().default(''),
    locationNameEn: text('location_name_en').notNull().default(''),
    /** A map link (https), opened in a new tab. */
    locationUrl: text('location_url'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** The card's image; a site path under IMAGES_DIR. */
    imagePath: text('image_path'),
    /** The gallery, in order. */
    images: jsonb('images').$type<string[]>().notNull().default([]),
    files: jsonb('files').$type<ActivityFile[]>().notNull().default([]),
    /** Whether a join is approved at once rather than waiting for the authority. */
    autoApprove: boolean('auto_approve').notNull().default(false),
    /** How many registrations staff may approve; null for no limit (a join itself is never refused for it). */
    capacity: integer('capacity'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('activities_type_starts_idx').on(table.type, table.startsAt)],
);

/** A registration's state: approved at once or by staff, pending their decision, or declined by them. */
export const volunteerStatuses = ['approved', 'pending', 'declined'] as const;
export type VolunteerStatus = (typeof volunteerStatuses)[number];

/** A citizen's registration for an activity; the unique index keeps a double click or a burst to one. */
export const activityVolunteers = pgTable(
  'activity_volunteers',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    status: text('status', { enum: volunteerStatuses }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('activity_volunteers_activity_user_idx').on(table.activityId, table.userId)],
);

/** What staff decided on a registration (server/services/content/activity-registrations.ts). */
export const volunteerEventTypes = ['approved', 'declined'] as const;
export type VolunteerEventType = (typeof volunteerEventTypes)[number];

/**
 * The append-only history of staff decisions on registrations: a trigger (written in this table's migration)
 * refuses UPDATE, DELETE and TRUNCATE, as permit_events' does.
 */
export const activityVolunteerEvents = pgTable(
  'activity_volunteer_events',
  {
    id: serial('id').primaryKey(),
    // RESTRICT: a registration with a decision is kept, so its history reads true.
    volunteerId: integer('volunteer_id')
      .notNull()
      .references(() => activityVolunteers.id, { onDelete: 'restrict' }),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'restrict' }),
    type: text('type', { enum: volunteerEventTypes }).notNull(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('activity_volunteer_events_volunteer_idx').on(table.volunteerId)],
);
