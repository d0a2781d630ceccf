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
import type { StoredQuestion } from './questions';

/** A job the authority offers (docs/requirements.md §P3); its HTML bodies are sanitised when stored. */
export const jobOpportunities = pgTable(
  'job_opportunities',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    titleAr: text('title_ar').notNull(),
    titleEn: text('title_en').notNull(),
    descriptionAr: text('description_ar').notNull(),
    descriptionEn: text('description_en').notNull(),
    requirementsAr: text('requirements_ar'),
    requirementsEn: text('requirements_en'),
    responsibilitiesAr: text('responsibilities_ar'),
    responsibilitiesEn: text('responsibilities_en'),
    questions: jsonb('questions').$type<StoredQuestion[]>().notNull(),
    /** A closed job is still shown but takes no application; so is one past `closes_at`. */
    isOpen: boolean('is_open').notNull().default(true),
    closesAt: timestamp('closes_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('job_opportunities_created_idx').on(table.createdAt)],
);

/** One account's application to one job: the unique index keeps a double click or a burst to one. */
export const jobApplications = pgTable(
  'job_applications',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobOpportunities.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The validated answers by question id (a file question's as its files' stored names). */
    answers: jsonb('answers').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('job_applications_job_user_idx').on(table.jobId, table.userId),
    index('job_applications_user_created_idx').on(table.userId, table.createdAt),
  ],
);

/** A file given as the answer to a file question, under a random name in DATA_DIR/uploads. */
export const jobApplicationFiles = pgTable(
  'job_application_files',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => jobApplications.id, { onDelete: 'cascade' }),
    questionId: integer('question_id').notNull(),
    /** The citizen's file name, cleaned for display only; never used as a path. */
    originalName: text('original_name').notNull(),
    storedName: text('stored_name').notNull().unique(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
  },
  (table) => [index('job_application_files_application_idx').on(table.applicationId)],
);
