import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

/** Appearance entities of docs/requirements.md §P3: everything the shell and home page draw from the server. */

export const topBarItems = pgTable('top_bar_items', {
  id: serial('id').primaryKey(),
  titleAr: text('title_ar').notNull(),
  titleEn: text('title_en').notNull(),
  position: integer('position').notNull().default(0),
});

export const footerLinks = pgTable('footer_links', {
  id: serial('id').primaryKey(),
  /** Footer columns are grouped by this Arabic name; null renders as 'غير محدد'. */
  groupNameAr: text('group_name_ar'),
  /** The group's name on the English page (ours, beside docs/requirements.md §P3); null shows the Arabic one. */
  groupNameEn: text('group_name_en'),
  labelAr: text('label_ar').notNull(),
  labelEn: text('label_en').notNull(),
  url: text('url').notNull(),
  position: integer('position').notNull().default(0),
});

export const pageHeaders = pgTable('page_headers', {
  /** One of the 16 page keys of docs/requirements.md §P3 (job_opportunities, articles, …), or a permit's (its service.json). */
  page: text('page').primaryKey(),
  imagePath: text('image_path').notNull(),
});

export const quickLinks = pgTable('quick_links', {
  id: serial('id').primaryKey(),
  url: text('url').notNull(),
  imagePath: text('image_path').notNull(),
  titleAr: text('title_ar').notNull(),
  titleEn: text('title_en').notNull(),
  position: integer('position').notNull().default(0),
});

/** The places of the home page (Rawdat Al-Tanhat, Wadi Al-Shawki, …). */
export const regionPlaces = pgTable('region_places', {
  id: serial('id').primaryKey(),
  largeImagePath: text('large_image_path').notNull(),
  smallImagePath: text('small_image_path').notNull(),
  titleAr: text('title_ar').notNull(),
  titleEn: text('title_en').notNull(),
  descriptionAr: text('description_ar').notNull(),
  descriptionEn: text('description_en').notNull(),
  position: integer('position').notNull().default(0),
});

/** our_partners and achievements: both are an image with a link. */
export const showcaseLinks = pgTable('showcase_links', {
  id: serial('id').primaryKey(),
  kind: text('kind', { enum: ['partner', 'achievement'] }).notNull(),
  url: text('url').notNull(),
  imagePath: text('image_path').notNull(),
  position: integer('position').notNull().default(0),
});
