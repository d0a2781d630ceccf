/**
 * The reserve's calendar: "today" is the day in Asia/Riyadh, the same in the browser and on the
 * server, whatever their own time zones. Date bounds in a schema may be written relative to it.
 */
export const RESERVE_TIME_ZONE = 'Asia/Riyadh';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: RESERVE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

// Swedish writes a day and time as ISO does: 2026-11-26 14:05. Pure: a page that never writes one leaves it out.
const dayTimeFormat = /* @__PURE__ */ new Intl.DateTimeFormat('sv-SE', {
  timeZone: RESERVE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** The reserve's day at `moment`, YYYY-MM-DD. */
export const reserveDayOf = (moment: Date): string => dayFormat.format(moment);

/** Today in the reserve, YYYY-MM-DD. */
export const reserveToday = (now: Date = new Date()): string => reserveDayOf(now);

/** The reserve's day and time at `moment`, as a form and a spreadsheet write it: 2026-11-26 14:05. */
export const reserveDayTime = (moment: Date): string => dayTimeFormat.format(moment);

// Asia/Riyadh is UTC+3 all year (no daylight saving), so a reserve day and time has one moment.
/** The moment a reserve day and time ('2026-03-01 9:00', or a day alone: its midnight) stands for. */
export function reserveMoment(dayTime: string): Date {
  const [day, time = '0:00'] = dayTime.split(' ');
  const [hours = '0', minutes = '00'] = time.split(':');
  return new Date(`${day}T${hours.padStart(2, '0')}:${minutes}:00+03:00`);
}

/** `day` (YYYY-MM-DD) moved by `days` calendar days. */
export function addDays(day: string, days: number): string {
  const moved = new Date(`${day}T00:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

/**
 * The first and last days any date of a form may be: a birth date from 1900, a permit up to 2100.
 * Beyond them a typed year is a slip (0111 for 2011), refused by the formats and not offered by the day widget.
 */
export const EARLIEST_DAY = '1900-01-01';
export const LATEST_DAY = '2100-12-31';

/** The shape of a written bound: a day (2007-04-01), or today with an optional offset in days (today, today+2, today-30). */
export const DAY_BOUND_PATTERN = '^(\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])|today([+-]\\d{1,4})?)$';

const RELATIVE = /^today(?:([+-])(\d{1,4}))?$/;

/** The day a written bound stands for now: `today+2` is the reserve's day after tomorrow; a fixed day is itself. */
export function resolveDayBound(bound: string, now: Date = new Date()): string {
  const relative = RELATIVE.exec(bound);
  if (!relative) return bound;
  const [, sign, count] = relative;
  return addDays(reserveToday(now), sign === '-' ? -Number(count) : Number(count ?? 0));
}
