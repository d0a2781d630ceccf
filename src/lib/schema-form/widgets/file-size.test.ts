import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('a file’s size', () => {
  it.each([
    [5, 'ar', '5 بايت'],
    [5, 'en', '5 bytes'],
    [1536, 'ar', '1.5 كيلوبايت'],
    [1536, 'en', '1.5 kilobytes'],
    [5_242_880, 'ar', '5 ميغابايت'],
    [5_242_880, 'en', '5 megabytes'],
    [5_242_881, 'ar', '5 ميغابايت'],
  ] as const)('of %i bytes reads, in %s, %s', (bytes, locale, text) => {
    expect(formatFileSize(bytes, locale)).toBe(text);
  });
});
