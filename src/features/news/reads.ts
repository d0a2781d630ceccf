import type { Article } from '../../../schemas/api/content';
import { paths } from '../../config/paths';
import { pagedRead, type AddressRead, type PageAddress } from '../../lib/address-read';

// Apart from api.ts: the page manifest imports these into the shell, which must not carry the application's wire code.
/** GET /articles of one page, latest published first (docs/requirements.md §P7): the browser and the server renderer ask the same. */
export const articlesRead = pagedRead((page) => ({
  path: `/articles?page=${page}&sort[by]=publish_at&sort[dir]=desc`,
  localized: true,
  failureLog: 'Error fetching news',
}));

/**
 * GET /articles/{uuid or slug} of /news/:id: the public article, the same for everybody; with an editor's
 * preview token, the one it names even unpublished.
 */
export const articleRead: AddressRead = {
  readAt: ({ params, preview }) => ({
    path: `/articles/${encodeURIComponent(params.id ?? '')}${preview ? `?${new URLSearchParams({ preview })}` : ''}`,
    localized: true,
    failureLog: 'Error fetching the article',
  }),
};

/**
 * The article's own address when it was asked for by a slug it had before an editor changed it (the API
 * answers it under its current slug); undefined at its slug or its uuid.
 */
export function articleMovedTo(answer: unknown, { params }: PageAddress): string | undefined {
  const { slug, uuid } = (answer as { data: Article }).data;
  const asked = params.id ?? '';
  return asked === slug || asked.toLowerCase() === uuid ? undefined : paths.article.getHref(slug);
}
