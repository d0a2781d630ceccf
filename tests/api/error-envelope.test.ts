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

describe('the error envelope on failures', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, (app) => {
      app.get('/api/v1/test-only/fault', async () => {
        throw new Error('relation "users" does not exist: SELECT password_hash FROM users');
      });
      app.post('/api/v1/test-only/echo', async (request) => ({ data: request.body }));
    });
  });
  afterAll(() => t.close());

  it('answers an unexpected fault with a generic 500 that shows no SQL or stack', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/test-only/fault', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Sorry, something went wrong. Please try again.' });
    expect(res.body).not.toMatch(/SELECT|password|at .*\.ts/);
  });

  it('refuses a JSON body over the limit with 413', async () => {
    const body = JSON.stringify({ text: 'x'.repeat(1024 * 1024 + 1) });
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/test-only/echo', headers: { 'content-type': 'application/json' }, body });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'حجم الطلب أكبر من المسموح' });
  });

  it.each([
    ['malformed JSON', '{"a":', 'application/json', 400],
    ['an empty JSON body', '', 'application/json', 400],
    ['an unknown content type', 'a=b', 'text/x-unknown', 415],
  ])('refuses %s with a clear %i in the request language', async (_case, body, contentType, status) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/test-only/echo', headers: { 'content-type': contentType }, body });
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toMatch(/[\u0600-\u06FF]/);
  });

  it('drops __proto__ keys from JSON instead of polluting objects', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/test-only/echo', headers: { 'content-type': 'application/json' }, body: '{"__proto__":{"admin":true},"a":1}' });
    expect(res.statusCode).toBe(400);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });
});
