import type { ActivityDetail, ActivityJoinAnswer, ActivitySummary } from '../../../schemas/api/activities';
import type { ListEnvelope } from '../../../schemas/api/envelopes';
import { api } from '../../lib/api-client';

export type ActivityPage = ListEnvelope<ActivitySummary>;

// The fixed text the page sends as the join form's `reason` (docs/requirements.md §P7).
const JOIN_REASON = 'الرغبة في المشاركة في الفعالية';

/** GET /activities/{slug} with the token: whether the signed-in member has joined it. */
export const personalActivityPath = (slug: string) => `/activities/${encodeURIComponent(slug)}`;
export type PersonalActivity = { data: ActivityDetail };

/** POST /activities/{slug}/volunteer as the signed-in member (docs/requirements.md §P7: form `reason`). */
export function joinActivity(slug: string, idempotencyKey: string): Promise<ActivityJoinAnswer> {
  const form = new FormData();
  form.append('reason', JOIN_REASON);
  return api.post<ActivityJoinAnswer>(`/activities/${encodeURIComponent(slug)}/volunteer`, form, { idempotencyKey });
}
