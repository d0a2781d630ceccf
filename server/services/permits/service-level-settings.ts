import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { PermitType } from '../../../schemas/api/member';
import { permitTypes } from '../../../schemas/api/member';
import type { ServiceLevelSettings } from '../../../schemas/api/service-levels';
import { addDays, reserveToday } from '../../../schemas/validation/reserve-day';
import type { Database, Transaction } from '../../db/client';
import { permits, permitServiceLevels, permitVersions, reserveHolidays } from '../../db/schema';
import { RESEARCH_ANSWER_WORKING_DAYS, workingDaysDeadline } from '../../lib/working-days';
import { holidaysFrom } from './service-levels';

/** Research's service level is the specification's (docs/requirements.md), not a setting. */
const FIXED_TYPE: PermitType = 'scientific_research';
/** The states whose deadline still runs: the queue calls them late once it passes. */
const OPEN_STATES = ['pending', 'in_review'] as const;
const UPDATE_BATCH = 1000;

/** Every type's working days (research's fixed) and the holidays of the past year on, soonest first. */
export async function readServiceLevelSettings(db: Database): Promise<ServiceLevelSettings> {
  const levels = await db.select().from(permitServiceLevels);
  const days = new Map(levels.map((level) => [level.type, level.workingDays]));
  const holidays = await db
    .select()
    .from(reserveHolidays)
    .where(gte(reserveHolidays.day, addDays(reserveToday(), -365)))
    .orderBy(asc(reserveHolidays.day));
  return {
    levels: permitTypes.map((type) =>
      type === FIXED_TYPE
        ? { type, working_days: RESEARCH_ANSWER_WORKING_DAYS, editable: false }
        : { type, working_days: days.get(type) ?? null, editable: true },
    ),
    holidays: holidays.map(({ day, nameAr, nameEn }) => ({ day, name_ar: nameAr, name_en: nameEn })),
  };
}

/** Whether `type` has a service level staff may set (research's is fixed). */
export const isEditableLevel = (type: string): type is PermitType =>
  type !== FIXED_TYPE && (permitTypes as readonly string[]).includes(type);

/** Sets a type's working days and counts its open requests' deadlines again. */
export async function setServiceLevel(db: Database, type: PermitType, workingDays: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(permitServiceLevels)
      .values({ type, workingDays })
      .onConflictDoUpdate({ target: permitServiceLevels.type, set: { workingDays } });
    await recountOpenDeadlines(tx, [type]);
  });
}

/** Adds a holiday and counts every open deadline again; false when the day is a holiday already. */
export async function addHoliday(db: Database, holiday: { day: string; nameAr: string; nameEn: string }) {
  return db.transaction(async (tx) => {
    const added = await tx.insert(reserveHolidays).values(holiday).onConflictDoNothing().returning();
    if (added.length > 0) await recountOpenDeadlines(tx, permitTypes);
    return added.length > 0;
  });
}

/** A YYYY-MM-DD naming a day of the calendar (not 2027-02-30), as the database's `date` reads it. */
function isCalendarDay(day: string): boolean {
  const read = new Date(`${day}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(read.getTime()) && read.toISOString().startsWith(day);
}

/** Removes a holiday and counts every open deadline again; false when the day was none. */
export async function removeHoliday(db: Database, day: string): Promise<boolean> {
  if (!isCalendarDay(day)) return false;
  return db.transaction(async (tx) => {
    const removed = await tx.delete(reserveHolidays).where(eq(reserveHolidays.day, day)).returning();
    if (removed.length > 0) await recountOpenDeadlines(tx, permitTypes);
    return removed.length > 0;
  });
}

/**
 * Counts again, from its latest submission, the deadline of every open request of `types`, so a new
 * holiday or service level moves the deadlines the queue shows, not only those of requests still to come.
 */
async function recountOpenDeadlines(tx: Transaction, types: readonly PermitType[]) {
  const open = and(inArray(permits.status, [...OPEN_STATES]), inArray(permits.type, [...types]));
  const submissions = await tx
    .select({ id: permits.id, type: permits.type, submittedAt: permitVersions.submittedAt })
    .from(permits)
    .innerJoin(
      permitVersions,
      and(eq(permitVersions.permitId, permits.id), eq(permitVersions.version, permits.version)),
    )
    .where(open);
  if (submissions.length === 0) return;
  const earliest = submissions.reduce(
    (soonest, { submittedAt }) => (submittedAt < soonest ? submittedAt : soonest),
    new Date(),
  );
  const holidays = await holidaysFrom(tx, reserveToday(earliest));
  const levels = new Map((await tx.select().from(permitServiceLevels)).map((level) => [level.type, level.workingDays]));
  levels.set(FIXED_TYPE, RESEARCH_ANSWER_WORKING_DAYS);
  const deadlines = submissions.map(({ id, type, submittedAt }) => {
    const workingDays = levels.get(type);
    return { id, due: workingDays === undefined ? null : workingDaysDeadline(submittedAt, workingDays, holidays) };
  });
  for (let start = 0; start < deadlines.length; start += UPDATE_BATCH) {
    const rows = deadlines.slice(start, start + UPDATE_BATCH).map(({ id, due }) => sql`(${id}::integer, ${due}::date)`);
    await tx.execute(
      sql`update ${permits} set due_on = recounted.due from (values ${sql.join(rows, sql`, `)}) as recounted(id, due) where ${permits.id} = recounted.id`,
    );
  }
}
