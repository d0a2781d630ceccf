import { boolean, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { contactMessageEventTypes, contactMessageStatuses } from '../../../schemas/api/contact-messages';
import { staffMembers } from './staff';

export { contactMessageEventTypes, contactMessageStatuses } from '../../../schemas/api/contact-messages';

export const reserveAreas = pgTable('reserve_areas', {
  id: serial('id').primaryKey(),
  nameAr: text('name_ar').notNull(),
  nameEn: text('name_en').notNull(),
});

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    type: text('type', { enum: ['complaints', 'suggestion'] }).notNull(),
    username: text('username').notNull(),
    email: text('email'),
    phone: text('phone').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    isReserveResident: boolean('is_reserve_resident').notNull().default(false),
    reserveAreaId: integer('reserve_area_id').references(() => reserveAreas.id),
    locale: text('locale', { enum: ['ar', 'en'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status', { enum: contactMessageStatuses }).notNull().default('new'),
    /** The member of staff handling it; null until someone takes it. */
    assigneeId: integer('assignee_id').references(() => staffMembers.id, { onDelete: 'restrict' }),
  },
  (table) => [index('contact_messages_status_created_idx').on(table.status, table.createdAt)],
);

export const contactAttachments = pgTable('contact_attachments', {
  id: serial('id').primaryKey(),
  messageId: integer('message_id')
    .notNull()
    .references(() => contactMessages.id, { onDelete: 'cascade' }),
  /** The citizen's file name, cleaned for display only; never used as a path. */
  originalName: text('original_name').notNull(),
  /** Random name under DATA_DIR/uploads. */
  storedName: text('stored_name').notNull().unique(),
  mimeType: text('mime_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  sha256: text('sha256').notNull(),
});

/**
 * The append-only history of a contact message: a trigger (written in this table's migration) refuses
 * UPDATE, DELETE and TRUNCATE. A note is internal; a reply's text is what the sender was e-mailed.
 */
export const contactMessageEvents = pgTable(
  'contact_message_events',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'restrict' }),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'restrict' }),
    type: text('type', { enum: contactMessageEventTypes }).notNull(),
    /** The status it moved to: on a status event, and on a reply that moved a new message on. */
    toStatus: text('to_status', { enum: contactMessageStatuses }),
    text: text('text'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('contact_message_events_message_idx').on(table.messageId, table.id)],
);
