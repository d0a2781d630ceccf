import type { Database } from '../client';
import { albums, type StoredAlbumFile } from '../schema';
import albumContent from './content/albums.json';

type PhotoPath = keyof typeof albumContent.photos;
type TagKey = keyof typeof albumContent.tags;

/** An album of content/albums.json as stored: its tags in both languages, its photos with their sizes and alternatives. */
export function storedAlbum(album: (typeof albumContent.albums)[number]): typeof albums.$inferInsert {
  return {
    slug: album.slug,
    titleAr: album.title_ar,
    titleEn: album.title_en,
    tags: album.tags.map((key) => albumContent.tags[key as TagKey]),
    files: album.photos.map((path): StoredAlbumFile => ({ path, ...albumContent.photos[path as PhotoPath] })),
    createdAt: new Date(album.created_at),
  };
}

/** The demo albums (content/albums.json): places and wildlife of the reserve, drawn from the images in public/demo. */
export async function seedAlbums(db: Database): Promise<void> {
  await db.insert(albums).values(albumContent.albums.map(storedAlbum));
}
