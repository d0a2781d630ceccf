import { describe, expect, it } from 'vitest';
import { checkCodeOf, formatCheckCode, initialsOf, isCheckCode, normaliseCheckCode, verifyUrlOf } from './permit-proof';

describe('permit proof helpers', () => {
  it('derives a stable 8-character Crockford code from the token', async () => {
    const code = await checkCodeOf('eyJhbGciOiJFUzI1NiJ9.e30.c2ln');
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(await checkCodeOf('eyJhbGciOiJFUzI1NiJ9.e30.c2ln')).toBe(code);
    expect(await checkCodeOf('eyJhbGciOiJFUzI1NiJ9.e30.c2lo')).not.toBe(code);
  });

  it('reads a code however it was typed from paper', () => {
    expect(normaliseCheckCode(' ab٣d-ef٠h ')).toBe('AB3DEF0H');
    expect(normaliseCheckCode('oil1 – 2345')).toBe('01112345');
    expect(isCheckCode(normaliseCheckCode('abcd-efgh'))).toBe(true);
    expect(isCheckCode('ABCDEFGU')).toBe(false);
    expect(formatCheckCode('ABCDEFGH')).toBe('ABCD-EFGH');
  });

  it('shows only the first and last initials of a long Arabic name', () => {
    expect(initialsOf('عبدالرحمن بن محمد بن عبدالعزيز آل سعود')).toBe('ع. س.');
    expect(initialsOf('  sara  ')).toBe('S.');
  });

  it('puts the token in the fragment of the public verify page', () => {
    expect(verifyUrlOf('https://portal.example.sa/', 'a.b.c')).toBe('https://portal.example.sa/verify#a.b.c');
  });
});
