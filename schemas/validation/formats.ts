import type { Format } from 'ajv';
import { isValidPhoneNumber } from 'libphonenumber-js';

// C0/C1 controls, bidi embeddings/overrides/isolates (text spoofing) and lone surrogates.
const notInLine = /[\p{Cc}\u202A-\u202E\u2066-\u2069\uD800-\uDFFF]/u;
// As above, but a multi-line text keeps its tabs and line breaks.
const notInText = /[^\P{Cc}\t\n\r]|[\u202A-\u202E\u2066-\u2069\uD800-\uDFFF]/u;

const isLeapYear = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
const daysInMonth = (year: number, month: number) =>
  month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;

/** A calendar date written YYYY-MM-DD that exists (2023-02-30 does not). */
function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
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
/**
 * YYYY-MM-DD, a real calendar date. `compare` lets formatMinimum and formatMaximum bound a date (the
 * bound's shape is checked on compile, see validator-options.ts); such dates compare as text.
 */
export const date = {
  type: 'string',
  validate: isCalendarDate,
  compare: (value: string, bound: string) => (isCalendarDate(value) ? (value < bound ? -1 : value > bound ? 1 : 0) : undefined),
} satisfies Format;

/**
 * Every string format a form schema may use, registered in the one validator factory. Each is its
 * own export too, so a precompiled validator imports only those its form uses (a form without a
 * phone number carries no phone metadata).
 */
export const formats = { line, text, email, phone, date } satisfies Record<string, Format>;
