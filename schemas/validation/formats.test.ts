import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { customizeValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import { formats } from './formats';
import { validatorOptions } from './validator-options';

describe('the date format', () => {
  it.each(['2000-02-29', '2024-02-29', '2007-04-01', '1900-01-01', '2023-12-31', '2100-12-31'])(
    'accepts %s',
    (date) => {
      expect(formats.date.validate(date)).toBe(true);
    },
  );

  it.each([
    '1900-02-29',
    '2023-02-29',
    '2001-02-30',
    '2023-04-31',
    '2023-13-01',
    '2023-00-10',
    '2023-4-1',
    ' 2023-04-01',
    '٢٠٢٣-٠٤-٠١',
    '2023-04-01T00:00',
  ])('refuses %j', (date) => {
    expect(formats.date.validate(date)).toBe(false);
  });

  it.each(['0111-03-05', '1899-12-31', '2101-01-01', '9999-12-31'])('refuses %s, a year no form asks for', (date) => {
    expect(formats.date.validate(date)).toBe(false);
    expect(formats['day-time'].validate(`${date} 00:00`)).toBe(false);
  });

  it('compares days, and leaves a malformed date to the format', () => {
    expect([
      formats.date.compare('2007-03-31', '2007-04-01'),
      formats.date.compare('2007-04-01', '2007-04-01'),
      formats.date.compare('2007-04-02', '2007-04-01'),
    ]).toEqual([-1, 0, 1]);
    expect(formats.date.compare('2007-02-30', '2007-04-01')).toBeUndefined();
  });
});

describe('formatMinimum and formatMaximum', () => {
  const validator = customizeValidator(validatorOptions);

  it.each(['2007-4-1', 'tomorrow', 'today+', 'today*2', 'now'])(
    'refuse, when the schema is compiled, the bound %j',
    (bound) => {
      const { validationError } = validator.rawValidation(
        { type: 'string', format: 'date', formatMaximum: bound },
        '2007-04-01',
      );
      expect(validationError?.message).toMatch(/formatMaximum/);
    },
  );

  describe("relative to the reserve's today (Asia/Riyadh)", () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());
    const refused = (schema: RJSFSchema, value: string) =>
      validator.rawValidation(schema, value).errors?.map((error) => error.keyword) ?? [];

    it("counts days from Riyadh's date, which turns at 21:00 UTC", () => {
      const arrival: RJSFSchema = { type: 'string', format: 'date', formatMinimum: 'today+2' };
      vi.setSystemTime(new Date('2026-11-23T20:59:00Z'));
      expect(refused(arrival, '2026-11-25')).toEqual([]);
      vi.setSystemTime(new Date('2026-11-23T21:00:00Z'));
      expect(refused(arrival, '2026-11-25')).toEqual(['formatMinimum']);
      expect(refused(arrival, '2026-11-26')).toEqual([]);
    });

    it('bound a day-time by its day, whatever its time', () => {
      vi.setSystemTime(new Date('2026-11-24T06:00:00Z'));
      const start: RJSFSchema = { type: 'string', format: 'day-time', formatMinimum: 'today' };
      expect(refused(start, '2026-11-24 0:00')).toEqual([]);
      expect(refused(start, '2026-11-23 23:59')).toEqual(['formatMinimum']);
    });
  });
});

describe('the day-time format', () => {
  it.each(['2026-11-24 00:00', '2026-11-24 0:00', '2026-11-24 23:59', '2024-02-29 9:05'])('accepts %j', (value) => {
    expect(formats['day-time'].validate(value)).toBe(true);
  });

  it.each([
    '2026-11-24',
    '2026-11-24T00:00',
    '2026-11-24 24:00',
    '2026-11-24 10:60',
    '2023-02-29 10:00',
    '2026-11-24 00:00 ',
    '2026-11-24 000:00',
  ])('refuses %j', (value) => {
    expect(formats['day-time'].validate(value)).toBe(false);
  });
});

describe('the notBefore keyword', () => {
  const validator = customizeValidator(validatorOptions);
  const schema: RJSFSchema = {
    type: 'object',
    properties: {
      from_date: { type: 'string', format: 'day-time' },
      to_date: { type: 'string', format: 'day-time', notBefore: 'from_date' } as RJSFSchema,
    },
  };
  const refused = (data: object) =>
    validator.rawValidation(schema, data).errors?.map((error) => `${error.instancePath}:${error.keyword}`) ?? [];

  it('refuses a departure before the arrival, by day and by time', () => {
    expect(refused({ from_date: '2099-01-15 00:00', to_date: '2099-01-14 23:00' })).toEqual(['/to_date:notBefore']);
    expect(refused({ from_date: '2099-01-15 10:00', to_date: '2099-01-15 9:30' })).toEqual(['/to_date:notBefore']);
  });

  it('accepts the same moment and later, and leaves a missing or malformed arrival to its own error', () => {
    expect(refused({ from_date: '2099-01-15 00:00', to_date: '2099-01-15 0:00' })).toEqual([]);
    expect(refused({ from_date: '2099-01-15 00:00', to_date: '2099-02-01 00:00' })).toEqual([]);
    expect(refused({ to_date: '2099-01-14 00:00' })).toEqual([]);
    expect(refused({ from_date: 'soon', to_date: '2099-01-14 00:00' })).toEqual(['/from_date:format']);
  });

  it('names a sibling, not an expression', () => {
    const { validationError } = validator.rawValidation({ type: 'string', notBefore: '1/from_date' }, 'x');
    expect(validationError?.message).toMatch(/notBefore/);
  });
});

describe('the phone-digits format', () => {
  it('accepts the country code joined to the number, without a plus', () => {
    expect(formats['phone-digits']('966501234567')).toBe(true);
  });

  it.each(['+966501234567', '0501234567', '966 501234567', '96650123', '٩٦٦٥٠١٢٣٤٥٦٧'])('refuses %j', (value) => {
    expect(formats['phone-digits'](value)).toBe(false);
  });
});
