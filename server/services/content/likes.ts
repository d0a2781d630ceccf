import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { articles, likes } from '../../db/schema';
import { isPublicArticle } from './public-articles';

/** Who likes: a signed-in account, or a guest by the UUID v4 their browser keeps. */
export type Liker = { userId: number } | { guestUuid: string };

/** The liker of a request: its signed-in account, else the guest of `guestUuid`; undefined for neither. */
export function likerOf(account: { id: number } | null, guestUuid: string | undefined): Liker | undefined {
  if (account) return { userId: account.id };
  return guestUuid === undefined ? undefined : { guestUuid: guestUuid.toLowerCase() };
}

/** The condition on `likes` of this liker's rows. */
function likesOf(liker: Liker): SQL {
  return 'userId' in liker ? eq(likes.userId, liker.userId) : eq(likes.guestUuid, liker.guestUuid);
}

/** This liker's like of one item (its id, or the column of an outer query's row). */
export const likeOf = (likeableType: string, likeableId: number | AnyColumn, liker: Liker) =>
  and(eq(likes.likeableType, likeableType), eq(likes.likeableId, likeableId), likesOf(liker))!;

/**
 * Turns the liker's like of an article on or off; undefined if there is no such article. The
 * article's row is locked for the transaction, so toggles of one article run one after another:
 * each sees the last one's like, the count moves with the like row it adds or removes (never twice,
 * never below the likes it counted), and the liker ends in the state of the last toggle.
 */
export async function toggleArticleLike(
  db: Database,
  articleUuid: string,
  liker: Liker,
): Promise<{ liked: boolean } | undefined> {
  return db.transaction(async (tx) => {
    const [article] = await tx
      .select({ id: articles.id })
      .from(articles)
      .where(and(eq(articles.uuid, articleUuid), isPublicArticle()))
      .for('update');
    if (!article) return undefined;
    const removed = await tx
      .delete(likes)
      .where(likeOf('article', article.id, liker))
      .returning({ id: likes.id });
    const liked = removed.length === 0;
    if (liked) await tx.insert(likes).values({ likeableType: 'article', likeableId: article.id, ...liker });
    await tx
      .update(articles)
      .set({ likesCount: sql`${articles.likesCount} + ${liked ? 1 : -1}` })
      .where(eq(articles.id, article.id));
    return { liked };
  });
}
