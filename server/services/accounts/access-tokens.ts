import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accessTokens, users } from '../../db/schema';
import { newSecret, secretHash } from './secrets';

/** How long a login token lives; signing in again gives a new one. */
export const ACCESS_TOKEN_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export type Account = typeof users.$inferSelect;
export type { AccountKind } from '../../db/schema';

/** The citizen account a request is signed in as. */
export type SignedInAccount = Account;

/** A new login token for the user; only its hash is kept. */
export async function issueAccessToken(db: Database, userId: number): Promise<string> {
  const token = newSecret();
  await db
    .insert(accessTokens)
    .values({ userId, secretHash: secretHash(token), expiresAt: new Date(Date.now() + ACCESS_TOKEN_LIFETIME_MS) });
  return token;
}

/** The account a live (unexpired, unrevoked) token belongs to, and the token's row id. */
export async function accountOfToken(
  db: Database,
  token: string,
): Promise<{ account: SignedInAccount; tokenId: number } | undefined> {
  const [row] = await db
    .select({ account: users, tokenId: accessTokens.id })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(
      and(
        eq(accessTokens.secretHash, secretHash(token)),
        isNull(accessTokens.revokedAt),
        gt(accessTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row;
}

/** Revokes one token (logout). */
export async function revokeAccessToken(db: Database, tokenId: number): Promise<void> {
  await db.update(accessTokens).set({ revokedAt: new Date() }).where(eq(accessTokens.id, tokenId));
}

/** Revokes every live token of the user (a password change signs out every device). */
export async function revokeAllAccessTokens(db: Database, userId: number): Promise<void> {
  await db
    .update(accessTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(accessTokens.userId, userId), isNull(accessTokens.revokedAt)));
}

/** Revokes every live token of the user but `keptTokenId` (a password changed on this device signs out the others). */
export async function revokeOtherAccessTokens(db: Database, userId: number, keptTokenId: number): Promise<void> {
  await db
    .update(accessTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(accessTokens.userId, userId), isNull(accessTokens.revokedAt), ne(accessTokens.id, keptTokenId)));
}
