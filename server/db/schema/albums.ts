import { index, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A tag of an album, in both languages; the API answers the request's. */
export interface AlbumTag {
  ar: string;
  en: string;
}

/** A photo of an album: a site path under IMAGES_DIR (/demo/…), its intrinsic size and its text alternative in both languages. */
export interface StoredAlbumFile {
  path: string;
  width: number;
  height: number;
  alt_ar: string;
  alt_en: string;
}

/** A photo album of the reserve (docs/requirements.md §P3); its photos are few and always read together, so they live in the row. */
export const albums = pgTable(
  'albums',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    slug: text('slug').notNull().unique(),
    titleAr: text('title_ar').notNull(),
    titleEn: text('title_en').notNull(),
    tags: jsonb('tags').$type<AlbumTag[]>().notNull().default([]),
    /** In display order; the first is the album's cover. */
    files: jsonb('files').$type<StoredAlbumFile[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('albums_created_idx').on(table.createdAt)],
);
