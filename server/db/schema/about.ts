import { integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';

/** A file attached to an about tab: a site path under IMAGES_DIR (/demo/…) and its type. */
export interface AboutAttachment {
  path: string;
  mime_type: string;
}

/** One tab of the about page (docs/requirements.md §P3): its body is sanitised HTML, as every stored body. */
export const aboutTabs = pgTable('about_tabs', {
  id: serial('id').primaryKey(),
  titleAr: text('title_ar').notNull(),
  titleEn: text('title_en').notNull(),
  bodyAr: text('body_ar').notNull().default(''),
  bodyEn: text('body_en').notNull().default(''),
  imagePath: text('image_path'),
  attachments: jsonb('attachments').$type<AboutAttachment[]>().notNull().default([]),
  /** Lower first; ties by id. The "tab index 2" of docs/requirements.md §P2 is the third in this order. */
  position: integer('position').notNull().default(0),
});

export const aboutStrategyKinds = ['goal', 'pillar'] as const;

/** The authority's goals and pillars: both an icon and a title, shown in their own carousels. */
export const aboutStrategyItems = pgTable('about_strategy_items', {
  id: serial('id').primaryKey(),
  kind: text('kind', { enum: aboutStrategyKinds }).notNull(),
  iconPath: text('icon_path').notNull(),
  titleAr: text('title_ar').notNull(),
  titleEn: text('title_en').notNull(),
  position: integer('position').notNull().default(0),
});

/** A figure of the reserve (its area, the year it was established…) with its picture. */
export const aboutStatistics = pgTable('about_statistics', {
  id: serial('id').primaryKey(),
  imagePath: text('image_path').notNull(),
  /** As the editor writes it ("28,000", "2018"): the same in both languages. */
  value: text('value').notNull(),
  titleAr: text('title_ar').notNull(),
  titleEn: text('title_en').notNull(),
  position: integer('position').notNull().default(0),
});

/** The authority's tasks, listed under the third tab; plain text. */
export const aboutTasks = pgTable('about_tasks', {
  id: serial('id').primaryKey(),
  bodyAr: text('body_ar').notNull(),
  bodyEn: text('body_en').notNull(),
  position: integer('position').notNull().default(0),
});
