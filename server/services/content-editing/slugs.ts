import { and, eq, ne, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Transaction } from '../../db/client';
import { slugRedirects, type SluggedContent } from '../../db/schema';
import { ContentFieldRefused, type SerialTable } from './content-type';

/** A table of items addressed by a slug an editor may change (/news/<slug>, /events/<slug>). */
export interface SluggedTable {
  type: SluggedContent;
  table: SerialTable;
  slug: PgColumn;
}

/**
 * Claims `slug` for item `id` (none for a new one) and keeps the item's old slug leading to it: refused on
 * the slug field when another item of the type holds it, as its own or as an old one, for that address leads
 * there. One of its own old slugs taken back is its address again. Slugs are claimed one save at a time, so
 * two saves cannot both take one.
 */
export async function claimSlug(
  tx: Transaction,
  { type, table, slug: column }: SluggedTable,
  slug: string,
  id?: number,
) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${type}/slugs`}, 0))`);
  const current = await tx.$count(table, and(eq(column, slug), id === undefined ? undefined : ne(table.id, id)));
  const old = await tx.$count(
    slugRedirects,
    and(
      eq(slugRedirects.contentType, type),
      eq(slugRedirects.oldSlug, slug),
      id === undefined ? undefined : ne(slugRedirects.itemId, id),
    ),
  );
  if (current + old > 0) throw new ContentFieldRefused('slug', 'taken');
  if (id === undefined) return;
  const [before] = await tx.select({ slug: column }).from(table).where(eq(table.id, id));
  if (!before || before.slug === slug) return;
  await tx.delete(slugRedirects).where(and(eq(slugRedirects.contentType, type), eq(slugRedirects.oldSlug, slug)));
  await tx.insert(slugRedirects).values({ contentType: type, oldSlug: String(before.slug), itemId: id });
}

/** Forgets a deleted item's old slugs: other items may take them. */
export async function forgetSlugs(tx: Transaction, type: SluggedContent, id: number) {
  await tx.delete(slugRedirects).where(and(eq(slugRedirects.contentType, type), eq(slugRedirects.itemId, id)));
}
