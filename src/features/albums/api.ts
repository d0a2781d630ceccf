import type { Album } from '../../../schemas/api/albums';
import type { ItemEnvelope, ListEnvelope } from '../../../schemas/api/envelopes';
import { pagedRead, paramRead } from '../../lib/address-read';

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
