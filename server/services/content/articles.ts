import { and, asc, desc, eq, exists, or, sql } from 'drizzle-orm';
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import type { Article } from '../../../schemas/api/content';
import type { ArticleDetail } from '../../../schemas/api/news';
import type { ItemEnvelope, ListEnvelope } from '../../../schemas/api/envelopes';
import type { Database } from '../../db/client';
import { articles, likes } from '../../db/schema';
import { atSlug } from './slug-redirects';
import type { Locale } from '../../i18n/messages';
import { notFound } from '../../lib/api-error';
import { likeOf, type Liker } from './likes';
import { isPublicArticle } from './public-articles';
import { DEFAULT_PER_PAGE, paginate, parsePage, wholeNumberQueryValue } from '../../lib/pagination';
import { isSlug, isUuid } from '../../lib/identifiers';

/** The query of GET /articles, checked and defaulted by the route. */
export const articleListQuerystring = {
  type: 'object',
  additionalProperties: false,
  properties: {
    page: wholeNumberQueryValue,
    // The default query parser keeps bracketed names as they are, so these are plain keys.
    'sort[by]': { type: 'string', enum: ['publish_at', 'created_at'], default: 'publish_at' },
    'sort[dir]': { type: 'string', enum: ['asc', 'desc'], default: 'desc' },
  },
} as const satisfies JSONSchema;

export type ArticleListQuery = FromSchema<typeof articleListQuerystring>;

function columnsIn(locale: Locale) {
  const english = locale === 'en';
  return {
    uuid: articles.uuid,
    slug: articles.slug,
    title: english ? articles.titleEn : articles.titleAr,
    subtitle: english ? articles.subtitleEn : articles.subtitleAr,
    description: english ? articles.descriptionEn : articles.descriptionAr,
    imagePath: articles.imagePath,
    imageAlt: english ? articles.imageAltEn : articles.imageAltAr,
    createdAt: articles.createdAt,
    publishAt: articles.publishAt,
    likesCount: articles.likesCount,
  };
}

type ArticleRow = Omit<Article, 'image' | 'created_at' | 'publish_at' | 'likes_count'> & {
  imagePath: string | null;
  imageAlt: string;
  createdAt: Date;
  publishAt: Date;
  likesCount: number;
};

function toArticle({ imagePath, imageAlt, createdAt, publishAt, likesCount, ...text }: ArticleRow): Article {
  return {
    ...text,
    image: imagePath ? { path: imagePath, alt: imageAlt } : null,
    created_at: createdAt.toISOString(),
    publish_at: publishAt.toISOString(),
    likes_count: likesCount,
  };
}

/** One page of public articles, the latest published first unless the query asks otherwise. */
export async function listArticles(
  db: Database,
  query: ArticleListQuery,
  locale: Locale,
): Promise<ListEnvelope<Article>> {
  const page = parsePage(query.page, locale);
  const order = query['sort[dir]'] === 'asc' ? asc : desc;
  const by = query['sort[by]'] === 'created_at' ? articles.createdAt : articles.publishAt;
  const list = await paginate(
    { page, perPage: DEFAULT_PER_PAGE },
    {
      count: () => db.$count(articles, isPublicArticle()),
      rows: (limit, offset) =>
        db
          .select(columnsIn(locale))
          .from(articles)
          .where(isPublicArticle())
          .orderBy(order(by), order(articles.id))
          .limit(limit)
          .offset(offset),
    },
  );
  return { data: list.data.map(toArticle), meta: list.meta };
}

/**
 * The condition that finds the public article of this uuid, slug or old slug (an address from before an
 * editor changed it), or the unpublished one an editor's preview link names (`previewed`, its id); undefined
 * when no article could ever match it.
 */
function identifiedBy(db: Database, uuidOrSlug: string, previewed?: number) {
  const shown = previewed === undefined ? isPublicArticle() : or(isPublicArticle(), eq(articles.id, previewed));
  if (isUuid(uuidOrSlug)) return and(eq(articles.uuid, uuidOrSlug.toLowerCase()), shown);
  if (!isSlug(uuidOrSlug)) return undefined;
  return and(atSlug(db, 'articles', articles, uuidOrSlug), shown);
}

/** Who asks for an article: a liker, to be told whether they like it; an editor's preview, by the id it shows. */
export interface ArticleReader {
  liker?: Liker;
  previewed?: number;
}

/**
 * The public article with this uuid, slug or old slug (answered with its current slug), with whether the
 * reader's liker likes it; 404 for anything else: a draft, a scheduled article (unless the reader previews
 * it), an id that could never match.
 */
export async function findArticle(
  db: Database,
  uuidOrSlug: string,
  locale: Locale,
  { liker, previewed }: ArticleReader = {},
): Promise<ItemEnvelope<ArticleDetail>> {
  const where = identifiedBy(db, uuidOrSlug, previewed);
  if (!where) throw notFound();
  if (!liker) {
    const [row] = await db.select(columnsIn(locale)).from(articles).where(where).limit(1);
    if (!row) throw notFound();
    return { data: toArticle(row) };
  }
  const likedByLiker = sql<boolean>`${exists(
    db
      .select({ id: likes.id })
      .from(likes)
      .where(likeOf('article', articles.id, liker)),
  )}`;
  const [row] = await db
    .select({ ...columnsIn(locale), liked: likedByLiker })
    .from(articles)
    .where(where)
    .limit(1);
  if (!row) throw notFound();
  const { liked, ...article } = row;
  return { data: { ...toArticle(article), liked } };
}
