import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './accounts';

/** A frequently asked question; the answer is sanitised HTML. */
export const faqs = pgTable('faqs', {
  id: serial('id').primaryKey(),
  questionAr: text('question_ar').notNull(),
  questionEn: text('question_en').notNull(),
  answerAr: text('answer_ar').notNull(),
  answerEn: text('answer_en').notNull(),
  /** Lower first; ties by id. */
  position: integer('position').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One like of one thing (today: an article) by one account or one guest browser. The unique indexes
 * are what keep a double click or a burst from counting twice.
 */
export const likes = pgTable(
  'likes',
  {
    id: serial('id').primaryKey(),
    likeableType: text('likeable_type').notNull(),
    likeableId: integer('likeable_id').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestUuid: uuid('guest_uuid'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('likes_user_idx')
      .on(table.likeableType, table.likeableId, table.userId)
      .where(sql`${table.userId} is not null`),
    uniqueIndex('likes_guest_idx')
      .on(table.likeableType, table.likeableId, table.guestUuid)
      .where(sql`${table.guestUuid} is not null`),
    check('likes_one_liker', sql`(${table.userId} is null) <> (${table.guestUuid} is null)`),
  ],
);

/** A study or report the authority publishes; citizens have its file e-mailed to them. */
export const studiesReports = pgTable(
  'studies_reports',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    titleAr: text('title_ar').notNull(),
    titleEn: text('title_en').notNull(),
    /** The file: a site path under IMAGES_DIR (/demo/reports/x.pdf), or an upload's `reports:<name>` in DATA_DIR/reports. */
    filePath: text('file_path').notNull(),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('studies_reports_created_idx').on(table.createdAt)],
);
