import type { Album } from '../../../schemas/api/albums';
import type { ItemEnvelope, ListEnvelope } from '../../../schemas/api/envelopes';
import { paths } from '../../config/paths';
import { movedToSlug, pagedRead, paramRead } from '../../lib/address-read';

export type AlbumPage = ListEnvelope<Album>;
export type AlbumAnswer = ItemEnvelope<Album>;

/** GET /albums of one page, in the page's language: the browser and the server renderer ask the same. */
export const albumsRead = pagedRead((page) => ({
  path: page > 1 ? `/albums?page=${page}` : '/albums',
  localized: true,
  failureLog: 'Error fetching albums',
}));

/** GET /albums/{slug} of /images/:slug: one album with its photos. */
export const albumRead = paramRead('slug', (slug) => ({
  path: `/albums/${encodeURIComponent(slug)}`,
  localized: true,
  failureLog: 'Error fetching the album',
}));

/** /images/{slug} at a slug the album had before an editor changed it: its own address. */
export const albumMovedTo = movedToSlug('slug', paths.album.getHref);
