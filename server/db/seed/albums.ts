import type { Database } from '../client';
import { albums, type StoredAlbumFile } from '../schema';
import { seedContent } from './content-files';

/** The demo albums (content/albums.json): places and wildlife of the reserve, drawn from the images in public/demo. */
export async function seedAlbums(db: Database): Promise<void> {
  const content = seedContent('albums.json');
  type PhotoPath = keyof typeof content.photos;
  type TagKey = keyof typeof content.tags;
  // Each album names its tags by key and its photos by path; stored, they carry their words and sizes.
  await db.insert(albums).values(
    content.albums.map((album) => ({
      slug: album.slug,
      titleAr: album.title_ar,
      titleEn: album.title_en,
      tags: album.tags.map((key) => content.tags[key as TagKey]),
      files: album.photos.map((path): StoredAlbumFile => ({ path, ...content.photos[path as PhotoPath] })),
      createdAt: new Date(album.created_at),
    })),
  );
}
