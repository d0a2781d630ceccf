import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reserveAreas } from '../../server/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';

describe('GET /api/v1/reserve-areas', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const list = (query = '', language = 'ar') =>
    t.app.inject({ url: `/api/v1/reserve-areas${query}`, headers: { 'accept-language': language } });

  it('lists every area, 50 to a page, named in Arabic by default', async () => {
    const res = await list('?limit=50');
    expect(res.statusCode).toBe(200);
    const body = res.json<{ data: { id: number; name: string }[]; meta: unknown }>();
    expect(body.meta).toEqual({ current_page: 1, from: 1, last_page: 1, per_page: 50, total: 9 });
    expect(body.data[0]).toEqual({ id: expect.any(Number), name: 'رماح' });
    expect(body.data.map((area) => Object.keys(area).sort().join())).toEqual(Array(9).fill('id,name'));
    expect((await list()).body).toBe(res.body);
  });

  it('names the areas in English when asked', async () => {
    const { data } = (await list('', 'en')).json<{ data: { name: string }[] }>();
    expect(data.map((area) => area.name)).toContain('Rumah');
    expect(data.at(-1)!.name).toBe('Another area inside the reserve');
  });

  it('pages by limit', async () => {
    expect((await list('?limit=5')).json().meta).toEqual({
      current_page: 1,
      from: 1,
      last_page: 2,
      per_page: 5,
      total: 9,
    });
    const second = (await list('?limit=5&page=2')).json();
    expect(second.meta).toEqual({ current_page: 2, from: 6, last_page: 2, per_page: 5, total: 9 });
    expect(second.data).toHaveLength(4);
    expect((await list('?limit=١٠٠')).json().meta.per_page).toBe(100);
  });

  it.each(['0', '101', '-1', 'abc', '10abc', '1e309', ''])('refuses limit=%j with a translated 422', async (limit) => {
    const res = await list(`?limit=${encodeURIComponent(limit)}`, 'en');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'The given data was invalid.',
      errors: { limit: ['Must be a whole number from 1 to 100.'] },
    });
  });

  it('shows a new area after invalidation of its tag', async () => {
    const before = (await list()).json().meta.total;
    await t.db.insert(reserveAreas).values({ nameAr: 'الغاط', nameEn: 'Al-Ghat' });
    expect((await list()).json().meta.total).toBe(before);
    t.app.publicCache.invalidate('reserve-areas');
    const after = (await list('', 'en')).json<{ data: { name: string }[]; meta: { total: number } }>();
    expect(after.meta.total).toBe(before + 1);
    expect(after.data.at(-1)!.name).toBe('Al-Ghat');
  });

  it('sends the cache headers', async () => {
    const res = await list();
    expect(res.headers['cache-control']).toBe('public, no-cache');
    expect(res.headers.vary).toBe('Accept-Language');
    expect(res.headers.etag).toMatch(/^"/);
  });
});
