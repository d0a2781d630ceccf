import {
  activityTypes,
  type ActivitySummary,
  type ActivityType,
  type JoinStatus,
} from '../../../schemas/api/activities';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How many days an activity lasts: the rounded-up difference of its dates (docs/requirements.md §P9), never below 1. */
export function durationInDays(from: string, to: string): number {
  const difference = Date.parse(to) - Date.parse(from);
  if (!Number.isFinite(difference)) return 1;
  return Math.max(1, Math.ceil(difference / DAY_MS));
}

/** Whether an activity is over: it takes no more registrations, and lists show it apart. */
export const hasEnded = (activity: Pick<ActivitySummary, 'to'>, now = Date.now()): boolean =>
  Date.parse(activity.to) < now;

/** The activities of one page, those still to come apart from those that have ended, each in the order given. */
export function splitByEnded<T extends Pick<ActivitySummary, 'to'>>(
  activities: readonly T[],
  now = Date.now(),
): { upcoming: T[]; ended: T[] } {
  return {
    upcoming: activities.filter((activity) => !hasEnded(activity, now)),
    ended: activities.filter((activity) => hasEnded(activity, now)),
  };
}

/** The activities of one page by type, in the order of the four types, leaving out the types it has none of. */
export function groupByType<T extends Pick<ActivitySummary, 'type'>>(
  activities: readonly T[],
): { type: ActivityType; activities: T[] }[] {
  return activityTypes
    .map((type) => ({ type, activities: activities.filter((activity) => activity.type === type) }))
    .filter((group) => group.activities.length > 0);
}

/**
 * What a join's toast says. The status comes from the activity's own auto_approve, which the server
 * applied and echoes in the answer (the original portal read another object and always said pending).
 */
export function joinMessageId({
  status,
}: {
  status: JoinStatus;
}): 'activities.joinApproved' | 'activities.joinPending' | 'activities.joinDeclined' {
  const ids = {
    approved: 'activities.joinApproved',
    pending: 'activities.joinPending',
    declined: 'activities.joinDeclined',
  } as const;
  return ids[status];
}

/** The header image key of `pages_headers` for an activity type: an event's page is the events page. */
export const headerKeyOf = (type: ActivityType): 'events' | Exclude<ActivityType, 'event'> =>
  type === 'event' ? 'events' : type;
