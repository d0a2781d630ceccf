import type { Article } from '../../../schemas/api/content';
import type { ListEnvelope } from '../../../schemas/api/envelopes';
import type { LikeToggleAnswer } from '../../../schemas/api/news';
import { api } from '../../lib/api-client';

export type ArticlePage = ListEnvelope<Article>;

/** POST /likes/toggle as a form (docs/requirements.md §P7); a signed-in visitor's token goes with every call. */
export function toggleArticleLike(articleUuid: string, guest: string): Promise<LikeToggleAnswer> {
  const form = new FormData();
  form.append('likeable_type', 'article');
  form.append('likeable_id', articleUuid);
  form.append('guest_uuid', guest);
  return api.post<LikeToggleAnswer>('/likes/toggle', form);
}
