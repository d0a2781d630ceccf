import { eq, gte } from 'drizzle-orm';
import type { PermitType } from '../../../schemas/api/member';
import { reserveToday } from '../../../schemas/validation/reserve-day';
import type { Database, Transaction } from '../../db/client';
import { permitServiceLevels, reserveHolidays } from '../../db/schema';
import { RESEARCH_ANSWER_WORKING_DAYS, workingDaysDeadline } from '../../lib/working-days';

/** The working days a request of `type` is answered within: research's are the spec's, the others' in settings. */
async function workingDaysOf(db: Database | Transaction, type: PermitType): Promise<number | null> {
  if (type === 'scientific_research') return RESEARCH_ANSWER_WORKING_DAYS;
  const [level] = await db
    .select({ workingDays: permitServiceLevels.workingDays })
    .from(permitServiceLevels)
    .where(eq(permitServiceLevels.type, type));
  return level?.workingDays ?? null;
}

/** The authority's holidays from `day` on: the only ones a deadline counted from that day can cross. */
export async function holidaysFrom(db: Database | Transaction, day: string): Promise<Set<string>> {
  const holidays = await db
    .select({ day: reserveHolidays.day })
    .from(reserveHolidays)
    .where(gte(reserveHolidays.day, day));
  return new Set(holidays.map((holiday) => holiday.day));
}

/**
 * The last day to answer a request of `type` submitted (or resubmitted) at `submittedAt`, counted in working
 * days past the weekend and the authority's holidays; null for a type without a service level.
 */
export async function dueOnFor(
  db: Database | Transaction,
  type: PermitType,
  submittedAt: Date,
): Promise<string | null> {
  const workingDays = await workingDaysOf(db, type);
  if (workingDays === null) return null;
  return workingDaysDeadline(submittedAt, workingDays, await holidaysFrom(db, reserveToday(submittedAt)));
}
