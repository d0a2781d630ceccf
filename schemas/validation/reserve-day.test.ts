import { describe, expect, it } from 'vitest';
import { addDays, reserveDayOf, reserveDayTime, reserveMoment, resolveDayBound } from './reserve-day';

/** The reserve's calendar is Riyadh's whatever the machine's time zone: UTC+3, no daylight saving. */
describe('reserve day', () => {
  it('reads a moment late in the UTC day as the next reserve day', () => {
    expect(reserveDayOf(new Date('2026-12-31T21:30:00Z'))).toBe('2027-01-01');
    expect(reserveDayOf(new Date('2026-12-31T20:59:00Z'))).toBe('2026-12-31');
  });

  it('writes a moment as the reserve day and time a form shows, and reads it back', () => {
    const moment = new Date('2026-03-01T06:05:00Z');
    expect(reserveDayTime(moment)).toBe('2026-03-01 09:05');
    expect(reserveMoment('2026-03-01 9:05').getTime()).toBe(moment.getTime());
    expect(reserveMoment(reserveDayTime(moment)).getTime()).toBe(moment.getTime());
    expect(reserveDayTime(new Date('2026-03-01T21:00:00Z'))).toBe('2026-03-02 00:00');
  });

  it('takes a day alone as its reserve midnight', () => {
    expect(reserveMoment('2026-11-28').toISOString()).toBe('2026-11-27T21:00:00.000Z');
  });

  it('moves days over month and leap-year ends and resolves relative bounds', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    const now = new Date('2026-11-27T22:00:00Z'); // 01:00 on the 28th in the reserve
    expect(resolveDayBound('today+2', now)).toBe('2026-11-30');
    expect(resolveDayBound('today-30', now)).toBe('2026-10-29');
    expect(resolveDayBound('2007-04-01', now)).toBe('2007-04-01');
  });
});
