import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { staffMembers, staffSessions } from '../../db/schema';
import { newSecret, secretHash } from '../accounts/secrets';
import { signedInStaffOf, type SignedInStaff } from './signed-in-staff';

/** A staff session dies after this long without a request (issue 24); signing in again gives a new one. */
export const STAFF_SESSION_IDLE_MS = 12 * 60 * 60 * 1000;

/** last_seen_at moves at most this often: a burst of requests writes once. */
const LAST_SEEN_RESOLUTION_MS = 60 * 1000;

/** A new session for the member; only its token's hash is kept. */
export async function issueStaffSession(db: Database, staffId: number): Promise<string> {
  const token = newSecret();
  await db.insert(staffSessions).values({ staffId, secretHash: secretHash(token) });
  return token;
}

/**
 * The member a live session token belongs to (not revoked, used within the last 12 hours, its member
 * not disabled) and the session's id; the session's last use moves to now.
 */
export async function staffOfSession(
  db: Database,
  token: string,
): Promise<{ staff: SignedInStaff; sessionId: number } | undefined> {
  const now = Date.now();
  const [session] = await db
    .select({ id: staffSessions.id, staffId: staffSessions.staffId, lastSeenAt: staffSessions.lastSeenAt })
    .from(staffSessions)
    .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.secretHash, secretHash(token)),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.lastSeenAt, new Date(now - STAFF_SESSION_IDLE_MS)),
        isNull(staffMembers.disabledAt),
      ),
    )
    .limit(1);
  if (!session) return undefined;
  if (now - session.lastSeenAt.getTime() >= LAST_SEEN_RESOLUTION_MS)
    await db
      .update(staffSessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(staffSessions.id, session.id));
  const staff = await signedInStaffOf(db, session.staffId);
  return staff && { staff, sessionId: session.id };
}

/** Ends one session (sign-out). */
export async function revokeStaffSession(db: Database, sessionId: number): Promise<void> {
  await db.update(staffSessions).set({ revokedAt: new Date() }).where(eq(staffSessions.id, sessionId));
}

/** Ends every live session of the member (disabled, or their password changed). */
export async function revokeAllStaffSessions(db: Database, staffId: number): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
}
