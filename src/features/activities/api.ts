import type { ActivityDetail, ActivityJoinAnswer, ActivitySummary } from '../../../schemas/api/activities';
import type { ListEnvelope } from '../../../schemas/api/envelopes';
import { api } from '../../lib/api-client';
import { pagedRead, paramRead } from '../../lib/address-read';

export type ActivityPage = ListEnvelope<ActivitySummary>;

// The fixed text the page sends as the join form's `reason` (docs/requirements.md §P7).
const JOIN_REASON = 'الرغبة في المشاركة في الفعالية';

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

/** GET /activities/{slug} with the token: whether the signed-in member has joined it. */
export const personalActivityPath = (slug: string) => `/activities/${encodeURIComponent(slug)}`;
export type PersonalActivity = { data: ActivityDetail };

/** POST /activities/{slug}/volunteer as the signed-in member (docs/requirements.md §P7: form `reason`). */
export function joinActivity(slug: string, idempotencyKey: string): Promise<ActivityJoinAnswer> {
  const form = new FormData();
  form.append('reason', JOIN_REASON);
  return api.post<ActivityJoinAnswer>(`/activities/${encodeURIComponent(slug)}/volunteer`, form, { idempotencyKey });
}
