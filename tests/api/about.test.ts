import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AboutReserve } from '../../schemas/api/about';
import { aboutTabs } from '../../server/db/schema';
import { storedAboutTab } from '../../server/db/seed/about';
import { ABOUT_CACHE_TAG } from '../../server/services/content/about-reserve';
import { createTestApp, type TestApp } from '../support/test-app';

/** Every value named path, anywhere in the answer. */
function sitePaths(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(sitePaths);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) =>
      key === 'path' && typeof inner === 'string' ? [inner] : sitePaths(inner),
    );
  }
  return [];
}

describe('GET /api/v1/about-reserve', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const read = (language = 'ar', headers: Record<string, string> = {}, query = '') =>
    t.app.inject({ url: `/api/v1/about-reserve${query}`, headers: { 'accept-language': language, ...headers } });

  it('answers the tabs, goals, pillars, statistics and tasks of docs/requirements.md §P3, in both languages', async () => {
    const res = await read();
    expect(res.statusCode).toBe(200);
    const { data } = res.json<{ data: AboutReserve }>();
    expect(Object.keys(data).sort()).toEqual(['goals', 'pillars', 'statistics', 'tabs', 'tasks']);
    expect([
      data.tabs.length,
      data.goals.length,
      data.pillars.length,
      data.statistics.length,
      data.tasks.length,
    ]).toEqual([5, 5, 4, 4, 6]);
    expect(Object.keys(data.tabs[0]!).sort()).toEqual([
      'attachments',
      'body_ar',
      'body_en',
      'id',
      'image',
      'title_ar',
      'title_en',
    ]);
    expect(data.tabs.map((tab) => tab.title_en)).toEqual([
      'About the reserve',
      'Vision and mission',
      'Tasks of the authority',
      'The board of directors',
      'Places of the reserve',
    ]);
    // The "tab index 2" of docs/requirements.md §P2 is the authority's tasks, under which the tasks list shows.
    expect(data.tabs[2]!.title_ar).toBe('مهام الهيئة');
    expect(data.tabs[0]!.attachments).toEqual([
      { path: '/demo/about/al-armah-escarpment.jpg', mime_type: 'image/jpeg' },
      { path: '/demo/reports/annual-report-2024.pdf', mime_type: 'application/pdf' },
    ]);
    expect(data.tabs[0]!.image).toEqual({ path: '/demo/places/armah-large.webp' });
    expect(data.tabs[1]!.body_ar).toContain('<h3>الرؤية</h3>');
    expect(data.tabs[2]!.image).toBeNull();
    expect(data.goals[0]).toEqual({
      icon: { path: '/demo/about/goal-habitats.svg' },
      title_ar: 'حماية الموائل الطبيعية وإعادة تأهيل الغطاء النباتي',
      title_en: 'Protect natural habitats and restore plant cover',
    });
    expect(data.statistics.map((statistic) => statistic.value)).toEqual(['28,000', '2018', '76', '5']);
    expect(Object.keys(data.tasks[0]!).sort()).toEqual(['body_ar', 'body_en']);
  });

  it('keeps each language to its own fields: no Arabic in an English one, Arabic in every Arabic one', async () => {
    const { data } = (await read()).json<{ data: AboutReserve }>();
    const records = [...data.tabs, ...data.goals, ...data.pillars, ...data.statistics, ...data.tasks] as Record<
      string,
      unknown
    >[];
    for (const record of records) {
      for (const [key, value] of Object.entries(record)) {
        if (key.endsWith('_en')) expect(value).not.toMatch(/[\u0600-\u06FF]/);
        if (key.endsWith('_ar')) expect(value).toMatch(/[\u0600-\u06FF]/);
      }
    }
  });

  it('gives the same bilingual answer whatever the language asked', async () => {
    const [arabic, english] = await Promise.all([read('ar'), read('en')]);
    expect(english.json()).toEqual(arabic.json());
  });

  it('points only at files the portal ships', async () => {
    const { data } = (await read()).json<{ data: AboutReserve }>();
    const paths = sitePaths(data);
    expect(paths.length).toBeGreaterThan(15);
    for (const sitePath of paths) expect(fs.existsSync(path.join('public', sitePath)), sitePath).toBe(true);
    expect(fs.existsSync('public/docs/reserve-book.pdf')).toBe(true);
  });

  it('revalidates with the ETag', async () => {
    const first = await read();
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const etag = String(first.headers.etag);
    const again = await read('ar', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await read('ar', { 'if-none-match': '"something-else"' })).statusCode).toBe(200);
  });

  it('takes no parameters: an unknown one is dropped, and the answer is the same', async () => {
    const [plain, withQuery] = await Promise.all([read('en'), read('en', {}, '?tab=1&__proto__=x')]);
    expect(withQuery.statusCode).toBe(200);
    expect(withQuery.headers.etag).toBe(plain.headers.etag);
  });

  it('stores a tab body carrying script payloads clean, and reads it back clean', async () => {
    const payload =
      '<p>Open <script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">here</a>' +
      '<iframe src="https://evil.example"></iframe><a href="https://example.org" onclick="alert(4)">site</a></p>';
    const [row] = await t.db
      .insert(aboutTabs)
      .values(
        storedAboutTab(
          {
            title_ar: 'تبويب خبيث',
            title_en: 'A hostile tab',
            body_ar: payload,
            body_en: payload,
            image_path: null,
            attachments: [],
          },
          -1,
        ),
      )
      .returning({ id: aboutTabs.id });
    t.app.publicCache.invalidate(ABOUT_CACHE_TAG);
    try {
      const first = (await read()).json<{ data: AboutReserve }>().data.tabs[0]!;
      expect(first.id).toBe(row!.id);
      for (const body of [first.body_ar, first.body_en]) {
        expect(body).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|alert\(1\)/i);
        expect(body).toContain('<a href="https://example.org" rel="noopener noreferrer">site</a>');
      }
    } finally {
      await t.db.delete(aboutTabs).where(eq(aboutTabs.id, row!.id));
      t.app.publicCache.invalidate(ABOUT_CACHE_TAG);
    }
  });

  it('holds no active content in any demo body', async () => {
    const { data } = (await read()).json<{ data: AboutReserve }>();
    for (const tab of data.tabs)
      for (const body of [tab.body_ar, tab.body_en]) expect(body).not.toMatch(/<script|\son\w+=|javascript:/i);
  });
});
