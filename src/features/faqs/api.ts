import type { ListMeta } from '../../../schemas/api/envelopes';
import { pagedRead } from '../../lib/address-read';

/** GET /faqs of one page, in the page's language: the browser and the server renderer ask the same. */
export const faqsRead = pagedRead((page) => ({
  path: page > 1 ? `/faqs?page=${page}` : '/faqs',
  localized: true,
  failureLog: 'Error fetching FAQs',
}));

/** docs/requirements.md §P9: the FAQ's pagination appears only above 10 questions in all (and, as every list's, with more than one page). */
export const FAQ_PAGINATION_THRESHOLD = 10;

export const showsFaqPagination = (meta: ListMeta): boolean =>
  meta.total > FAQ_PAGINATION_THRESHOLD && meta.last_page > 1;
