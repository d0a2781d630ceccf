import { describe, expect, it, vi } from 'vitest';
import type { Album } from '../../../schemas/api/albums';
import { appearanceFixture } from '../../../tests/support/appearance-fixture';
import { renderPage } from '../../entry-server';
import type { Locale } from '../../i18n/locale';

const album = (language: Locale): Album => ({
  uuid: '00000000-0000-4000-8000-000000000001',
  slug: 'wadi-al-shawki',
  title: language === 'en' ? 'Wadi Al-Shawki' : 'وادي الشوكي',
  tags: [language === 'en' ? 'Wadis' : 'الأودية'],
  files: [
    {
      path: '/demo/places/shawki-large.webp',
      width: 1200,
      height: 800,
      alt: language === 'en' ? 'Acacias along the wadi' : 'أشجار سمر على الوادي',
    },
    {
      path: '/demo/articles/wadi.webp',
      width: 800,
      height: 500,
      alt: language === 'en' ? 'A dry wadi bed' : 'واد جاف',
    },
  ],
});

/** The server's own API as the renderer sees it; an unknown album answers 404. */
const readApi = vi.fn(async (path: string, locale: Locale) => {
  if (path === '/appearance') return { data: appearanceFixture };
  if (path === '/albums?page=2')
    return { data: [album(locale)], meta: { current_page: 2, from: 21, last_page: 2, per_page: 20, total: 21 } };
  if (path === '/albums/wadi-al-shawki') return { data: album(locale) };
  throw Object.assign(new Error(`GET ${path} answered 404`), { status: 404 });
});

describe('the album pages rendered on the server', () => {
  it("renders a page of the list with its cards, tags in the page's language", async () => {
    const page = await renderPage({ url: '/images?page=2', locale: 'en', readApi });
    expect(page).toMatchObject({
      status: 200,
      lang: 'en',
      title: 'Photo albums | Reserve portal',
      modules: ['src/features/albums/albums-page.tsx'],
    });
    expect(page!.html).toMatch(/<h2[^>]*>Wadi Al-Shawki<\/h2>/);
    expect(page!.html).toContain('href="/images/wadi-al-shawki"');
    expect(page!.html).toContain('Wadis');
  });

  it('renders an album with a sized, described button per photo and the lightbox closed', async () => {
    const page = await renderPage({ url: '/images/wadi-al-shawki', locale: 'ar', readApi });
    expect(page).toMatchObject({ status: 200, dir: 'rtl', title: 'وادي الشوكي | بوابة المحمية' });
    expect(page!.html).toMatch(/<h1[^>]*>وادي الشوكي<\/h1>/);
    expect(page!.html).toContain('aria-label="عرض الصورة 2: واد جاف"');
    expect(page!.html).toMatch(/<img[^>]*src="\/demo\/articles\/wadi.webp"[^>]*width="640" height="427"/);
    expect(page!.html).not.toContain('role="dialog"');
  });

  it('answers 404 for an unknown album', async () => {
    const page = await renderPage({ url: '/images/no-such-album', locale: 'ar', readApi });
    expect(page!.status).toBe(404);
    expect(page!.html).toContain('الصفحة غير موجودة');
  });
});
