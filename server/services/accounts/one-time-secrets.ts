import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { oneTimeSecrets, type OneTimeSecretPurpose } from '../../db/schema';
import { secretHash } from './secrets';

export type OneTimeSecret = typeof oneTimeSecrets.$inferSelect;

/** Lifetimes: links in e-mails an hour, sign-in codes the screen's two minutes. */
export const SECRET_LIFETIME_MS: Record<OneTimeSecretPurpose, number> = {
  email_verification: 60 * 60 * 1000,
  password_reset: 60 * 60 * 1000,
  otp_login: 120 * 1000,
};

/** Records a new secret for the user and voids the earlier unused ones of the same purpose: only the newest link or code works. */
export async function storeOneTimeSecret(
  db: Database,
  userId: number,
  purpose: OneTimeSecretPurpose,
  secret: string,
): Promise<void> {
  const now = new Date();
  await db
    .update(oneTimeSecrets)
    .set({ usedAt: now, supersededAt: now })
    .where(and(eq(oneTimeSecrets.userId, userId), eq(oneTimeSecrets.purpose, purpose), isNull(oneTimeSecrets.usedAt)));
  await db.insert(oneTimeSecrets).values({
    userId,
    purpose,
    secretHash: secretHash(secret),
    expiresAt: new Date(now.getTime() + SECRET_LIFETIME_MS[purpose]),
  });
}

/** Why a secret no longer works, for the citizen to be told; null while it does. */
export function spentSecretReason(secret: OneTimeSecret, now = new Date()): 'superseded' | 'used' | 'expired' | null {
  if (secret.supersededAt !== null) return 'superseded';
  if (secret.usedAt !== null) return 'used';
  return secret.expiresAt <= now ? 'expired' : null;
}

/** The row of a secret, used or not, expired or not: the caller tells the citizen which. */
export async function findOneTimeSecret(
  db: Database,
  purpose: OneTimeSecretPurpose,
  secret: string,
): Promise<OneTimeSecret | undefined> {
  const [row] = await db
    .select()
    .from(oneTimeSecrets)
    .where(and(eq(oneTimeSecrets.purpose, purpose), eq(oneTimeSecrets.secretHash, secretHash(secret))))
    .limit(1);
  return row;
}

/**
 * Claims one guess at the user's newest live secret of a purpose (a sign-in code, which is guessed
 * against rather than looked up), in one conditional UPDATE: however many guesses arrive at once,
 * at most `maxGuesses` are ever claimed. Undefined when there is no live secret or no guess is left.
 */
export async function claimGuess(
  db: Database,
  userId: number,
  purpose: OneTimeSecretPurpose,
  maxGuesses: number,
): Promise<{ id: number; secretHash: string; guesses: number } | undefined> {
  const now = new Date();
  const live = and(
    isNull(oneTimeSecrets.usedAt),
    gt(oneTimeSecrets.expiresAt, now),
    lt(oneTimeSecrets.failedAttempts, maxGuesses),
  );
  const newest = db
    .select({ id: oneTimeSecrets.id })
    .from(oneTimeSecrets)
    .where(
      and(
        eq(oneTimeSecrets.userId, userId),
        eq(oneTimeSecrets.purpose, purpose),
        isNull(oneTimeSecrets.usedAt),
        gt(oneTimeSecrets.expiresAt, now),
      ),
    )
    .orderBy(desc(oneTimeSecrets.id))
    .limit(1);
  // PostgreSQL re-checks `live` on the locked row, so a guess that waited for another sees its count.
  const [claimed] = await db
    .update(oneTimeSecrets)
    .set({ failedAttempts: sql`${oneTimeSecrets.failedAttempts} + 1` })
    .where(and(inArray(oneTimeSecrets.id, newest), live))
    .returning({
      id: oneTimeSecrets.id,
      secretHash: oneTimeSecrets.secretHash,
      guesses: oneTimeSecrets.failedAttempts,
    });
  return claimed;
}

/** Marks the secret used, if nobody did first; false when another request already used it. */
export async function spendOneTimeSecret(db: Database, id: number): Promise<boolean> {
  const used = await db
    .update(oneTimeSecrets)
    .set({ usedAt: new Date() })
    .where(and(eq(oneTimeSecrets.id, id), isNull(oneTimeSecrets.usedAt)))
    .returning({ id: oneTimeSecrets.id });
  return used.length === 1;
}
