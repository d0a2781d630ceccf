import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, type AnyColumn, type SQL } from 'drizzle-orm';
import { likes } from '../../db/schema';
import { ApiError } from '../../lib/api-error';

/** Who likes: a signed-in account, or a guest by the UUID v4 their browser keeps. */
export type Liker = { userId: number } | { guestUuid: string };

/** The condition on `likes` of this liker's rows. */
function likesOf(liker: Liker): SQL {
  return 'userId' in liker ? eq(likes.userId, liker.userId) : eq(likes.guestUuid, liker.guestUuid);
}

/** This liker's like of one item (its id, or the column of an outer query's row). */
export const likeOf = (likeableType: string, likeableId: number | AnyColumn, liker: Liker) =>
  and(eq(likes.likeableType, likeableType), eq(likes.likeableId, likeableId), likesOf(liker))!;

/**
 * The liker a public read is for: the account of a valid bearer token, else the guest of `guestUuid`;
 * undefined for neither. A stale token on a public read is ignored rather than refused: the article
 * is still public, and the page still shows it.
 */
export async function readerLiker(app: FastifyInstance, request: FastifyRequest, guestUuid: string | undefined): Promise<Liker | undefined> {
  if (request.headers.authorization !== undefined) {
    try {
      await app.requireAccount(request);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    }
  }
  if (request.account) return { userId: request.account.id };
  return guestUuid === undefined ? undefined : { guestUuid: guestUuid.toLowerCase() };
}
