import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** Characters of a reference up to its year: 'SA-2026' of SA-2026-000123. */
export const REFERENCE_YEAR_LENGTH = 7;

/**
 * A reference's kind and year ('SA-2026'). A year's requests of one kind sit together late or early in the
 * queue's order; permits_reference_year_created_idx is built on this expression so a search written with it
 * reads them oldest first instead of walking the years before them.
 */
export const referenceYear = (reference: SQLWrapper): SQL =>
  sql`left(${reference}, ${sql.raw(String(REFERENCE_YEAR_LENGTH))})`;
