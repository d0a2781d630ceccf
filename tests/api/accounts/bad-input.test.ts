import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../server/db/schema';
import { createTestApp, type TestApp } from '../../support/test-app';
import { freshAddress, individual, postForm } from '../../support/accounts';

describe('account routes under bad input', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(() => t.close());

  const accounts = async () => (await t.db.select({ n: count() }).from(users))[0]!.n;

  it.each(['register', 'login', 'forgot-password', 'reset-password', 'otp/verify'])(
    'POST %s without a body or as JSON is refused with 415',
    async (url) => {
      const empty = await t.app.inject({
        method: 'POST',
        url: `/api/v1/${url}`,
        headers: { 'x-forwarded-for': freshAddress() },
      });
      expect(empty.statusCode).toBe(415);
      const json = await t.app.inject({
        method: 'POST',
        url: `/api/v1/${url}`,
        payload: { email: 'a@example.sa', password: 'secret-pass' },
        headers: { 'x-forwarded-for': freshAddress(), 'accept-language': 'en' },
      });
      expect(json.statusCode).toBe(415);
      expect(json.json().message).toBe('This content type is not supported.');
    },
  );

  it.each([
    ['a NUL in the name', { name: 'ريم\u0000' }, 'name'],
    ['a right-to-left override in the name', { name: 'ريم\u202Eالقحطاني' }, 'name'],
    ['CR/LF in the address', { email: 'reem@example.sa\r\nBcc: all@example.sa' }, 'email'],
    ['a script as the name over its limit', { name: `<script>${'x'.repeat(200)}</script>` }, 'name'],
    ['30 February as the birth date', { birth_date: '1990-02-30' }, 'birth_date'],
    ['a birth date after 2007-04-01', { birth_date: '2007-04-02' }, 'birth_date'],
    ['a gender of 3', { gender: '3' }, 'gender'],
    ['a country id of 1e309', { country_id: '1e309' }, 'country_id'],
    ['a city id of 10abc', { city_id: '10abc' }, 'city_id'],
    ['a phone of 16 digits', { phone_number: '5123456789012345' }, 'phone'],
  ])('refuses %s with a 422 naming the field, storing nothing', async (_name, overrides, field) => {
    const before = await accounts();
    const response = await postForm(
      t,
      'register',
      individual({ email: 'bad-input@example.sa', national_id: '1044444444', ...overrides }),
    );
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toContain(field);
    expect(await accounts()).toBe(before);
  });

  it('refuses a __proto__ field as a malformed body, registering nothing', async () => {
    const before = await accounts();
    const response = await postForm(
      t,
      'register',
      { ...individual({ email: 'proto@example.sa', national_id: '1044444445' }), ['__proto__']: 'x' },
      { locale: 'en' },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The request could not be read; check the data you sent.');
    expect(await accounts()).toBe(before);
  });

  it('refuses a password of a megabyte without checking it', async () => {
    const response = await postForm(
      t,
      'login',
      { email: 'a@example.sa', password: 'x'.repeat(1024 * 1024 + 1) },
      { from: freshAddress() },
    );
    expect([413, 422]).toContain(response.statusCode);
  });

  it('answers an oversized Authorization header, or a malformed one, with 401', async () => {
    for (const authorization of [`Bearer ${'A'.repeat(5000)}`, 'Bearer <script>', 'Basic dXNlcjpwYXNz']) {
      const response = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { authorization } });
      expect(response.statusCode).toBe(401);
    }
  });

  it('refuses a cities list without a whole-number country', async () => {
    for (const query of ['', '?country_id=abc', '?country_id=-1', '?country_id=1e309']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/v1/cities${query}` });
      expect(response.statusCode, query).toBe(422);
    }
    const arabic = await t.app.inject({ method: 'GET', url: '/api/v1/cities?country_id=١' });
    expect(arabic.statusCode).toBe(200);
    expect(arabic.json().data[0]).toMatchObject({ name_ar: 'الرياض' });
  });
});
