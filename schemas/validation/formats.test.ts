import { describe, expect, it } from 'vitest';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { formats } from './formats';
import { validatorOptions } from './validator-options';

describe('the date format', () => {
  it.each(['2000-02-29', '2024-02-29', '2007-04-01', '1900-01-01', '2023-12-31'])('accepts %s', (date) => {
    expect(formats.date.validate(date)).toBe(true);
  });

  it.each(['1900-02-29', '2023-02-29', '2001-02-30', '2023-04-31', '2023-13-01', '2023-00-10', '2023-4-1', ' 2023-04-01', '٢٠٢٣-٠٤-٠١', '2023-04-01T00:00'])(
    'refuses %j',
    (date) => {
      expect(formats.date.validate(date)).toBe(false);
    },
  );

  it('compares days, and leaves a malformed date to the format', () => {
    expect([formats.date.compare('2007-03-31', '2007-04-01'), formats.date.compare('2007-04-01', '2007-04-01'), formats.date.compare('2007-04-02', '2007-04-01')]).toEqual([-1, 0, 1]);
    expect(formats.date.compare('2007-02-30', '2007-04-01')).toBeUndefined();
  });
});

describe('formatMinimum and formatMaximum', () => {
  const validator = customizeValidator(validatorOptions);

  it('refuse, when the schema is compiled, a bound that is not written YYYY-MM-DD', () => {
    const { validationError } = validator.rawValidation({ type: 'string', format: 'date', formatMaximum: 'today+2' }, '2007-04-01');
    expect(validationError?.message).toMatch(/formatMaximum/);
  });
});
