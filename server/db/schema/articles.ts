import { integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const articles = pgTable('articles', {
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
  imagePath: text('image_path'),
  likesCount: integer('likes_count').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
