import type { articles } from '../schema';
import { sanitizeHtml } from '../../lib/sanitize-html';

/** An article as content/articles.json holds it: the API's field names, both languages, the image as a site path. */
export interface ArticleEntry {
  slug: string;
  created_at: string;
  image_path: string | null;
  /** What the image shows, in each language; empty without an image. */
  image_alt_ar: string;
  image_alt_en: string;
  likes_count: number;
  title_ar: string;
  title_en: string;
  subtitle_ar: string;
  subtitle_en: string;
  description_ar: string;
  description_en: string;
}

/** The row of an entry, its descriptions sanitised as every stored HTML body is. */
export function articleRow(entry: ArticleEntry): typeof articles.$inferInsert {
  return {
    slug: entry.slug,
    createdAt: new Date(entry.created_at),
    publishAt: new Date(entry.created_at),
    imagePath: entry.image_path,
    imageAltAr: entry.image_alt_ar,
    imageAltEn: entry.image_alt_en,
    likesCount: entry.likes_count,
    titleAr: entry.title_ar,
    titleEn: entry.title_en,
    subtitleAr: entry.subtitle_ar,
    subtitleEn: entry.subtitle_en,
    descriptionAr: sanitizeHtml(entry.description_ar),
    descriptionEn: sanitizeHtml(entry.description_en),
  };
}
