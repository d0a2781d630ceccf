import { errorCodes, type FastifyError } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeMultipart } from '../support/multipart';
import { createTestApp, type TestApp } from '../support/test-app';

type ErrorClass = new (...args: string[]) => FastifyError;
const clientErrorsOf = (classes: Record<string, ErrorClass>) =>
  Object.entries(classes).flatMap(([code, ErrorType]) => {
    const error = new ErrorType('a', 'b', 'c');
    return error.statusCode !== undefined && error.statusCode < 500 ? [[code, error.statusCode] as const] : [];
  });

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
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/no-such-thing',
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
    });
    expect(res.json().message).toBe('The page or item you asked for does not exist.');
  });

  it('falls back to Arabic for a language it does not speak', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/no-such-thing',
      headers: { 'accept-language': 'fr' },
    });
    expect(res.json().message).toBe('الصفحة أو العنصر المطلوب غير موجود');
  });

  it('sends a request id and security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/no-such-thing' });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('answers a JSON part that is not JSON with 400 in the request language, not 500', async () => {
    const { payload, contentType } = await encodeMultipart([
      ['email', new File(['{bad json'], 'blob', { type: 'application/json' })],
    ]);
    // The browser's FormData sends a file part; curl -F 'email={bad json;type=application/json' sends a field part.
    const fieldPart = payload.toString('latin1').replace(/; filename="blob"/, '');
    for (const [locale, message] of [
      ['ar', 'تعذرت قراءة الطلب، تأكد من صحة البيانات المرسلة'],
      ['en', 'The request could not be read; check the data you sent.'],
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/forgot-password',
        headers: { 'content-type': contentType, 'accept-language': locale! },
        payload: Buffer.from(fieldPart, 'latin1'),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message });
    }
  });
});

describe('the error envelope on failures', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, (app) => {
      app.get('/api/v1/test-only/fault', { config: { access: 'public' } }, async () => {
        throw new Error('relation "users" does not exist: SELECT password_hash FROM users');
      });
      app.post('/api/v1/test-only/echo', { config: { access: 'public' } }, async (request) => ({ data: request.body }));
      // As @fastify/error makes them: an Error with the plugin's code and status.
      app.get<{ Params: { code: string; status: string } }>(
        '/api/v1/test-only/throw/:code/:status',
        { config: { access: 'public' } },
        async ({ params }) => {
          throw Object.assign(new Error(params.code), { code: params.code, statusCode: Number(params.status) });
        },
      );
    });
  });
  afterAll(() => t.close());

  it('answers an unexpected fault with a generic 500 that shows no SQL or stack', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/test-only/fault',
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Sorry, something went wrong. Please try again.' });
    expect(res.body).not.toMatch(/SELECT|password|at .*\.ts/);
  });

  it('refuses a JSON body over the limit with 413', async () => {
    const body = JSON.stringify({ text: 'x'.repeat(1024 * 1024 + 1) });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/test-only/echo',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'حجم الطلب أكبر من المسموح' });
  });

  it.each([
    ['malformed JSON', '{"a":', 'application/json', 400],
    ['an empty JSON body', '', 'application/json', 400],
    ['an unknown content type', 'a=b', 'text/x-unknown', 415],
  ])('refuses %s with a clear 4xx in the request language', async (_case, body, contentType, status) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/test-only/echo',
      headers: { 'content-type': contentType },
      body,
    });
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toMatch(/[\u0600-\u06FF]/);
  });

  // Every 4xx error Fastify defines, and those of @fastify/multipart (its source; it exports only some).
  it.each(
    clientErrorsOf(errorCodes as unknown as Record<string, ErrorClass>).concat([
      ['FST_INVALID_JSON_FIELD_ERROR', 406],
      ['FST_INVALID_MULTIPART_CONTENT_TYPE', 406],
      ['FST_PROTO_VIOLATION', 400],
      ['FST_MP_PREMATURE_CLOSE', 400],
      ['FST_PARTS_LIMIT', 413],
      ['FST_FILES_LIMIT', 413],
      ['FST_FIELDS_LIMIT', 413],
      ['FST_REQ_FILE_TOO_LARGE', 413],
    ]),
  )('answers the client error %s (%i) with a 4xx envelope in both languages', async (code, status) => {
    for (const locale of ['ar', 'en']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/test-only/throw/${code}/${status}`,
        headers: { 'accept-language': locale },
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(Object.keys(res.json())).toEqual(['message']);
      expect(res.json().message).toMatch(locale === 'ar' ? /^[\u0600-\u06FF ،]+/ : /^[A-Z][a-z]/);
    }
  });

  it('drops __proto__ keys from JSON instead of polluting objects', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/test-only/echo',
      headers: { 'content-type': 'application/json' },
      body: '{"__proto__":{"admin":true},"a":1}',
    });
    expect(res.statusCode).toBe(400);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });
});
