import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Article } from '../../schemas/api/content';
import { articles, slugRedirects } from '../../server/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';

const NEWEST = 'autumn-season-opens-with-new-trails';
const OLDEST = 'clean-up-day-at-rawdat-al-tanhat';

describe('GET /api/v1/articles', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const list = (query = '', language = 'ar') =>
    t.app.inject({ url: `/api/v1/articles${query}`, headers: { 'accept-language': language } });

  it('lists the newest 20 first with the pagination meta', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const { data, meta } = res.json<{ data: Article[]; meta: unknown }>();
    expect(meta).toEqual({ current_page: 1, from: 1, last_page: 3, per_page: 20, total: 45 });
    expect(data).toHaveLength(20);
    expect(data[0]).toMatchObject({
      slug: NEWEST,
      title: 'افتتاح موسم الخريف بمسارات زيارة جديدة',
      created_at: '2025-09-18T06:00:00.000Z',
    });
    expect(Object.keys(data[0]!).sort()).toEqual([
      'created_at',
      'description',
      'image',
      'likes_count',
      'publish_at',
      'slug',
      'subtitle',
      'title',
      'uuid',
    ]);
    const dates = data.map((article) => article.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(dates).size).toBe(20);
  });

  it('speaks English when asked, with the same articles', async () => {
    const [arabic, english] = await Promise.all([list(), list('', 'en')]);
    const first = english.json<{ data: Article[] }>().data[0]!;
    expect(first).toMatchObject({ slug: NEWEST, title: 'Autumn season opens with new visitor trails' });
    expect(first.description).toContain('6 AM to 6 PM');
    expect(first.uuid).toBe(arabic.json<{ data: Article[] }>().data[0]!.uuid);
  });

  it('gives the last partial page and an empty page past the end', async () => {
    const third = (await list('?page=3')).json<{ data: Article[]; meta: unknown }>();
    expect(third.meta).toEqual({ current_page: 3, from: 41, last_page: 3, per_page: 20, total: 45 });
    expect(third.data).toHaveLength(5);
    expect(third.data.at(-1)!.slug).toBe(OLDEST);

    const beyond = await list('?page=4');
    expect(beyond.statusCode).toBe(200);
    expect(beyond.json()).toEqual({
      data: [],
      meta: { current_page: 4, from: null, last_page: 3, per_page: 20, total: 45 },
    });
  });

  it('points only at images that ship in public/demo, and some articles have none', async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => list(`?page=${page}`)));
    const all = pages.flatMap((page) => page.json<{ data: Article[] }>().data);
    expect(new Set(all.map((article) => article.slug)).size).toBe(45);
    expect(all.filter((article) => article.image === null).length).toBeGreaterThan(0);
    for (const { image } of all)
      if (image) {
        expect(fs.existsSync(path.join('public', image.path)), image.path).toBe(true);
        expect(image.alt, image.path).not.toBe('');
      }
  });

  it('sorts oldest first on request and newest first by default', async () => {
    const ascending = (await list('?sort[by]=created_at&sort[dir]=asc')).json<{ data: Article[] }>().data;
    expect(ascending[0]!.slug).toBe(OLDEST);
    const descending = (await list('?page=1&sort%5Bby%5D=created_at&sort%5Bdir%5D=desc')).json<{ data: Article[] }>()
      .data;
    expect(descending[0]!.slug).toBe(NEWEST);
  });

  it('reads Arabic-Indic and Persian page numbers', async () => {
    expect((await list('?page=٢')).json().meta.current_page).toBe(2);
    expect((await list(`?page=${encodeURIComponent('۳')}`)).json().meta.from).toBe(41);
  });

  it.each(['0', '-1', 'abc', '10abc', '1e309', '1e9', '1000000000', '', '1.5', '100001', '99999999999999999999999'])(
    'refuses page=%j with a translated 422',
    async (page) => {
      const arabic = await list(`?page=${encodeURIComponent(page)}`);
      expect(arabic.statusCode).toBe(422);
      expect(arabic.json()).toEqual({
        message: 'البيانات المدخلة غير صحيحة',
        errors: { page: ['يجب أن تكون القيمة عددا صحيحا من 1 إلى 100000'] },
      });
      const english = await list(`?page=${encodeURIComponent(page)}`, 'en');
      expect(english.json()).toEqual({
        message: 'The given data was invalid.',
        errors: { page: ['Must be a whole number from 1 to 100000.'] },
      });
    },
  );

  it('refuses a repeated page and other sort values', async () => {
    for (const query of [
      '?page=1&page=2',
      '?sort[by]=title',
      '?sort[by]=',
      '?sort[dir]=up',
      '?sort[dir]=DESC',
      '?sort[dir]=asc&sort[dir]=desc',
    ]) {
      const res = await list(query, 'en');
      expect(res.statusCode, query).toBe(422);
      expect(res.json().message).toBe('The given data was invalid.');
      expect(Object.keys(res.json().errors).join()).toMatch(/page|sort\[(by|dir)\]/);
    }
  });

  it('states per-field schema errors in the request language', async () => {
    const arabic = (await list('?sort[dir]=up')).json<{ errors: Record<string, string[]> }>();
    const messages = Object.values(arabic.errors).flat();
    expect(messages.length).toBeGreaterThan(0);
    for (const message of messages) expect(message).toMatch(/[\u0600-\u06FF]/);
  });

  it('answers a repeat read from memory without touching the database', async () => {
    const select = vi.spyOn(t.db, 'select');
    const count = vi.spyOn(t.db, '$count');
    try {
      const first = await list('?page=2&sort[dir]=asc', 'en');
      expect(select).toHaveBeenCalled();
      select.mockClear();
      count.mockClear();
      const second = await list('?sort[dir]=asc&page=2', 'en-GB');
      expect(select).not.toHaveBeenCalled();
      expect(count).not.toHaveBeenCalled();
      expect(second.body).toBe(first.body);
    } finally {
      select.mockRestore();
      count.mockRestore();
    }
  });

  it('revalidates with the ETag, per language', async () => {
    const first = await list('?page=2');
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect(first.headers.vary).toBe('Accept-Language');
    const etag = String(first.headers.etag);
    const again = await t.app.inject({ url: '/api/v1/articles?page=2', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const english = await t.app.inject({
      url: '/api/v1/articles?page=2',
      headers: { 'if-none-match': etag, 'accept-language': 'en' },
    });
    expect(english.statusCode).toBe(200);
    expect(english.headers.etag).not.toBe(etag);
  });

  it('orders by publish date: a scheduled article shows once its time has come, first though written long ago', async () => {
    const minute = 60_000;
    await t.db.insert(articles).values([
      {
        slug: 'oryx-count-results-due',
        titleAr: 'نتائج إحصاء المها العربي لعام ١٤٤٧',
        titleEn: 'Arabian oryx count results',
        createdAt: new Date('2020-01-01T06:00:00Z'),
        publishAt: new Date(Date.now() - minute),
      },
      {
        slug: 'oryx-count-results-later',
        titleAr: 'موعد إحصاء المها القادم',
        titleEn: 'The next oryx count',
        createdAt: new Date('2025-12-01T06:00:00Z'),
        publishAt: new Date(Date.now() + 24 * 60 * minute),
      },
    ]);
    t.app.publicCache.invalidate('articles');
    try {
      const { data, meta } = (await list()).json<{ data: Article[]; meta: { total: number } }>();
      expect(meta.total).toBe(46);
      expect(data[0]).toMatchObject({ slug: 'oryx-count-results-due', created_at: '2020-01-01T06:00:00.000Z' });
      expect(data.map((article) => article.slug)).not.toContain('oryx-count-results-later');
      const published = data.map((article) => article.publish_at);
      expect(published).toEqual([...published].sort().reverse());
      // Asked by creation date instead, it is the oldest.
      const byCreation = (await list('?sort[by]=created_at&sort[dir]=asc')).json<{ data: Article[] }>().data;
      expect(byCreation[0]!.slug).toBe('oryx-count-results-due');
      expect((await list('?sort[by]=publish_at&sort[dir]=asc')).json<{ data: Article[] }>().data[0]!.slug).toBe(OLDEST);
    } finally {
      await t.db.delete(articles).where(eq(articles.titleEn, 'Arabian oryx count results'));
      await t.db.delete(articles).where(eq(articles.titleEn, 'The next oryx count'));
      t.app.publicCache.invalidate('articles');
    }
  });

  it('shows a new article only once the articles tag is invalidated', async () => {
    await list(); // cached before the insert
    await t.db.insert(articles).values({
      slug: 'late-breaking-rain-news',
      titleAr: 'أمطار غزيرة هذا المساء',
      titleEn: 'Heavy rain this evening',
      createdAt: new Date('2025-09-30T12:00:00Z'),
    });
    try {
      expect((await list()).json().meta.total).toBe(45);
      t.app.publicCache.invalidate('articles');
      const fresh = (await list()).json<{ data: Article[]; meta: { total: number } }>();
      expect(fresh.meta.total).toBe(46);
      expect(fresh.data[0]).toMatchObject({
        slug: 'late-breaking-rain-news',
        title: 'أمطار غزيرة هذا المساء',
        subtitle: '',
        image: null,
        likes_count: 0,
      });
    } finally {
      await t.db.delete(articles).where(eq(articles.slug, 'late-breaking-rain-news'));
      t.app.publicCache.invalidate('articles');
    }
    expect((await list()).json().meta.total).toBe(45);
  });
});

describe('GET /api/v1/articles/:uuidOrSlug', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const read = (id: string, language = 'ar') =>
    t.app.inject({ url: `/api/v1/articles/${id}`, headers: { 'accept-language': language } });

  it('finds an article by slug, in both languages', async () => {
    const arabic = await read('sand-gazelles-released-in-rawdat-al-tanhat');
    expect(arabic.statusCode).toBe(200);
    const { data } = arabic.json<{ data: Article }>();
    expect(data).toMatchObject({
      slug: 'sand-gazelles-released-in-rawdat-al-tanhat',
      title: 'إطلاق مجموعة من ظباء الريم في روضة التنهات',
      image: { path: '/demo/articles/gazelles.webp', alt: 'أربعة ظباء بجوار شجرة سمر على الرمال' },
      likes_count: 88,
      created_at: '2025-09-04T06:00:00.000Z',
    });
    expect(data.description).toContain('76 نوعا نباتيا');
    const english = (await read('sand-gazelles-released-in-rawdat-al-tanhat', 'en')).json<{ data: Article }>().data;
    expect(english.title).toBe('Sand gazelles released in Rawdat Al-Tanhat');
    expect(english.image).toEqual({
      path: '/demo/articles/gazelles.webp',
      alt: 'Four gazelles beside an acacia tree on the sand',
    });
    expect(english.description).toContain('76 plant species');
  });

  it('finds the same article by uuid, in any letter case', async () => {
    const { data } = (await read('seed-bank-collects-native-seeds')).json<{ data: Article }>();
    expect((await read(data.uuid)).json()).toEqual({ data });
    expect((await read(data.uuid.toUpperCase())).json()).toEqual({ data });
  });

  it('answers a slug it had before an editor changed it under its current slug, so the page can move there', async () => {
    const [row] = await t.db
      .select({ id: articles.id })
      .from(articles)
      .where(eq(articles.slug, 'seed-bank-collects-native-seeds'));
    await t.db.insert(slugRedirects).values({ contentType: 'articles', oldSlug: 'native-seed-bank', itemId: row!.id });
    try {
      const res = await read('native-seed-bank', 'en');
      expect(res.statusCode).toBe(200);
      expect(res.json<{ data: Article }>().data.slug).toBe('seed-bank-collects-native-seeds');
    } finally {
      await t.db.delete(slugRedirects).where(eq(slugRedirects.oldSlug, 'native-seed-bank'));
    }
  });

  it('returns null for an article without an image', async () => {
    expect((await read('summer-heat-safety-for-visitors')).json().data.image).toBeNull();
  });

  it.each([
    ['an unknown slug', 'no-such-article'],
    ['an unknown uuid', '123e4567-e89b-42d3-a456-426614174000'],
    ['a malformed uuid', '123e4567-e89b-42d3-a456-42661417400z'],
    ['a 100-character slug', 'a'.repeat(100)],
    ['a 101-character slug', 'a'.repeat(101)],
    ['a 10 000-character slug', 'a'.repeat(10_000)],
    ['a NUL byte', 'seed%00bank'],
    ['malformed percent-encoding', 'seed%E0%A4%A'],
    ['an encoded ../', '..%2F..%2Fetc%2Fpasswd'],
    ['SQL metacharacters', encodeURIComponent("x' OR '1'='1")],
    ['template syntax', encodeURIComponent('{{7*7}}')],
    ['a right-to-left override', encodeURIComponent('seed\u202Ebank')],
  ])('answers 404 in the envelope for %s', async (_, id) => {
    const res = await read(id, 'en');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'The page or item you asked for does not exist.' });
  });

  it('answers a known article with the cache headers and 304 on revalidation', async () => {
    const first = await read('founding-day-celebrations');
    expect(first.headers.vary).toBe('Accept-Language');
    const again = await t.app.inject({
      url: '/api/v1/articles/founding-day-celebrations',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});
