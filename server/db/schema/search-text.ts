import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

// Arabic letters a name is written with in more than one way: the alef forms (أ إ آ ٱ), alef maqsura
// and ta marbuta; the harakat, superscript alef and tatweel are dropped (translate removes what `to` lacks).
const VARIANTS = 'أإآٱىةًٌٍَُِّْٰـ';
const PLAIN = 'اااايه';

/**
 * A text as name searches compare it: lower-cased, Arabic letter forms folded, diacritics dropped. The
 * users' name index is built on this very expression, so a search written with it can use the index.
 */
export const searchText = (value: SQLWrapper | string): SQL =>
  sql`translate(lower(${value}), ${sql.raw(`'${VARIANTS}'`)}, ${sql.raw(`'${PLAIN}'`)})`;
