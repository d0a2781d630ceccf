import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { JWK } from 'jose';

/**
 * The keys that sign permits' QR codes (docs/permits.md#the-permits-proof). Every key ever used stays,
 * retired, so a permit printed years ago still verifies; only a key the server generated keeps its
 * private part here, and only while it is in use.
 */
export const signingKeys = pgTable('signing_keys', {
  /** The key's RFC 7638 JWK thumbprint, the `kid` of the tokens it signs. */
  kid: text('kid').primaryKey(),
  publicJwk: jsonb('public_jwk').$type<JWK>().notNull(),
  privateJwk: jsonb('private_jwk').$type<JWK>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  retiredAt: timestamp('retired_at', { withTimezone: true }),
});
