import { desc, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { albums, type AlbumTag, type StoredAlbumFile } from '../../db/schema';
import { ContentFieldRefused, type ContentValues } from './content-type';
import { serialContent } from './serial-content';

/** A photo the album has, as the form lists it: the path is the server's, only its place and texts are the editor's. */
interface KeptFile {
  path: string;
  alt_ar: string;
  alt_en: string;
}

/**
 * The form admin/content-album's values, as the content editor hands them: `new_files_path` and
 * `new_files_sizes` are the photos uploaded with this save (content-editor.ts withImages), in order.
 */
interface AlbumValues {
  title_ar: string;
  title_en: string;
  slug: string;
  tags?: AlbumTag[];
  files?: KeptFile[];
  new_files_path?: string[];
  new_files_sizes?: { width: number; height: number }[];
  new_files_alt_ar?: string;
  new_files_alt_en?: string;
}

/**
 * The album's photos in the order the editor left them, then the new ones: each kept photo must be one the
 * album has (its size is the stored one, never the browser's), each once; a photo left out is removed.
 */
async function filesOf(tx: Transaction, album: AlbumValues, id?: number): Promise<StoredAlbumFile[]> {
  const [row] = id === undefined ? [] : await tx.select({ files: albums.files }).from(albums).where(eq(albums.id, id));
  const stored = new Map((row?.files ?? []).map((file) => [file.path, file]));
  const kept = (album.files ?? []).map(({ path, alt_ar, alt_en }) => {
    const file = stored.get(path);
    if (!file) throw new ContentFieldRefused('files', 'unknown');
    stored.delete(path);
    return { ...file, alt_ar, alt_en };
  });
  const sizes = album.new_files_sizes ?? [];
  const added = (album.new_files_path ?? []).map((path, index) => ({
    path,
    ...sizes[index]!,
    // The form asks for both with new photos (its dependencies).
    alt_ar: album.new_files_alt_ar!,
    alt_en: album.new_files_alt_en!,
  }));
  const files = [...kept, ...added];
  if (files.length === 0) throw new ContentFieldRefused('new_files', 'required');
  return files;
}

/** The photo albums (GET /albums, /albums/<slug>): newest first, as the public list shows them. */
export const albumContent = serialContent({
  name: 'albums',
  table: albums,
  titles: { ar: albums.titleAr, en: albums.titleEn },
  order: [desc(albums.createdAt), desc(albums.id)],
  // /images/<slug>: an old slug keeps leading to the album.
  slug: { type: 'albums', column: albums.slug },
  publicTags: ['albums'],
  documented: { one: 'Album', many: 'Albums', what: 'photo album' },
  valuesOf: (row) => ({
    title_ar: row.titleAr,
    title_en: row.titleEn,
    slug: row.slug,
    tags: row.tags.map(({ ar, en }) => ({ ar, en })),
    files: row.files.map(({ path, alt_ar, alt_en }) => ({ path, alt_ar, alt_en })),
  }),
  async columnsOf(tx, values: ContentValues, id) {
    const album = values as unknown as AlbumValues;
    return {
      slug: album.slug,
      titleAr: album.title_ar,
      titleEn: album.title_en,
      tags: (album.tags ?? []).map(({ ar, en }) => ({ ar, en })),
      files: await filesOf(tx, album, id),
    };
  },
});
