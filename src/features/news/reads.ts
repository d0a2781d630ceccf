import { pagedRead, paramRead } from '../../lib/address-read';

// Apart from api.ts: the page manifest imports these into the shell, which must not carry the application's wire code.
/** GET /articles of one page, newest first (docs/requirements.md §P7): the browser and the server renderer ask the same. */
export const articlesRead = pagedRead((page) => ({
  path: `/articles?page=${page}&sort[by]=created_at&sort[dir]=desc`,
  localized: true,
  failureLog: 'Error fetching news',
}));

/** GET /articles/{uuid or slug} of /news/:id: the public article, the same for everybody. */
export const articleRead = paramRead('id', (uuidOrSlug) => ({
  path: `/articles/${encodeURIComponent(uuidOrSlug)}`,
  localized: true,
  failureLog: 'Error fetching the article',
}));
