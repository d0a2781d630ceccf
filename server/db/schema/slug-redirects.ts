import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** The content whose items are addressed by a slug an editor may change: /news/<slug>, /events/<slug>, /images/<slug>. */
export const sluggedContent = ['articles', 'activities', 'albums'] as const;
export type SluggedContent = (typeof sluggedContent)[number];

/**
 * The slugs an item was known by before an editor changed it: its old addresses keep leading to it. Within a
 * type, a slug is either an item's current one or one old one, never both (content-editing/slugs.ts); an
 * item's old slugs go with it when it is deleted.
 */
export const slugRedirects = pgTable(
  'slug_redirects',
  {
    contentType: text('content_type', { enum: sluggedContent }).notNull(),
    oldSlug: text('old_slug').notNull(),
    itemId: integer('item_id').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.contentType, table.oldSlug] }),
    index('slug_redirects_item_idx').on(table.contentType, table.itemId),
  ],
);
