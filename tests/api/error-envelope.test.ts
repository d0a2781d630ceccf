import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

describe('the error envelope', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers an unknown API path with 404 and an Arabic message by default', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'الصفحة أو العنصر المطلوب غير موجود' });
  });

  it('follows Accept-Language: en', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/no-such-thing', headers: { 'accept-language': 'en-GB,en;q=0.9' } });
    expect(res.json().message).toBe('The page or item you asked for does not exist.');
  });

  it('falls back to Arabic for a language it does not speak', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/no-such-thing', headers: { 'accept-language': 'fr' } });
    expect(res.json().message).toBe('الصفحة أو العنصر المطلوب غير موجود');
  });

  it('sends a request id and security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/no-such-thing' });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });
});
