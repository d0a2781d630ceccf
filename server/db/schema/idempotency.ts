import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** One Idempotency-Key per route and client: claimed before the work, holding the answer once it is done. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** `POST /api/v1/contact-us`: the same key sent to another route is another request. */
    scope: text('scope').notNull(),
    /** Who sent it: `ip:<address>` for visitors (and `user:<id>` once accounts exist). */
    client: text('client').notNull(),
    key: text('key').notNull(),
    /** A hash of what the route received; the same key with another fingerprint is refused. */
    fingerprint: text('fingerprint').notNull(),
    /** Null while the first request is still being processed. */
    responseStatus: integer('response_status'),
    /** The answer as sent, byte for byte, so a replay is identical. */
    responseBody: text('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.scope, table.client, table.key] }),
    index('idempotency_keys_expires_at_idx').on(table.expiresAt),
  ],
);
