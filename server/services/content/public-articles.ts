import { and, eq, lte, sql } from 'drizzle-orm';
import { articles } from '../../db/schema';

/** An article the public sees: published, and its publish time come (a scheduled one shows from then on). */
export const isPublicArticle = () => and(eq(articles.status, 'published'), lte(articles.publishAt, sql`now()`))!;
