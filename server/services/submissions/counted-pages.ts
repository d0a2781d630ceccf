import { desc, getTableName, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ListEnvelope } from '../../../schemas/api/envelopes';
import type { Database } from '../../db/client';
import type { Locale } from '../../i18n/messages';
import { DEFAULT_PER_PAGE, paginate, parsePage } from '../../lib/pagination';

/** A table listed newest first: its `createdAt`, then its `id` to break ties. */
type NewestFirstTable = PgTable & { id: PgColumn; createdAt: PgColumn };

/**
 * One page of `parent`'s rows, newest first, each with how many rows point at it through `childKey`
 * (jobs with their applications, surveys with their answers), shaped into list items by `itemOf`.
 */
export async function pageWithChildCounts<Parent extends NewestFirstTable, Item>(
  db: Database,
  parent: Parent,
  childKey: PgColumn,
  rawPage: string | undefined,
  locale: Locale,
  itemOf: (row: Parent['$inferSelect'], children: number) => Item,
): Promise<ListEnvelope<Item>> {
  const page = parsePage(rawPage, locale);
  // Qualified by hand: drizzle writes a one-table select's columns unqualified, which the subquery would read as its own.
  const child = sql.identifier(getTableName(childKey.table));
  const children =
    sql<number>`(select count(*) from ${child} where ${child}.${sql.identifier(childKey.name)} = ${sql.identifier(getTableName(parent))}.${sql.identifier(parent.id.name)})`.mapWith(
      Number,
    );
  const list = await paginate(
    { page, perPage: DEFAULT_PER_PAGE },
    {
      count: () => db.$count(parent),
      rows: (limit, offset) =>
        db
          .select({ row: parent as PgTable, children })
          .from(parent as PgTable)
          .orderBy(desc(parent.createdAt), desc(parent.id))
          .limit(limit)
          .offset(offset) as Promise<{ row: Parent['$inferSelect']; children: number }[]>,
    },
  );
  return { data: list.data.map(({ row, children: count }) => itemOf(row, count)), meta: list.meta };
}
