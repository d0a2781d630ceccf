import type { PgColumn } from 'drizzle-orm/pg-core';
import { editableContent } from '../../../schemas/api/content-editing';
import type { ChangeableContentType, ContentValues, SerialTable } from './content-type';
import { serialContent, type SerialContent } from './serial-content';

/** A list of the permit and contact forms: rows of a serial id and a name in each language, nothing else. */
type NamedList<Table extends SerialTable> = Pick<
  SerialContent<Table>,
  'name' | 'table' | 'publicTags' | 'documented' | 'inUseRefusal'
> & {
  titles: { ar: PgColumn; en: PgColumn };
  /** The title columns' property names in the table (drizzle's keys), as an insert or update names them. */
  keys: { ar: string; en: string };
};

/**
 * The content type of a named list, edited by a form of two fields, the list's title fields (editableContent),
 * shown in id order as the public lists show them; a delete is refused while the foreign keys hold an item.
 */
export function namedListContent<Table extends SerialTable>(list: NamedList<Table>): ChangeableContentType {
  const { keys } = list;
  const fields = editableContent[list.name].title;
  return serialContent({
    ...list,
    valuesOf: (row: Record<string, unknown>) => ({ [fields.ar]: row[keys.ar], [fields.en]: row[keys.en] }),
    // The form's schema guarantees both fields (readSubmission).
    columnsOf: (_tx, values: ContentValues) =>
      ({ [keys.ar]: values[fields.ar], [keys.en]: values[fields.en] }) as Table['$inferInsert'],
  });
}
