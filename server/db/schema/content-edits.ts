import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { contentEditActions } from '../../../schemas/api/content-editing';
import { staffMembers } from './staff';

/** A field's value before and after an edit, as the editor's form names it. */
export type FieldChange = { before: unknown; after: unknown };

/**
 * Who changed which item of the portal's content, when, and how: the append-only edit history of every
 * content type editors manage (server/services/content-editing/). A trigger written in this table's
 * migration refuses UPDATE, DELETE and TRUNCATE. Deleting an item keeps its history: the item is named
 * by its type and id, not by a foreign key.
 */
export const contentEdits = pgTable(
  'content_edits',
  {
    id: serial('id').primaryKey(),
    /** The content type's name (`faqs`, ...), as its editing routes name it. */
    contentType: text('content_type').notNull(),
    contentId: text('content_id').notNull(),
    actorId: integer('actor_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'restrict' }),
    action: text('action', { enum: contentEditActions }).notNull(),
    /** The fields the edit changed; every field of a created or deleted item. */
    changes: jsonb('changes').$type<Record<string, FieldChange>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('content_edits_item_idx').on(table.contentType, table.contentId, table.id)],
);
