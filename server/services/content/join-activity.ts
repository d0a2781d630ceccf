import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { activityVolunteers, type VolunteerStatus } from '../../db/schema';

export interface Registration {
  status: VolunteerStatus;
  createdAt: Date;
  /** True when the account had joined before and nothing new was stored. */
  alreadyRegistered: boolean;
}

/**
 * Registers the account for the activity, approved at once when the activity's own auto_approve says
 * so, else pending. The unique index on (activity, user) decides a double click or a burst: the insert
 * that loses does nothing, and every caller gets the one stored registration back.
 */
export async function joinActivity(
  db: Database,
  activity: { id: number; autoApprove: boolean },
  userId: number,
  reason: string,
): Promise<Registration> {
  const [created] = await db
    .insert(activityVolunteers)
    .values({ activityId: activity.id, userId, reason, status: activity.autoApprove ? 'approved' : 'pending' })
    .onConflictDoNothing({ target: [activityVolunteers.activityId, activityVolunteers.userId] })
    .returning({ status: activityVolunteers.status, createdAt: activityVolunteers.createdAt });
  if (created) return { ...created, alreadyRegistered: false };
  const [stored] = await db
    .select({ status: activityVolunteers.status, createdAt: activityVolunteers.createdAt })
    .from(activityVolunteers)
    .where(and(eq(activityVolunteers.activityId, activity.id), eq(activityVolunteers.userId, userId)));
  // The conflicting row exists: it was committed before this insert gave way to it.
  return { ...stored!, alreadyRegistered: true };
}
