import { describe, expect, it } from 'vitest';
import { isOverdue, isWorkingDay, RESEARCH_ANSWER_WORKING_DAYS, workingDaysDeadline } from './working-days';

const noHolidays: ReadonlySet<string> = new Set();
// 18:00 in Riyadh (UTC+3) on Thursday 26 November 2026.
const thursdayEvening = new Date('2026-11-26T15:00:00Z');

describe('isWorkingDay', () => {
  it('takes Friday and Saturday as the weekend and a listed holiday as a day off', () => {
    expect(isWorkingDay('2026-11-26', noHolidays)).toBe(true); // Thursday
    expect(isWorkingDay('2026-11-27', noHolidays)).toBe(false); // Friday
    expect(isWorkingDay('2026-11-28', noHolidays)).toBe(false); // Saturday
    expect(isWorkingDay('2026-11-29', noHolidays)).toBe(true); // Sunday
    expect(isWorkingDay('2026-11-29', new Set(['2026-11-29']))).toBe(false);
  });
});

describe('workingDaysDeadline', () => {
  it('starts a Thursday submission on Sunday and answers research within three working weeks', () => {
    expect(workingDaysDeadline(thursdayEvening, 1, noHolidays)).toBe('2026-11-29');
    expect(workingDaysDeadline(thursdayEvening, RESEARCH_ANSWER_WORKING_DAYS, noHolidays)).toBe('2026-12-17');
  });

  it('gives a Friday submission the same first day and deadline as a Thursday one', () => {
    const friday = new Date('2026-11-27T09:00:00Z');
    expect(workingDaysDeadline(friday, 1, noHolidays)).toBe('2026-11-29');
    expect(workingDaysDeadline(friday, RESEARCH_ANSWER_WORKING_DAYS, noHolidays)).toBe('2026-12-17');
  });

  it('does not count the submission day even when it is a working day', () => {
    const sundayMorning = new Date('2026-11-29T05:00:00Z');
    expect(workingDaysDeadline(sundayMorning, 1, noHolidays)).toBe('2026-11-30');
  });

  it('pushes the deadline past a holiday inside the span, over the next weekend', () => {
    // Wednesday 2 December off: the fifteenth working day moves from Thursday 17 to Sunday 20.
    expect(workingDaysDeadline(thursdayEvening, 15, new Set(['2026-12-02']))).toBe('2026-12-20');
  });

  it('changes nothing for a holiday that falls on a weekend', () => {
    expect(workingDaysDeadline(thursdayEvening, 15, new Set(['2026-12-04', '2026-12-05']))).toBe('2026-12-17');
  });

  it('crosses a year end', () => {
    const christmasEve = new Date('2026-12-24T10:00:00Z'); // a Thursday
    expect(workingDaysDeadline(christmasEve, 5, noHolidays)).toBe('2026-12-31');
    expect(workingDaysDeadline(christmasEve, 6, noHolidays)).toBe('2027-01-03');
    expect(workingDaysDeadline(christmasEve, 10, new Set(['2027-01-03']))).toBe('2027-01-10');
  });

  it("counts from the submission's day in Riyadh, not in UTC", () => {
    // 23:59:59 on Wednesday 25 November in Riyadh (20:59:59 UTC): Thursday is the first working day.
    expect(workingDaysDeadline(new Date('2026-11-25T20:59:59Z'), 1, noHolidays)).toBe('2026-11-26');
    // 00:30 on Thursday in Riyadh, still Wednesday 21:30 in UTC: Thursday is the submission day, Sunday the first.
    expect(workingDaysDeadline(new Date('2026-11-25T21:30:00Z'), 1, noHolidays)).toBe('2026-11-29');
  });

  it.each([0, -1, 1.5, Number.NaN])('refuses %s working days', (days) => {
    expect(() => workingDaysDeadline(thursdayEvening, days, noHolidays)).toThrow(RangeError);
  });
});

describe('isOverdue', () => {
  it('is in time up to the deadline day and late from the next day', () => {
    expect(isOverdue('2026-12-17', '2026-12-16')).toBe(false);
    expect(isOverdue('2026-12-17', '2026-12-17')).toBe(false);
    expect(isOverdue('2026-12-17', '2026-12-18')).toBe(true);
    expect(isOverdue('2026-12-31', '2027-01-01')).toBe(true);
  });

  it("judges by the reserve's today when no day is given", () => {
    expect(isOverdue('2000-01-01')).toBe(true);
    expect(isOverdue('2099-12-31')).toBe(false);
  });
});
