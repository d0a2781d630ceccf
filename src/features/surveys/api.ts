import type { PageRead } from '../../lib/page-data';

/** GET /surveys of one page, in the page's language (Accept-Language): the browser and the server renderer ask the same. */
export function surveysRead(page: number): PageRead {
  return { path: page > 1 ? `/surveys?page=${page}` : '/surveys', localized: true, failureLog: 'Error fetching surveys' };
}

/** GET /surveys/{uuid}: the survey with its questions; a members-only one answers only with the member's token. */
export function surveyRead(uuid: string): PageRead {
  return { path: `/surveys/${encodeURIComponent(uuid)}`, localized: true, failureLog: 'Error fetching the survey' };
}
