import { and, eq, inArray, or } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { slugRedirects, type SluggedContent } from '../../db/schema';

/**
 * The condition that finds the item of `type` at `slug`: its current one, or one it had before an editor
 * changed it (the public read then answers it under its current slug, and the page moves there).
 */
export function atSlug(db: Database, type: SluggedContent, columns: { id: PgColumn; slug: PgColumn }, slug: string) {
  const renamed = db
    .select({ id: slugRedirects.itemId })
    .from(slugRedirects)
    .where(and(eq(slugRedirects.contentType, type), eq(slugRedirects.oldSlug, slug)));
  return or(eq(columns.slug, slug), inArray(columns.id, renamed))!;
}
