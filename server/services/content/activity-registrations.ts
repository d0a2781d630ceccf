import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ActivityRegistration } from '../../../schemas/api/activity-registrations';
import { joinStatuses, type JoinStatus } from '../../../schemas/api/activities';
import type { ListEnvelope } from '../../../schemas/api/envelopes';
import { reserveDayOf } from '../../../schemas/validation/reserve-day';
import type { Database } from '../../db/client';
import { activities, activityVolunteerEvents, activityVolunteers, users } from '../../db/schema';
import { translate, type Locale } from '../../i18n/messages';
import { ApiError, notFound, validationFailed } from '../../lib/api-error';
import { isUuid } from '../../lib/identifiers';
import { DEFAULT_PER_PAGE, paginate, parsePage } from '../../lib/pagination';

/** The reserve's calendar day of a moment, as YYYY-MM-DD. */

/** The list's query as the browser sends it. */
export interface RegistrationQuery {
  status?: string;
  activity?: string;
  page?: string;
}

/** Reads the list's query: a known status, an activity's uuid and a page, each refused by name when it is not. */
function readQuery(query: RegistrationQuery, locale: Locale) {
  const errors: Record<string, string[]> = {};
  if (query.status !== undefined && !(joinStatuses as readonly string[]).includes(query.status))
    errors.status = [translate(locale, 'activity_registrations_status_invalid')];
  if (query.activity !== undefined && !isUuid(query.activity))
    errors.activity = [translate(locale, 'activity_registrations_activity_invalid')];
  let page = 1;
  try {
    page = parsePage(query.page, locale);
  } catch (error) {
    if (!(error instanceof ApiError) || !error.fieldErrors) throw error;
    Object.assign(errors, error.fieldErrors);
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return {
    status: query.status as JoinStatus | undefined,
    activity: query.activity?.toLowerCase(),
    page,
  };
}

/** A registration as staff read it, with its activity and citizen, the activity's title in `locale`. */
const registrationRows = (db: Database, locale: Locale) =>
  db
    .select({
      uuid: activityVolunteers.uuid,
      reason: activityVolunteers.reason,
      status: activityVolunteers.status,
      createdAt: activityVolunteers.createdAt,
      activityUuid: activities.uuid,
      title: locale === 'en' ? activities.titleEn : activities.titleAr,
      type: activities.type,
      startsAt: activities.startsAt,
      name: users.name,
      email: users.email,
    })
    .from(activityVolunteers)
    .innerJoin(activities, eq(activities.id, activityVolunteers.activityId))
    .innerJoin(users, eq(users.id, activityVolunteers.userId));

type RegistrationRow = Awaited<ReturnType<typeof registrationRows>>[number];

const toRegistration = (row: RegistrationRow): ActivityRegistration => ({
  uuid: row.uuid,
  activity: { uuid: row.activityUuid, title: row.title, type: row.type, start_date: reserveDayOf(row.startsAt) },
  citizen: { name: row.name, email: row.email },
  reason: row.reason,
  status: row.status,
  registered_at: row.createdAt.toISOString(),
});

/** GET admin/activity-registrations: one page, filtered by status and activity; pending first, oldest first. */
export async function listActivityRegistrations(
  db: Database,
  query: RegistrationQuery,
  locale: Locale,
): Promise<ListEnvelope<ActivityRegistration>> {
  const { status, activity, page } = readQuery(query, locale);
  const conditions: SQL[] = [];
  if (status) conditions.push(eq(activityVolunteers.status, status));
  if (activity) conditions.push(eq(activities.uuid, activity));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const list = await paginate(
    { page, perPage: DEFAULT_PER_PAGE },
    {
      count: async () => {
        const [row] = await db
          .select({ total: sql<number>`count(*)::int` })
          .from(activityVolunteers)
          .innerJoin(activities, eq(activities.id, activityVolunteers.activityId))
          .where(where);
        return row!.total;
      },
      rows: (limit, offset) =>
        registrationRows(db, locale)
          .where(where)
          .orderBy(
            sql`case when ${activityVolunteers.status} = 'pending' then 0 else 1 end`,
            asc(activityVolunteers.createdAt),
            asc(activityVolunteers.id),
          )
          .limit(limit)
          .offset(offset),
    },
  );
  return { data: list.data.map(toRegistration), meta: list.meta };
}

/** A staff decision on a pending registration. */
export type RegistrationDecision = { type: 'approved' } | { type: 'declined'; reason: string | null };

/**
 * Approves or declines a pending registration, with its event and the citizen's e-mail in one transaction.
 * The registration and its activity are locked first, so two members deciding at once, or two approvals
 * racing for the last place, are taken one after the other: the second finds it decided or full (422).
 * Found decided the same way, it is answered as it is (a double click or a retry: no second event or
 * e-mail); found decided the other way, 409.
 */
export async function decideRegistration(
  app: FastifyInstance,
  {
    uuid,
    staffId,
    decision,
    locale,
  }: { uuid: string; staffId: number; decision: RegistrationDecision; locale: Locale },
): Promise<ActivityRegistration> {
  if (!isUuid(uuid)) throw notFound();
  const decided = await app.db.transaction(async (tx) => {
    const [registration] = await tx
      .select({
        id: activityVolunteers.id,
        status: activityVolunteers.status,
        activityId: activities.id,
        capacity: activities.capacity,
        titleAr: activities.titleAr,
        titleEn: activities.titleEn,
        startsAt: activities.startsAt,
        endsAt: activities.endsAt,
        name: users.name,
        email: users.email,
        language: users.language,
      })
      .from(activityVolunteers)
      .innerJoin(activities, eq(activities.id, activityVolunteers.activityId))
      .innerJoin(users, eq(users.id, activityVolunteers.userId))
      .where(eq(activityVolunteers.uuid, uuid.toLowerCase()))
      .for('update');
    if (!registration) throw notFound();
    if (registration.status === decision.type) return false;
    if (registration.status !== 'pending') throw new ApiError(409, 'activity_registration_decided');
    if (decision.type === 'approved' && registration.capacity !== null) {
      const approved = await tx.$count(
        activityVolunteers,
        and(eq(activityVolunteers.activityId, registration.activityId), eq(activityVolunteers.status, 'approved')),
      );
      if (approved >= registration.capacity) throw new ApiError(422, 'activity_registration_full');
    }
    const reason = decision.type === 'declined' ? decision.reason : null;
    await tx
      .update(activityVolunteers)
      .set({ status: decision.type })
      .where(and(eq(activityVolunteers.id, registration.id), eq(activityVolunteers.status, 'pending')));
    await tx
      .insert(activityVolunteerEvents)
      .values({ volunteerId: registration.id, staffId, type: decision.type, reason });
    const mail = {
      to: registration.email,
      locale: registration.language,
      params: {
        name: registration.name,
        title: { ar: registration.titleAr, en: registration.titleEn },
        from: reserveDayOf(registration.startsAt),
        to: reserveDayOf(registration.endsAt),
        profileLink: `${app.config.publicUrl}/profile`,
      },
    };
    await app.mail.enqueue(
      tx,
      decision.type === 'approved'
        ? { ...mail, template: 'activity-registration-approved' }
        : { ...mail, template: 'activity-registration-declined', params: { ...mail.params, reason } },
    );
    return true;
  });
  if (decided) app.mail.kick();
  const [row] = await registrationRows(app.db, locale).where(eq(activityVolunteers.uuid, uuid.toLowerCase()));
  return toRegistration(row!);
}
