import type { Article } from '../../../schemas/api/content';
import type { ListEnvelope } from '../../../schemas/api/envelopes';
import type { LikeToggleAnswer } from '../../../schemas/api/news';
import { api } from '../../lib/api-client';
import { pagedRead, paramRead } from '../../lib/address-read';

export type ArticlePage = ListEnvelope<Article>;

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

/** POST /likes/toggle as a form (docs/requirements.md §P7); a signed-in visitor's token goes with every call. */
export function toggleArticleLike(articleUuid: string, guest: string): Promise<LikeToggleAnswer> {
  const form = new FormData();
  form.append('likeable_type', 'article');
  form.append('likeable_id', articleUuid);
  form.append('guest_uuid', guest);
  return api.post<LikeToggleAnswer>('/likes/toggle', form);
}
