import type { Album } from '../../../schemas/api/albums';
import type { ItemEnvelope, ListEnvelope } from '../../../schemas/api/envelopes';
import type { PageRead } from '../../lib/page-data';

export type AlbumPage = ListEnvelope<Album>;
export type AlbumAnswer = ItemEnvelope<Album>;

/** GET /albums of one page, in the page's language: the browser and the server renderer ask the same. */
export function albumsRead(page: number): PageRead {
  return { path: page > 1 ? `/albums?page=${page}` : '/albums', localized: true, failureLog: 'Error fetching albums' };
}

/** GET /albums/{slug}: one album with its photos. */
export function albumRead(slug: string): PageRead {
  return { path: `/albums/${encodeURIComponent(slug)}`, localized: true, failureLog: 'Error fetching the album' };
}
