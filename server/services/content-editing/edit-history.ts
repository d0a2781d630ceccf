import { and, desc, eq, max, sql } from 'drizzle-orm';
import type { ContentEdit, ContentEditAction } from '../../../schemas/api/content-editing';
import type { Database, Transaction } from '../../db/client';
import { contentEdits, staffMembers, type FieldChange } from '../../db/schema';
import type { ContentValues } from './content-type';

/** The fields whose values differ between `before` and `after` (a field absent on one side is undefined there). */
export function changedFields(before: ContentValues, after: ContentValues): Record<string, FieldChange> {
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return Object.fromEntries(
    fields
      .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
      .map((field) => [field, { before: before[field] ?? null, after: after[field] ?? null }]),
  );
}

export interface RecordedEdit {
  contentType: string;
  contentId: string;
  actorId: number;
  action: ContentEditAction;
  changes: Record<string, FieldChange>;
}

/** Appends one entry to the item's history, in the edit's own transaction. */
export async function recordEdit(tx: Transaction, edit: RecordedEdit): Promise<void> {
  await tx.insert(contentEdits).values(edit);
}

/** An item's history, newest first, with each actor's name. */
export async function historyOf(db: Database, contentType: string, contentId: string): Promise<ContentEdit[]> {
  const rows = await db
    .select({
      action: contentEdits.action,
      actor: staffMembers.name,
      at: contentEdits.createdAt,
      changes: contentEdits.changes,
    })
    .from(contentEdits)
    .innerJoin(staffMembers, eq(staffMembers.id, contentEdits.actorId))
    .where(and(eq(contentEdits.contentType, contentType), eq(contentEdits.contentId, contentId)))
    .orderBy(desc(contentEdits.id));
  return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
}

/**
 * The item's revision: the id of its latest edit ('0' for an item no editor has touched yet). An editor
 * saves over the revision they opened; anything newer means someone else saved meanwhile.
 */
export async function revisionOf(db: Database | Transaction, contentType: string, contentId: string): Promise<string> {
  const [row] = await db
    .select({ latest: max(contentEdits.id) })
    .from(contentEdits)
    .where(and(eq(contentEdits.contentType, contentType), eq(contentEdits.contentId, contentId)));
  return String(row?.latest ?? 0);
}

/** Holds the item until the transaction ends, so that two saves over one revision are taken one after the other. */
export async function lockItem(tx: Transaction, contentType: string, contentId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${contentType}/${contentId}`}, 0))`);
}
