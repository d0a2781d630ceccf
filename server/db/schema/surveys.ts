import {
  boolean,
  check,
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
import { sql } from 'drizzle-orm';
import { users } from './accounts';
import type { StoredQuestion } from './questions';

/** A survey of the authority (docs/requirements.md §P3); a non-public one is for signed-in citizens only. */
export const surveys = pgTable(
  'surveys',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    titleAr: text('title_ar').notNull(),
    titleEn: text('title_en').notNull(),
    /** Plain text, not HTML. */
    descriptionAr: text('description_ar').notNull(),
    descriptionEn: text('description_en').notNull(),
    /** A site path under IMAGES_DIR (/demo/…). */
    imagePath: text('image_path'),
    displayInPublic: boolean('display_in_public').notNull().default(true),
    questions: jsonb('questions').$type<StoredQuestion[]>().notNull(),
    /** A closed survey is still shown but takes no answers. */
    isOpen: boolean('is_open').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('surveys_created_idx').on(table.createdAt)],
);

/**
 * One answer to a survey by one account or one guest browser. The unique indexes keep a double click
 * or a burst from answering twice.
 */
export const surveyAnswers = pgTable(
  'survey_answers',
  {
    id: serial('id').primaryKey(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestUuid: uuid('guest_uuid'),
    /** The validated answers by question id (files as their stored names). */
    answers: jsonb('answers').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('survey_answers_user_idx')
      .on(table.surveyId, table.userId)
      .where(sql`${table.userId} is not null`),
    uniqueIndex('survey_answers_guest_idx')
      .on(table.surveyId, table.guestUuid)
      .where(sql`${table.guestUuid} is not null`),
    check('survey_answers_one_respondent', sql`(${table.userId} is null) <> (${table.guestUuid} is null)`),
  ],
);

/** A file given as the answer to a file question, under a random name in DATA_DIR/uploads. */
export const surveyAnswerFiles = pgTable('survey_answer_files', {
  id: serial('id').primaryKey(),
  answerId: integer('answer_id')
    .notNull()
    .references(() => surveyAnswers.id, { onDelete: 'cascade' }),
  questionId: integer('question_id').notNull(),
  /** The citizen's file name, cleaned for display only; never used as a path. */
  originalName: text('original_name').notNull(),
  storedName: text('stored_name').notNull().unique(),
  mimeType: text('mime_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  sha256: text('sha256').notNull(),
});
