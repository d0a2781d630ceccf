import { paths } from '../../config/paths';
import { movedToSlug, pagedRead, paramRead } from '../../lib/address-read';

// Apart from api.ts: the page manifest imports these into the shell, which must not carry the application's wire code.
/** GET /activities of one page, every type (docs/requirements.md §P7): the browser and the server renderer ask the same. */
export const activitiesRead = pagedRead((page) => ({
  path: page > 1 ? `/activities?page=${page}` : '/activities',
  localized: true,
  failureLog: 'Error fetching activities',
}));

/** GET /activities of the volunteer opportunities alone: the server filters, so every page is full. */
export const volunteerOpportunitiesRead = pagedRead((page) => ({
  path: `/activities?type=volunteer_opportunity${page > 1 ? `&page=${page}` : ''}`,
  localized: true,
  failureLog: 'Error fetching volunteer opportunities',
}));

/** GET /activities/{slug} of /events/:slug: the public activity, the same for everybody. */
export const activityRead = paramRead('slug', (slug) => ({
  path: `/activities/${encodeURIComponent(slug)}`,
  localized: true,
  failureLog: 'Error fetching the activity',
}));

/** /events/{slug} at a slug the activity had before an editor changed it: its own address. */
export const activityMovedTo = movedToSlug('slug', paths.event.getHref);
