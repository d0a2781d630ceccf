import { describe, expect, it } from 'vitest';
import { callingCodeOptions, fromE164, toE164 } from './phone-number';

describe('the phone widget’s numbers', () => {
  it('lists the Gulf first, then every other country by its name in the page language, each with its code', () => {
    const arabic = callingCodeOptions('ar');
    expect(arabic.slice(0, 3).map((option) => option.country)).toEqual(['SA', 'AE', 'KW']);
    expect(arabic[0]!.label).toBe('المملكة العربية السعودية \u2066+966\u2069');
    expect(arabic.length).toBeGreaterThan(240);
    const english = callingCodeOptions('en')
      .slice(8)
      .map((option) => option.label);
    expect(english).toEqual([...english].sort((a, b) => a.localeCompare(b, 'en')));
    expect(new Set(arabic.map((option) => option.country)).size).toBe(arabic.length);
  });

  it.each([
    ['SA', '501234567', '+966501234567'],
    ['SA', '0501234567', '+966501234567'],
    ['SA', '050 123 4567', '+966501234567'],
    ['SA', '+971501234567', '+971501234567'],
    ['AE', '501234567', '+971501234567'],
    ['SA', '12', '+96612'],
    ['SA', '٠٥٠١٢٣٤٥٦٧', '+966501234567'],
    ['SA', '۵۰۱ ۲۳۴ ۵۶۷', '+966501234567'],
    ['SA', '+٩٧١٥٠١٢٣٤٥٦٧', '+971501234567'],
  ] as const)('reads %s %s as %s', (country, typed, value) => {
    expect(toE164(country, typed)).toBe(value);
  });

  it('gives no value for an empty box, and shows a stored number with its country again', () => {
    expect(toE164('SA', '')).toBeUndefined();
    expect(toE164('SA', ' - ')).toBeUndefined();
    expect(fromE164('+971501234567', 'SA')).toEqual({ country: 'AE', national: '501234567' });
    expect(fromE164(undefined, 'SA')).toEqual({ country: 'SA', national: '' });
    expect(fromE164('not a number', 'SA')).toEqual({ country: 'SA', national: '' });
  });
});
