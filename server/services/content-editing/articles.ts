import { and, desc, eq, sql } from 'drizzle-orm';
import { editableContent, type ContentSummary } from '../../../schemas/api/content-editing';
import { reserveDayTime, reserveMoment } from '../../../schemas/validation/reserve-day';
import { articles, likes, type ArticleStatus } from '../../db/schema';
import { paginate } from '../../lib/pagination';
import { isPublicArticle } from '../content/public-articles';
import { ContentFieldRefused, serialIdOf, type ContentType, type ContentValues } from './content-type';
import { claimSlug, forgetSlugs } from './slugs';

/** The form admin/content-article's values; `publish_at` is the reserve's day and time, 'YYYY-MM-DD HH:mm'. */
interface ArticleValues {
  title_ar: string;
  title_en: string;
  subtitle_ar?: string;
  subtitle_en?: string;
  slug: string;
  description_ar: string;
  description_en: string;
  status: ArticleStatus;
  publish_at: string;
  /** The image as stored: an upload's path, or the one it had (content-editor.ts withImages). */
  image_path?: string;
  image_alt_ar?: string;
  image_alt_en?: string;
}

// The form's schema guarantees these fields (readSubmission); the image's path is the server's own.
const columnsOf = (values: ContentValues) => columnsOfArticle(values as unknown as ArticleValues);
function columnsOfArticle(values: ArticleValues) {
  // The form asks for both when it is sent an image or the path of the one it has; an article keeps its
  // image when the path is left out, so the server asks too.
  if (values.image_path !== undefined)
    for (const field of ['image_alt_ar', 'image_alt_en'] as const)
      if (!values[field]) throw new ContentFieldRefused(field, 'required');
  return {
    slug: values.slug,
    titleAr: values.title_ar,
    titleEn: values.title_en,
    subtitleAr: values.subtitle_ar ?? '',
    subtitleEn: values.subtitle_en ?? '',
    descriptionAr: values.description_ar,
    descriptionEn: values.description_en,
    status: values.status,
    publishAt: reserveMoment(values.publish_at),
    imagePath: values.image_path ?? null,
    imageAltAr: values.image_path === undefined ? '' : values.image_alt_ar!,
    imageAltEn: values.image_path === undefined ? '' : values.image_alt_en!,
  };
}

/** /news/<slug>: an old slug keeps leading to the article. */
const ARTICLE_SLUGS = { type: 'articles', table: articles, slug: articles.slug } as const;

/** An article's state in the editors' list; `shown` is the public's own condition, read in the same query. */
function stateOf(status: ArticleStatus, publishAt: Date, shown: boolean): Pick<ContentSummary, 'state' | 'publish_at'> {
  if (status === 'draft') return { state: 'draft' };
  return shown ? { state: 'published' } : { state: 'scheduled', publish_at: publishAt.toISOString() };
}

/** The news (GET /articles, the home page's latest news, /news/<slug>): drafts and scheduled articles included. */
export const articleContent: ContentType = {
  name: 'articles',
  form: editableContent.articles.form,
  htmlFields: ['description_ar', 'description_en'],
  // /news/<slug> (src/config/paths.ts), which shows a draft or a scheduled article to its preview link.
  publicAddress: (values) => `/news/${encodeURIComponent(String(values.slug))}`,
  // The home page and /news read GET /articles; likes are counted on the same rows.
  publicTags: ['articles'],
  documented: { one: 'Article', many: 'Articles', what: 'news article' },
  list: (db, window) =>
    paginate(window, {
      count: () => db.$count(articles),
      rows: async (limit, offset) =>
        (
          await db
            .select({
              id: articles.id,
              title_ar: articles.titleAr,
              title_en: articles.titleEn,
              status: articles.status,
              publishAt: articles.publishAt,
              shown: sql<boolean>`${isPublicArticle()}`,
            })
            .from(articles)
            .orderBy(desc(articles.createdAt), desc(articles.id))
            .limit(limit)
            .offset(offset)
        ).map(({ id, status, publishAt, shown, ...titles }) => ({
          id: String(id),
          ...titles,
          ...stateOf(status, publishAt, shown),
        })),
    }),
  async read(db, id) {
    const key = serialIdOf(id);
    if (key === undefined) return undefined;
    const [row] = await db.select().from(articles).where(eq(articles.id, key));
    // An empty subtitle is an unanswered field, as the form sends it.
    return (
      row && {
        title_ar: row.titleAr,
        title_en: row.titleEn,
        ...(row.subtitleAr && { subtitle_ar: row.subtitleAr }),
        ...(row.subtitleEn && { subtitle_en: row.subtitleEn }),
        slug: row.slug,
        description_ar: row.descriptionAr,
        description_en: row.descriptionEn,
        status: row.status,
        publish_at: reserveDayTime(row.publishAt),
        // A demo article's image may have no description yet: its editor is then asked for both.
        ...(row.imagePath && { image_path: row.imagePath }),
        ...(row.imageAltAr && { image_alt_ar: row.imageAltAr }),
        ...(row.imageAltEn && { image_alt_en: row.imageAltEn }),
      }
    );
  },
  async create(tx, values) {
    const columns = columnsOf(values);
    await claimSlug(tx, ARTICLE_SLUGS, columns.slug);
    const [row] = await tx.insert(articles).values(columns).returning({ id: articles.id });
    return String(row!.id);
  },
  async update(tx, id, values) {
    const key = serialIdOf(id)!;
    const columns = columnsOf(values);
    await claimSlug(tx, ARTICLE_SLUGS, columns.slug, key);
    await tx.update(articles).set(columns).where(eq(articles.id, key));
  },
  async remove(tx, id) {
    const key = serialIdOf(id)!;
    await tx.delete(likes).where(and(eq(likes.likeableType, 'article'), eq(likes.likeableId, key)));
    await forgetSlugs(tx, 'articles', key);
    await tx.delete(articles).where(eq(articles.id, key));
  },
};
