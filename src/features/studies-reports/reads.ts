import { pagedRead } from '../../lib/address-read';

// Apart from api.ts: the page manifest imports these into the shell, which must not carry the application's wire code.
/** GET /studies-reports of one page, in the page's language: the browser and the server renderer ask the same. */
export const studiesReportsRead = pagedRead((page) => ({
  path: page > 1 ? `/studies-reports?page=${page}` : '/studies-reports',
  localized: true,
  failureLog: 'Error fetching studies and reports',
}));
