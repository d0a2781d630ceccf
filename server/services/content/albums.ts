import { desc } from 'drizzle-orm';
import type { Album } from '../../../schemas/api/albums';
import type { ItemEnvelope, ListEnvelope } from '../../../schemas/api/envelopes';
import type { Database } from '../../db/client';
import { albums } from '../../db/schema';
import type { Locale } from '../../i18n/messages';
import { notFound } from '../../lib/api-error';
import { DEFAULT_PER_PAGE, paginate, parsePage, type PageQuery } from '../../lib/pagination';
import { atSlug } from './slug-redirects';
import { isSlug } from '../../lib/identifiers';

type AlbumRow = typeof albums.$inferSelect;

/** An album as the API answers it, in `locale`. */
function toAlbum(
  row: Pick<AlbumRow, 'uuid' | 'slug' | 'titleAr' | 'titleEn' | 'tags' | 'files'>,
  locale: Locale,
): Album {
  const english = locale === 'en';
  return {
    uuid: row.uuid,
    slug: row.slug,
    title: english ? row.titleEn : row.titleAr,
    tags: row.tags.map((tag) => (english ? tag.en : tag.ar)),
    files: row.files.map(({ path, width, height, alt_ar, alt_en }) => ({
      path,
      width,
      height,
      alt: english ? alt_en : alt_ar,
    })),
  };
}

const albumColumns = {
  uuid: albums.uuid,
  slug: albums.slug,
  titleAr: albums.titleAr,
  titleEn: albums.titleEn,
  tags: albums.tags,
  files: albums.files,
};

/** One page of albums (20 a page), newest first, in `locale`. */
export async function listAlbums(db: Database, query: PageQuery, locale: Locale): Promise<ListEnvelope<Album>> {
  const page = parsePage(query.page, locale);
  const list = await paginate(
    { page, perPage: DEFAULT_PER_PAGE },
    {
      count: () => db.$count(albums),
      rows: (limit, offset) =>
        db
          .select(albumColumns)
          .from(albums)
          // The id breaks ties, so an album never shows on two pages or on none.
          .orderBy(desc(albums.createdAt), desc(albums.id))
          .limit(limit)
          .offset(offset),
    },
  );
  return { data: list.data.map((row) => toAlbum(row, locale)), meta: list.meta };
}

/**
 * The album with this slug (or an old slug of it, answered under its current one), in `locale`; 404 for
 * anything else, including what could never be a slug.
 */
export async function findAlbum(db: Database, slug: string, locale: Locale): Promise<ItemEnvelope<Album>> {
  if (!isSlug(slug)) throw notFound();
  const [row] = await db
    .select(albumColumns)
    .from(albums)
    .where(atSlug(db, 'albums', albums, slug))
    .limit(1);
  if (!row) throw notFound();
  return { data: toAlbum(row, locale) };
}
