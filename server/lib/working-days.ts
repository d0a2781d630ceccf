import { addDays, reserveToday } from '../../schemas/validation/reserve-day';

/** Research requests are answered within 15 working days (spec 001 §2, the research rules page). */
export const RESEARCH_ANSWER_WORKING_DAYS = 15;

// The reserve's weekend: Friday and Saturday (getUTCDay of a YYYY-MM-DD read as UTC midnight).
const FRIDAY = 5;
const SATURDAY = 6;

/** Whether `day` (YYYY-MM-DD) is a working day: neither Friday, Saturday nor one of `holidays`. */
export function isWorkingDay(day: string, holidays: ReadonlySet<string>): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday !== FRIDAY && weekday !== SATURDAY && !holidays.has(day);
}

/**
 * The last day (YYYY-MM-DD) to answer a request submitted at `submittedAt` within `workingDays` working days.
 * The day of submission never counts, even when submitted early on a working day: the count starts on the
 * next working day, so a request sent on a Thursday evening or on a Friday has Sunday as its first day.
 * That day is the submission's day in the reserve (Asia/Riyadh), whatever the server's own time zone.
 */
export function workingDaysDeadline(submittedAt: Date, workingDays: number, holidays: ReadonlySet<string>): string {
  if (!Number.isInteger(workingDays) || workingDays < 1) {
    throw new RangeError(`A service level is a whole number of working days, at least 1 (got ${workingDays})`);
  }
  let day = reserveToday(submittedAt);
  for (let counted = 0; counted < workingDays;) {
    day = addDays(day, 1);
    if (isWorkingDay(day, holidays)) counted += 1;
  }
  return day;
}

/** Whether a case still open on `day` (the reserve's today by default) is late: its deadline day has passed. */
export function isOverdue(deadline: string, day: string = reserveToday()): boolean {
  // An answer on the deadline day itself is in time; both are YYYY-MM-DD, so text order is date order.
  return day > deadline;
}
