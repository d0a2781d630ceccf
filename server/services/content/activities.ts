import { and, asc, desc, eq, exists, sql, type SQL } from 'drizzle-orm';
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { activityTypes, type ActivityDetail, type ActivitySummary } from '../../../schemas/api/activities';
import type { ItemEnvelope, ListEnvelope } from '../../../schemas/api/envelopes';
import type { Database } from '../../db/client';
import { activities, activityVolunteers } from '../../db/schema';
import type { Locale } from '../../i18n/messages';
import { notFound } from '../../lib/api-error';
import { DEFAULT_PER_PAGE, paginate, parsePage, wholeNumberQueryValue } from '../../lib/pagination';
import { atSlug } from './slug-redirects';
import { isSlug } from '../../lib/identifiers';

/** The query of GET /activities: a page, and a type to keep (the volunteer page asks for its own). */
export const activityListQuerystring = {
  type: 'object',
  additionalProperties: false,
  properties: {
    page: wholeNumberQueryValue,
    type: {
      type: 'string',
      enum: activityTypes,
      description: 'Only activities of this type (e.g. volunteer_opportunity for /volunteer).',
    },
  },
} as const satisfies JSONSchema;
export type ActivityListQuery = FromSchema<typeof activityListQuerystring>;

function summaryColumns(locale: Locale) {
  const english = locale === 'en';
  return {
    uuid: activities.uuid,
    slug: activities.slug,
    type: activities.type,
    title: english ? activities.titleEn : activities.titleAr,
    startsAt: activities.startsAt,
    endsAt: activities.endsAt,
    imagePath: activities.imagePath,
    location_name: english ? activities.locationNameEn : activities.locationNameAr,
    auto_approve: activities.autoApprove,
  };
}

function detailColumns(locale: Locale) {
  const english = locale === 'en';
  return {
    ...summaryColumns(locale),
    images: activities.images,
    location: activities.locationUrl,
    description: english ? activities.descriptionEn : activities.descriptionAr,
    terms: english ? activities.termsEn : activities.termsAr,
    files: activities.files,
  };
}

/** Whether `userId` has joined the activity of the outer query's row. */
const volunteeredBy = (db: Database, userId: number) =>
  sql<boolean>`${exists(
    db
      .select({ id: activityVolunteers.id })
      .from(activityVolunteers)
      .where(and(eq(activityVolunteers.activityId, activities.id), eq(activityVolunteers.userId, userId))),
  )}`;

type SummaryRow = { startsAt: Date; endsAt: Date; imagePath: string | null; user_volunteered?: boolean } & Omit<
  ActivitySummary,
  'from' | 'to' | 'imageFile' | 'user_volunteered'
>;

function toSummary({ startsAt, endsAt, imagePath, ...rest }: SummaryRow): ActivitySummary {
  return {
    ...rest,
    from: startsAt.toISOString(),
    to: endsAt.toISOString(),
    imageFile: imagePath ? { path: imagePath } : null,
  };
}

/** Whether the activity of the outer query's row is over. */
const hasEnded = sql<boolean>`${activities.endsAt} < now()`;

/**
 * The list's order: the activities still to come first, soonest first, then those that have ended,
 * latest first (a citizen looks for what they can still join); the id breaks ties across pages.
 */
export const upcomingFirst = [
  asc(hasEnded),
  sql`case when ${hasEnded} then null else ${activities.startsAt} end asc nulls last`,
  desc(activities.startsAt),
  asc(activities.id),
];

/**
 * One page of activities, upcoming ones first (see upcomingFirst), of one type when the query names it. `userId`: the signed-in
 * caller, whose answer says which they joined (`user_volunteered`).
 */
export async function listActivities(
  db: Database,
  query: ActivityListQuery,
  locale: Locale,
  userId?: number,
): Promise<ListEnvelope<ActivitySummary>> {
  const page = parsePage(query.page, locale);
  const where: SQL | undefined = query.type ? eq(activities.type, query.type) : undefined;
  const columns =
    userId === undefined
      ? summaryColumns(locale)
      : { ...summaryColumns(locale), user_volunteered: volunteeredBy(db, userId) };
  const list = await paginate(
    { page, perPage: DEFAULT_PER_PAGE },
    {
      count: () => db.$count(activities, where),
      rows: (limit, offset) =>
        db
          .select(columns)
          .from(activities)
          .where(where)
          .orderBy(...upcomingFirst)
          .limit(limit)
          .offset(offset),
    },
  );
  return { data: list.data.map(toSummary), meta: list.meta };
}

/** The activity of `slug` (or of an old slug of it, answered under its current one) in the request's language, with `user_volunteered` for a signed-in caller; 404 when there is none. */
export async function findActivity(
  db: Database,
  slug: string,
  locale: Locale,
  userId?: number,
): Promise<ItemEnvelope<ActivityDetail>> {
  if (!isSlug(slug)) throw notFound();
  const columns =
    userId === undefined
      ? detailColumns(locale)
      : { ...detailColumns(locale), user_volunteered: volunteeredBy(db, userId) };
  const [row] = await db
    .select(columns)
    .from(activities)
    .where(atSlug(db, 'activities', activities, slug))
    .limit(1);
  if (!row) throw notFound();
  const { images, location, description, terms, files, ...summary } = row;
  return {
    data: { ...toSummary(summary), images: images.map((path) => ({ path })), location, description, terms, files },
  };
}

/** What a join needs of the activity of `slug`: its id, its own auto_approve and whether it is over; undefined when there is none. */
export async function activityToJoin(
  db: Database,
  slug: string,
): Promise<{ id: number; uuid: string; autoApprove: boolean; ended: boolean } | undefined> {
  if (!isSlug(slug)) return undefined;
  const [row] = await db
    .select({ id: activities.id, uuid: activities.uuid, autoApprove: activities.autoApprove, ended: hasEnded })
    .from(activities)
    .where(atSlug(db, 'activities', activities, slug))
    .limit(1);
  return row;
}
