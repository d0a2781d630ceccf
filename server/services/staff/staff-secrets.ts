import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { staffSecrets, type StaffSecretPurpose } from '../../db/schema';
import { newSecret, secretHash } from '../accounts/secrets';

/** How long a link or challenge stays good: a set-password link a week, the step between password and code 10 minutes. */
const LIFETIME_MS: Record<Exclude<StaffSecretPurpose, 'recovery_code'>, number> = {
  set_password: 7 * 24 * 60 * 60 * 1000,
  sign_in_challenge: 10 * 60 * 1000,
};

/** Wrong codes a sign-in challenge takes; the next sign-in starts again from the password. */
export const CHALLENGE_ATTEMPTS = 5;

/** A new link or challenge for the member; earlier unused ones of the same purpose stop working. */
export async function issueStaffSecret(
  db: Database,
  staffId: number,
  purpose: keyof typeof LIFETIME_MS,
): Promise<string> {
  const token = newSecret();
  await db.transaction(async (tx) => {
    await tx
      .update(staffSecrets)
      .set({ usedAt: new Date() })
      .where(and(eq(staffSecrets.staffId, staffId), eq(staffSecrets.purpose, purpose), isNull(staffSecrets.usedAt)));
    await tx.insert(staffSecrets).values({
      staffId,
      purpose,
      secretHash: secretHash(token),
      expiresAt: new Date(Date.now() + LIFETIME_MS[purpose]),
    });
  });
  return token;
}

/** The live (unused, unexpired, not worn out by wrong codes) link or challenge of `purpose` a token is. */
export async function liveStaffSecret(db: Database, purpose: keyof typeof LIFETIME_MS, token: string) {
  const [secret] = await db
    .select({ id: staffSecrets.id, staffId: staffSecrets.staffId })
    .from(staffSecrets)
    .where(
      and(
        eq(staffSecrets.secretHash, secretHash(token)),
        eq(staffSecrets.purpose, purpose),
        isNull(staffSecrets.usedAt),
        gt(staffSecrets.expiresAt, new Date()),
        lt(staffSecrets.failedAttempts, CHALLENGE_ATTEMPTS),
      ),
    )
    .limit(1);
  return secret;
}

/** Uses a secret up; false when another request used it first. */
export async function spendStaffSecret(db: Database, id: number): Promise<boolean> {
  const spent = await db
    .update(staffSecrets)
    .set({ usedAt: new Date() })
    .where(and(eq(staffSecrets.id, id), isNull(staffSecrets.usedAt)))
    .returning({ id: staffSecrets.id });
  return spent.length === 1;
}

/** Counts a wrong code against a challenge: at CHALLENGE_ATTEMPTS it is dead. */
export async function countWrongCode(db: Database, id: number): Promise<void> {
  await db
    .update(staffSecrets)
    .set({ failedAttempts: sql`${staffSecrets.failedAttempts} + 1` })
    .where(eq(staffSecrets.id, id));
}
