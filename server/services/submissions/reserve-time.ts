import { RESERVE_TIME_ZONE } from '../../../schemas/validation/reserve-day';

/** A time as the reserve's clock reads it, for a spreadsheet: 2026-11-26 14:05. */
const format = new Intl.DateTimeFormat('sv-SE', {
  timeZone: RESERVE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

export const reserveTime = (at: Date) => format.format(at);
