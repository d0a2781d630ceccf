import { index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

export const researchCategories = pgTable('research_categories', {
  id: serial('id').primaryKey(),
  titleAr: text('title_ar').notNull(),
  titleEn: text('title_en').notNull(),
});

/** A researcher's submission; seen only by its owner, erased with the account. */
export const researches = pgTable(
  'researches',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => researchCategories.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('researches_user_created_idx').on(table.userId, table.createdAt)],
);

export const researchAttachments = pgTable(
  'research_attachments',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    researchId: integer('research_id')
      .notNull()
      .references(() => researches.id, { onDelete: 'cascade' }),
    /** The citizen's file name, cleaned for display and downloads only; never used as a path. */
    originalName: text('original_name').notNull(),
    /** Random name under DATA_DIR/uploads. */
    storedName: text('stored_name').notNull().unique(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
  },
  (table) => [index('research_attachments_research_idx').on(table.researchId)],
);
