import { pagedRead, paramRead } from '../../lib/address-read';

// Apart from api.ts: the page manifest imports these into the shell, which must not carry the application's wire code.
/** GET /job-opportunities of one page, in the page's language: the browser and the server renderer ask the same. */
export const jobsRead = pagedRead((page) => ({
  path: page > 1 ? `/job-opportunities?page=${page}` : '/job-opportunities',
  localized: true,
  failureLog: 'Error fetching jobs',
}));

/** GET /job-opportunities/{uuid} of /jobs/:uuid: the job with its questions in the page's language. */
export const jobRead = paramRead('uuid', (uuid) => ({
  path: `/job-opportunities/${encodeURIComponent(uuid)}`,
  localized: true,
  failureLog: 'Error fetching the job',
}));
