import { jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Each version of a form a request was made with: its schema, UI schema and both message catalogues as they
 * were, immutable, one row per distinct content (`content_hash`) of a form. A request points at its version,
 * so its answers read in that version's labels whatever the form's files say later.
 */
export const formVersions = pgTable(
  'form_versions',
  {
    id: serial('id').primaryKey(),
    /** The registry's id of the form (schemas/registry.ts), e.g. permits/work-permit. */
    formId: text('form_id').notNull(),
    /** sha256 of the definition as the registry holds it (jsonb reorders keys, so never recomputed from a row). */
    contentHash: text('content_hash').notNull(),
    schema: jsonb('schema').notNull(),
    uiSchema: jsonb('ui_schema').notNull(),
    /** { ar, en }: the form's messages.<locale>.json. */
    messages: jsonb('messages').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('form_versions_form_hash_idx').on(table.formId, table.contentHash)],
);
