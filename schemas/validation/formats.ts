import type { Format } from 'ajv';
import { isValidPhoneNumber } from 'libphonenumber-js';
import { EARLIEST_DAY, LATEST_DAY, resolveDayBound } from './reserve-day';

// C0/C1 controls, bidi embeddings/overrides/isolates (text spoofing) and lone surrogates.
const notInLine = /[\p{Cc}\u202A-\u202E\u2066-\u2069\uD800-\uDFFF]/u;
// As above, but a multi-line text keeps its tabs and line breaks.
const notInText = /[^\P{Cc}\t\n\r]|[\u202A-\u202E\u2066-\u2069\uD800-\uDFFF]/u;

const isLeapYear = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
const daysInMonth = (year: number, month: number) =>
  month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;

/** A calendar date written YYYY-MM-DD that exists (2023-02-30 does not), from EARLIEST_DAY to LATEST_DAY. */
function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match || value < EARLIEST_DAY || value > LATEST_DAY) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** The specifier through which precompiled validators reach these formats (see build-validators.ts). */
export const FORMATS_MODULE = '#schema-formats';

/** One line of plain text. */
export const line = (value: string) => !notInLine.test(value);
/** Several lines of plain text. */
export const text = (value: string) => !notInText.test(value);
/** The address shape of ajv-formats' "full" mode, kept here so the browser bundle carries no other format. */
export const email =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
/** E.164 checked against its country's numbering plan; ASCII digits only, for libphonenumber would accept Arabic-Indic ones. */
export const phone = (value: string) => /^\+[1-9]\d{6,14}$/.test(value) && isValidPhoneNumber(value);
/** The same number as the permits send it: the country code without its plus, joined to the number (966501234567). */
export const phoneDigits = (value: string) => /^[1-9]\d{6,14}$/.test(value) && isValidPhoneNumber(`+${value}`);
const DAY_TIME = /^(\d{4}-\d{2}-\d{2}) ([01]?\d|2[0-3]):([0-5]\d)$/;

/** A day and a time of day, 'YYYY-MM-DD HH:mm' (or 'H:mm'), as 'YYYY-MM-DD HH:mm'; undefined if it is neither. */
function normalDayTime(value: string): string | undefined {
  const match = DAY_TIME.exec(value);
  if (!match || !isCalendarDate(match[1]!)) return undefined;
  return `${match[1]} ${match[2]!.padStart(2, '0')}:${match[3]}`;
}

const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * YYYY-MM-DD, a real calendar date. `compare` lets formatMinimum and formatMaximum bound a date,
 * by a fixed day, by a day relative to the reserve's today (`today+2`) or by a sibling's answer
 * (`{ "$data": "1/from_date" }`); see validator-options.ts for the shapes a bound may take.
 */
export const date = {
  type: 'string',
  validate: isCalendarDate,
  compare: (value: string, bound: string) => {
    const day = resolveDayBound(bound).slice(0, 10);
    return isCalendarDate(value) && isCalendarDate(day) ? order(value, day) : undefined;
  },
} satisfies Format;

/**
 * A day with a time of day, 'YYYY-MM-DD HH:mm' ('H:mm' too), as the work and research permits send
 * their dates. Bounded like `date`: against a day bound only the day counts, against another
 * day-time (a sibling's) the time too.
 */
export const dayTime = {
  type: 'string',
  validate: (value: string) => normalDayTime(value) !== undefined,
  compare: (value: string, bound: string) => {
    const normal = normalDayTime(value);
    if (normal === undefined) return undefined;
    const boundDayTime = normalDayTime(bound);
    if (boundDayTime !== undefined) return order(normal, boundDayTime);
    const day = resolveDayBound(bound);
    return isCalendarDate(day) ? order(normal.slice(0, 10), day) : undefined;
  },
} satisfies Format;

/**
 * Every string format a form schema may use, registered in the one validator factory. Each is its
 * own export too, so a precompiled validator imports only those its form uses (a form without a
 * phone number carries no phone metadata).
 */
export const formats = {
  line,
  text,
  email,
  phone,
  'phone-digits': phoneDigits,
  date,
  'day-time': dayTime,
} satisfies Record<string, Format>;

/**
 * The check of the `notBefore` keyword (validator-options.ts): a date or day-time is not before its
 * sibling's, compared as `day-time` compares; passes while the sibling has no valid answer, for
 * that field's own error says so.
 */
export function notBefore(value: unknown, sibling: unknown): boolean {
  if (typeof value !== 'string' || typeof sibling !== 'string') return true;
  const siblingDay = date.validate(sibling) || dayTime.validate(sibling);
  if (!siblingDay) return true;
  const order = date.validate(value) ? date.compare(value, sibling) : dayTime.compare(value, sibling);
  return order === undefined || order >= 0;
}
