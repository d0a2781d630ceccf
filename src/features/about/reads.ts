import type { PageRead } from '../../lib/page-data';

// Apart from api.ts: the page manifest imports these into the shell, which must not carry the application's wire code.
/** GET /about-reserve: both languages in one answer, so one read serves either (like the appearance settings). */
export const ABOUT_READ: PageRead = { path: '/about-reserve', failureLog: 'Error fetching about content' };
