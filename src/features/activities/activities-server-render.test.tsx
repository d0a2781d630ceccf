import { describe, expect, it, vi } from 'vitest';
import { appearanceFixture } from '../../../tests/support/appearance-fixture';
import { renderPage } from '../../entry-server';
import type { Locale } from '../../i18n/locale';

const activity = (language: Locale) => ({
  uuid: '00000000-0000-4000-8000-000000000001',
  slug: 'night-sky-evening',
  type: 'event',
  title: language === 'en' ? 'Night-sky watching evening' : 'أمسية رصد السماء الليلية',
  from: '2026-12-18T15:00:00.000Z',
  to: '2026-12-18T20:00:00.000Z',
  imageFile: { path: '/demo/articles/night-sky.webp' },
  location_name: language === 'en' ? 'Rawdat Noura' : 'روضة نورة',
  auto_approve: true,
});
const page1 = (language: Locale) => ({
  data: [activity(language)],
  meta: { current_page: 1, from: 1, last_page: 1, per_page: 20, total: 1 },
});

/** The server's own API as the renderer sees it; an unknown activity answers 404. */
const readApi = vi.fn(async (path: string, locale: Locale) => {
  if (path === '/appearance') return { data: appearanceFixture };
  if (path === '/activities') return page1(locale);
  if (path === '/activities?type=volunteer_opportunity&page=2')
    return { ...page1(locale), meta: { current_page: 2, from: 21, last_page: 2, per_page: 20, total: 21 } };
  if (path === '/activities/night-sky-evening') {
    return {
      data: {
        ...activity(locale),
        images: [{ path: '/demo/articles/night-sky.webp' }, { path: '/demo/articles/dunes.webp' }],
        location: 'https://maps.google.com/?q=Rawdat+Noura',
        description: '<p>body-text</p>',
        terms: '<p>terms-text</p>',
        files: [],
      },
    };
  }
  throw Object.assign(new Error(`GET ${path} answered 404`), { status: 404 });
});

describe('the activity pages rendered on the server', () => {
  it('renders /events grouped, with the group heading in the page language', async () => {
    const page = await renderPage({ url: '/events', locale: 'en', readApi });
    expect(page).toMatchObject({
      status: 200,
      lang: 'en',
      title: 'Events | Reserve portal',
      modules: ['src/features/activities/events-page.tsx'],
    });
    expect(page!.html).toMatch(/<h2[^>]*>Events<\/h2>/);
    expect(page!.html).toMatch(/<h3[^>]*>Night-sky watching evening<\/h3>/);
    expect(page!.html).toContain('href="/events/night-sky-evening"');
  });

  it('renders a page of /volunteer from the server-filtered read', async () => {
    const page = await renderPage({ url: '/volunteer?page=2', locale: 'ar', readApi });
    expect(page).toMatchObject({ status: 200, dir: 'rtl', title: 'الفرص التطوعية | بوابة المحمية' });
    expect(page!.html).toMatch(/<h2[^>]*>أمسية رصد السماء الليلية<\/h2>/);
  });

  it("renders an activity with its bodies, its duration and the visitor's join button", async () => {
    const page = await renderPage({ url: '/events/night-sky-evening', locale: 'ar', readApi });
    expect(page).toMatchObject({ status: 200, title: 'أمسية رصد السماء الليلية | بوابة المحمية' });
    expect(page!.html).toContain('<p>body-text</p>');
    expect(page!.html).toContain('<p>terms-text</p>');
    expect(page!.html).toContain('يوم واحد');
    expect(page!.html).toContain('انضم الآن');
  });

  it('answers 404 for an unknown activity', async () => {
    const page = await renderPage({ url: '/events/no-such-activity', locale: 'ar', readApi });
    expect(page!.status).toBe(404);
    expect(page!.html).toContain('الصفحة غير موجودة');
  });
});
