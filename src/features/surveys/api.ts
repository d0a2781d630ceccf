import { pagedRead, paramRead } from '../../lib/address-read';

/** GET /surveys of one page, in the page's language (Accept-Language): the browser and the server renderer ask the same. */
export const surveysRead = pagedRead((page) => ({
  path: page > 1 ? `/surveys?page=${page}` : '/surveys',
  localized: true,
  failureLog: 'Error fetching surveys',
}));

/** GET /surveys/{uuid} of /survey/:uuid: the survey with its questions; a members-only one answers only with the member's token. */
export const surveyRead = paramRead('uuid', (uuid) => ({
  path: `/surveys/${encodeURIComponent(uuid)}`,
  localized: true,
  failureLog: 'Error fetching the survey',
}));
