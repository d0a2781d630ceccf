import { asc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { editableContent, type EditableContentName } from '../../../schemas/api/content-editing';
import type { Database, Transaction } from '../../db/client';
import { paginate } from '../../lib/pagination';
import type { SluggedContent } from '../../db/schema';
import { claimSlug, forgetSlugs } from './slugs';
import {
  serialIdOf,
  type SerialTable,
  type ChangeableContentType,
  type ContentType,
  type ContentValues,
} from './content-type';

/**
 * What a content type kept in one table of serial ids says of itself; list, read, create, update and
 * remove follow from it (serialContent).
 */
export interface SerialContent<Table extends SerialTable> {
  name: EditableContentName;
  table: Table;
  /** The columns of its title in each language, as the editors' list shows it. */
  titles: { ar: PgColumn; en: PgColumn };
  /** The editors' list's order, the public pages' own; id order by default. */
  order?: SQL[];
  htmlFields?: readonly string[];
  uploads?: ContentType['uploads'];
  publicTags: readonly string[];
  documented: ContentType['documented'];
  /** The form's values of a stored row: an empty optional column is left out, as the form sends it. */
  valuesOf(row: Table['$inferSelect']): ContentValues;
  /**
   * The row's columns of the form's values (which its schema let through), for a new item (id undefined) or
   * an edit; it may throw ContentFieldRefused for a value the stored content refuses.
   */
  columnsOf(
    tx: Transaction,
    values: ContentValues,
    id?: number,
  ): Promise<Table['$inferInsert']> | Table['$inferInsert'];
  inUse?(tx: Transaction, id: number): Promise<boolean>;
  inUseRefusal?: ContentType['inUseRefusal'];
  /** For items addressed by the form's `slug` (/events/<slug>): its column, claimed on each save (slugs.ts). */
  slug?: { type: SluggedContent; column: PgColumn };
}

/** The content type of a table of serial ids: the editing every such type shares, declared once. */
export function serialContent<Table extends SerialTable>(content: SerialContent<Table>): ChangeableContentType {
  // Drizzle's builders do not narrow a generic table: each row is the declaration's own (valuesOf, columnsOf).
  const table = content.table as SerialTable;
  const { inUse } = content;
  const slugged = content.slug && { type: content.slug.type, table, slug: content.slug.column };
  const claim = (tx: Transaction, values: ContentValues, id?: number) =>
    slugged ? claimSlug(tx, slugged, String(values.slug), id) : undefined;
  return {
    name: content.name,
    form: editableContent[content.name].form,
    htmlFields: content.htmlFields ?? [],
    ...(content.uploads && { uploads: content.uploads }),
    publicTags: content.publicTags,
    documented: content.documented,
    inUseRefusal: content.inUseRefusal,
    list: (db, window) =>
      paginate(window, {
        count: () => db.$count(table),
        rows: async (limit, offset) =>
          (
            await db
              .select({ id: table.id, title_ar: content.titles.ar, title_en: content.titles.en })
              .from(table)
              .orderBy(...(content.order ?? [asc(table.id)]))
              .limit(limit)
              .offset(offset)
          ).map((row) => ({ id: String(row.id), title_ar: String(row.title_ar), title_en: String(row.title_en) })),
      }),
    async read(db: Database | Transaction, id) {
      const key = serialIdOf(id);
      if (key === undefined) return undefined;
      const [row] = await db.select().from(table).where(eq(table.id, key));
      return row && content.valuesOf(row as Table['$inferSelect']);
    },
    async create(tx, values) {
      await claim(tx, values);
      const columns = await content.columnsOf(tx, values);
      const [row] = await tx.insert(table).values(columns).returning({ id: table.id });
      return String(row!.id);
    },
    async update(tx, id, values) {
      const key = serialIdOf(id)!;
      await claim(tx, values, key);
      const columns = await content.columnsOf(tx, values, key);
      await tx.update(table).set(columns).where(eq(table.id, key));
    },
    ...(inUse && { inUse: (tx: Transaction, id: string) => inUse(tx, serialIdOf(id)!) }),
    async remove(tx, id) {
      if (slugged) await forgetSlugs(tx, slugged.type, serialIdOf(id)!);
      await tx.delete(table).where(eq(table.id, serialIdOf(id)!));
    },
  };
}
