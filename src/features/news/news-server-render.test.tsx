import { describe, expect, it, vi } from 'vitest';
import { appearanceFixture } from '../../../tests/support/appearance-fixture';
import { renderPage } from '../../entry-server';
import type { Locale } from '../../i18n/locale';

const story = (language: Locale) => ({
  uuid: '00000000-0000-4000-8000-000000000001',
  slug: 'rain-in-the-north',
  title: language === 'en' ? 'Rain in the north' : 'أمطار في الشمال',
  subtitle: '',
  description: '<p>body-text</p>',
  image: { path: '/demo/articles/rain.webp', alt: '' },
  created_at: '2025-09-01T06:00:00.000Z',
  publish_at: '2025-09-01T06:00:00.000Z',
  likes_count: 7,
});

/** The server's own API as the renderer sees it; an unknown article answers 404. */
const readApi = vi.fn(async (path: string, locale: Locale) => {
  if (path === '/appearance') return { data: appearanceFixture };
  if (path === '/articles?page=2&sort[by]=publish_at&sort[dir]=desc') {
    return { data: [story(locale)], meta: { current_page: 2, from: 21, last_page: 2, per_page: 20, total: 21 } };
  }
  if (path === '/articles/rain-in-the-north') return { data: story(locale) };
  throw Object.assign(new Error(`GET ${path} answered 404`), { status: 404 });
});

describe('the news pages rendered on the server', () => {
  it('renders a page of the list with its cards', async () => {
    const page = await renderPage({ url: '/news?page=2', locale: 'en', readApi });
    expect(page).toMatchObject({
      status: 200,
      lang: 'en',
      title: 'News | Reserve portal',
      modules: ['src/features/news/news-page.tsx'],
    });
    expect(page!.html).toMatch(/<h2[^>]*>Rain in the north<\/h2>/);
    expect(page!.html).toContain('href="/news/rain-in-the-north"');
  });

  it('renders an article with its body, its likes and a toggle that waits for the page code', async () => {
    const page = await renderPage({ url: '/news/rain-in-the-north', locale: 'ar', readApi });
    expect(page).toMatchObject({ status: 200, dir: 'rtl', title: 'أمطار في الشمال | بوابة المحمية' });
    expect(page!.html).toMatch(/<h1[^>]*>أمطار في الشمال<\/h1>/);
    expect(page!.html).toContain('<p>body-text</p>');
    expect(page!.html).toContain('7 إعجابات');
    expect(page!.html).toMatch(
      /<button[^>]*disabled=""[^>]*aria-pressed="false"|<button[^>]*aria-pressed="false"[^>]*disabled=""/,
    );
  });

  it('answers 404 for an unknown article', async () => {
    const page = await renderPage({ url: '/news/no-such-story', locale: 'ar', readApi });
    expect(page!.status).toBe(404);
    expect(page!.html).toContain('الصفحة غير موجودة');
  });
});
