import type { RJSFSchema } from '@rjsf/utils';
import { EARLIEST_DAY, LATEST_DAY, resolveDayBound } from '../../../../schemas/validation/reserve-day';

const DAY = /^\d{4}-\d{2}-\d{2}(?: |$)/;

/**
 * The day (YYYY-MM-DD) of an answer written 'YYYY-MM-DD' or 'YYYY-MM-DD HH:mm'; undefined for anything
 * else, and for a day outside the years any form allows (0111 typed for 2011), which the format refuses.
 */
export function dayOfAnswer(answer: unknown): string | undefined {
  if (typeof answer !== 'string' || !DAY.test(answer)) return undefined;
  const day = answer.slice(0, 10);
  return day >= EARLIEST_DAY && day <= LATEST_DAY ? day : undefined;
}

/** The answer a chosen day gives: the day for `format: "date"`, the day at 00:00 for `day-time` (the permits send a time nobody chooses). */
export function answerOfDay(day: string, schema: RJSFSchema): string {
  return schema.format === 'day-time' ? `${day} 00:00` : day;
}

/** The day a bound written in a schema or ui:options stands for today (`today+2`, `2007-04-01`); a `$data` bound is the validator's. */
export function dayOfBound(bound: unknown): string | undefined {
  return typeof bound === 'string' ? dayOfAnswer(resolveDayBound(bound)) : undefined;
}

const later = (a: string, b: string | undefined) => (b !== undefined && b > a ? b : a);
const earlier = (a: string, b: string | undefined) => (b !== undefined && b < a ? b : a);

/**
 * The first and last days a field allows, as its schema's validator will judge them: `formatMinimum`
 * and `formatMaximum` in the reserve's calendar, no earlier than the day of its `notBefore` sibling,
 * and within the years the date formats allow.
 */
export function dayBounds(schema: RJSFSchema, notBeforeDay: string | undefined): { min: string; max: string } {
  return {
    min: later(later(EARLIEST_DAY, dayOfBound(schema.formatMinimum)), notBeforeDay),
    max: earlier(LATEST_DAY, dayOfBound(schema.formatMaximum)),
  };
}
