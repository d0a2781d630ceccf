import { describe, expect, it } from 'vitest';
import { PREVIEW_LIFETIME_MS, PREVIEW_TOKEN_PATTERN, previewedId, previewToken } from './preview-links';

const SECRET = 'a-secret-of-the-server-at-least-32-characters';
const issued = new Date('2026-11-28T09:00:00Z');

describe('preview links', () => {
  it('name the item they were signed for, of its type, until they expire', () => {
    const token = previewToken(SECRET, 'articles', 42, issued);
    expect(token).toMatch(new RegExp(PREVIEW_TOKEN_PATTERN));
    expect(previewedId(SECRET, 'articles', token, issued)).toBe(42);
    expect(previewedId(SECRET, 'articles', token, new Date(issued.getTime() + PREVIEW_LIFETIME_MS - 1000))).toBe(42);
    expect(previewedId(SECRET, 'articles', token, new Date(issued.getTime() + PREVIEW_LIFETIME_MS + 1000))).toBe(
      undefined,
    );
  });

  it('open nothing when changed, of another type, or signed with another secret', () => {
    const token = previewToken(SECRET, 'articles', 42, issued);
    const [, expires, signature] = token.split('.');
    expect(previewedId(SECRET, 'articles', `43.${expires}.${signature}`, issued)).toBe(undefined);
    expect(previewedId(SECRET, 'articles', `42.${Number(expires) + 3600}.${signature}`, issued)).toBe(undefined);
    expect(previewedId(SECRET, 'activities', token, issued)).toBe(undefined);
    expect(previewedId(`${SECRET}-other`, 'articles', token, issued)).toBe(undefined);
    expect(previewedId(SECRET, 'articles', 'not-a-token', issued)).toBe(undefined);
  });
});
