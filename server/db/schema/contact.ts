import { boolean, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const reserveAreas = pgTable('reserve_areas', {
  id: serial('id').primaryKey(),
  nameAr: text('name_ar').notNull(),
  nameEn: text('name_en').notNull(),
});

export const contactMessages = pgTable('contact_messages', {
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
});

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
