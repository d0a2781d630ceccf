import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Whether the public sees an article: a draft never; a published one from its `publish_at` on. */
export const articleStatuses = ['draft', 'published'] as const;
export type ArticleStatus = (typeof articleStatuses)[number];

export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    slug: text('slug').notNull().unique(),
    titleAr: text('title_ar').notNull(),
    titleEn: text('title_en').notNull(),
    subtitleAr: text('subtitle_ar').notNull().default(''),
    subtitleEn: text('subtitle_en').notNull().default(''),
    /** Sanitised HTML, stored as the editor wrote it. */
    descriptionAr: text('description_ar').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    /** A path on this site: the portal's own (/demo/…) or an editor's upload (/images/…). */
    imagePath: text('image_path'),
    /** What the image shows, for those who cannot see it; an editor's image has both. */
    imageAltAr: text('image_alt_ar').notNull().default(''),
    imageAltEn: text('image_alt_en').notNull().default(''),
    likesCount: integer('likes_count').notNull().default(0),
    status: text('status', { enum: articleStatuses }).notNull().default('published'),
    /** When a published article is shown from: one in the future is scheduled. */
    publishAt: timestamp('publish_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('articles_public_idx').on(table.status, table.publishAt),
    check('articles_status_check', sql`${table.status} in ('draft', 'published')`),
  ],
);
