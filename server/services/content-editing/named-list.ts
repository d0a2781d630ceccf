import { asc, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { editableContent, type EditableContentName } from '../../../schemas/api/content-editing';
import { paginate } from '../../lib/pagination';
import { serialIdOf, type ChangeableContentType, type ContentValues } from './content-type';

/** A list of the permit and contact forms: rows of a serial id and a name in each language, nothing else. */
interface NamedList {
  name: EditableContentName;
  table: PgTable;
  columns: { id: PgColumn; ar: PgColumn; en: PgColumn };
  /** The columns' property names in the table (drizzle's keys), as an insert or update names them. */
  keys: { ar: string; en: string };
  publicTags: readonly string[];
  documented: ChangeableContentType['documented'];
  inUseRefusal: ChangeableContentType['inUseRefusal'];
}

/**
 * The content type of a named list, edited by a form of two fields, the list's title fields (editableContent),
 * shown in id order as the public lists show them; a delete is refused while the foreign keys hold an item.
 */
export function namedListContent(list: NamedList): ChangeableContentType {
  const { table, columns, keys } = list;
  const fields = editableContent[list.name].title;
  // The form's schema guarantees both fields (readSubmission).
  const rowOf = (values: ContentValues) => ({ [keys.ar]: values[fields.ar], [keys.en]: values[fields.en] });
  return {
    name: list.name,
    form: editableContent[list.name].form,
    htmlFields: [],
    publicTags: list.publicTags,
    documented: list.documented,
    inUseRefusal: list.inUseRefusal,
    list: (db, window) =>
      paginate(window, {
        count: () => db.$count(table),
        rows: async (limit, offset) =>
          (
            await db
              .select({ id: columns.id, title_ar: columns.ar, title_en: columns.en })
              .from(table)
              .orderBy(asc(columns.id))
              .limit(limit)
              .offset(offset)
          ).map((row) => ({ id: String(row.id), title_ar: String(row.title_ar), title_en: String(row.title_en) })),
      }),
    async read(db, id) {
      const key = serialIdOf(id);
      if (key === undefined) return undefined;
      const [row] = await db.select({ ar: columns.ar, en: columns.en }).from(table).where(eq(columns.id, key));
      return row && { [fields.ar]: row.ar, [fields.en]: row.en };
    },
    async create(tx, values) {
      const [row] = await tx.insert(table).values(rowOf(values)).returning({ id: columns.id });
      return String(row!.id);
    },
    async update(tx, id, values) {
      await tx
        .update(table)
        .set(rowOf(values))
        .where(eq(columns.id, serialIdOf(id)!));
    },
    async remove(tx, id) {
      await tx.delete(table).where(eq(columns.id, serialIdOf(id)!));
    },
  };
}
