import { and, count, desc, eq, inArray } from 'drizzle-orm';
import {
  activityTypes as countedTypes,
  type ActivityStatistic,
  type JoinedActivity,
} from '../../../schemas/api/member';
import type { ListEnvelope } from '../../../schemas/api/envelopes';
import { reserveDayOf } from '../../../schemas/validation/reserve-day';
import type { Database } from '../../db/client';
import { activities, activityVolunteers } from '../../db/schema';
import type { Locale } from '../../i18n/messages';
import { DEFAULT_PER_PAGE, paginate } from '../../lib/pagination';

/** The reserve's calendar day of a moment, as YYYY-MM-DD. */

/** GET me/activities: one page of the activities the member joined, the latest join first. */
export async function listOwnActivities(
  db: Database,
  accountId: number,
  page: number,
  locale: Locale,
): Promise<ListEnvelope<JoinedActivity>> {
  const mine = eq(activityVolunteers.userId, accountId);
  const list = await paginate(
    { page, perPage: DEFAULT_PER_PAGE },
    {
      count: () => db.$count(activityVolunteers, mine),
      rows: (limit, offset) =>
        db
          .select({
            uuid: activityVolunteers.uuid,
            status: activityVolunteers.status,
            createdAt: activityVolunteers.createdAt,
            slug: activities.slug,
            title: locale === 'en' ? activities.titleEn : activities.titleAr,
            type: activities.type,
            startsAt: activities.startsAt,
          })
          .from(activityVolunteers)
          .innerJoin(activities, eq(activities.id, activityVolunteers.activityId))
          .where(mine)
          .orderBy(desc(activityVolunteers.createdAt), desc(activityVolunteers.id))
          .limit(limit)
          .offset(offset),
    },
  );
  return {
    data: list.data.map(({ uuid, status, createdAt, slug, title, type, startsAt }) => ({
      uuid,
      status,
      activity: { slug, title, type, start_date: reserveDayOf(startsAt) },
      created_at: createdAt.toISOString(),
    })),
    meta: list.meta,
  };
}

/** GET me/activities-statistics: how many activities of each counted type the member joined, zeros included. */
export async function countOwnActivities(db: Database, accountId: number): Promise<ActivityStatistic[]> {
  const rows = await db
    .select({ type: activities.type, joined: count() })
    .from(activityVolunteers)
    .innerJoin(activities, eq(activities.id, activityVolunteers.activityId))
    .where(and(eq(activityVolunteers.userId, accountId), inArray(activities.type, [...countedTypes])))
    .groupBy(activities.type);
  return countedTypes.map((type) => ({ type, activities_count: rows.find((row) => row.type === type)?.joined ?? 0 }));
}
