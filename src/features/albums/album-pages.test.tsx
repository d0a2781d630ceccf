import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Album } from '../../../schemas/api/albums';
import { appearanceFixture } from '../../../tests/support/appearance-fixture';
import { pageOfList } from '../../../tests/support/paged-list';
import { renderAppAt } from '../../../tests/support/render-app-at';

const PER_PAGE = 20;
const album = (id: number, language: string): Album => ({
  uuid: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
  slug: `album-${id}`,
  title: language === 'en' ? `Album ${id}` : `الألبوم ${id}`,
  tags: language === 'en' ? ['Wildlife', 'Spring'] : ['الحياة الفطرية', 'الربيع'],
  files: Array.from({ length: 3 }, (_, index) => ({
    path: `/demo/articles/photo-${index + 1}.webp`,
    width: 800,
    height: 500,
    alt: language === 'en' ? `Photo ${index + 1} of album ${id}` : `الصورة ${index + 1} من الألبوم ${id}`,
  })),
});

/** The API of the album pages over `total` albums (or failures first); the shell's reads as it needs them. */
function stubApi({ total, failures = 0 }: { total: number; failures?: number }) {
  let failuresLeft = failures;
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const language = new Headers(init?.headers).get('accept-language') ?? 'ar';
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if (url.pathname.endsWith('/appearance')) return json({ data: appearanceFixture });
    if (failuresLeft-- > 0) return json({ message: 'Server Error' }, 500);
    const slug = /\/albums\/(.+)$/.exec(url.pathname)?.[1];
    if (slug) {
      const id = Number(/^album-(\d+)$/.exec(decodeURIComponent(slug))?.[1]);
      return id >= 1 && id <= total ? json({ data: album(id, language) }) : json({ message: 'Not found' }, 404);
    }
    if (!url.pathname.endsWith('/albums')) return json({ message: 'Not found' }, 404);
    return json(pageOfList(total, Number(url.searchParams.get('page') ?? 1), PER_PAGE, (id) => album(id, language)));
  });
}

beforeEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('the albums list', () => {
  it('shows a card per album with its cover, title, tags and a button to it, and pages with the address', async () => {
    const fetch = stubApi({ total: 24 });
    const user = userEvent.setup();
    const location = renderAppAt('/images');
    expect(await screen.findByRole('heading', { level: 1, name: 'ألبومات الصور' }, { timeout: 5_000 })).toBeDefined();
    const card = await screen.findByRole('article', { name: 'الألبوم 1' });
    expect(screen.getAllByRole('article')).toHaveLength(20);
    expect(within(card).getByRole('list', { name: 'الوسوم' }).textContent).toBe('الحياة الفطرية' + 'الربيع');
    const cover = card.querySelector('img')!;
    expect(cover.getAttribute('src')).toBe('/demo/articles/photo-1.webp');
    expect([cover.getAttribute('width'), cover.getAttribute('height')]).toEqual(['640', '400']);
    expect(within(card).getByRole('link', { name: 'عرض الألبوم: الألبوم 1' }).getAttribute('href')).toBe(
      '/images/album-1',
    );
    // Covers past the first row wait until they come near.
    expect(screen.getByRole('article', { name: 'الألبوم 20' }).querySelector('img')!.getAttribute('loading')).toBe(
      'lazy',
    );
    expect(document.title).toBe('ألبومات الصور | بوابة المحمية');
    expect(fetch.mock.calls.map(([input]) => String(input)).filter((url) => url.includes('/albums'))).toEqual([
      '/api/v1/albums',
    ]);

    await user.click(
      within(screen.getByRole('navigation', { name: 'صفحات الألبومات' })).getByRole('button', { name: 'الصفحة 2' }),
    );
    await screen.findByRole('article', { name: 'الألبوم 21' });
    expect(screen.getAllByRole('article')).toHaveLength(4);
    expect(location.history).toEqual(['/images', '/images?page=2']);
  });

  it('says so when there are no albums, and offers a retry when the list fails', async () => {
    stubApi({ total: 0, failures: 1 });
    const user = userEvent.setup();
    renderAppAt('/images');
    const alert = await screen.findByRole('alert', {}, { timeout: 5_000 });
    expect(alert.textContent).toContain('حدث خطأ في تحميل البيانات');
    await user.click(within(alert).getByRole('button', { name: 'إعادة المحاولة' }));
    expect((await screen.findByText('لا توجد ألبومات حاليا.')).closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('navigation', { name: 'صفحات الألبومات' })).toBeNull();
  });

  it('speaks English on an English page, tags included', async () => {
    localStorage.setItem('locale', 'en');
    stubApi({ total: 2 });
    renderAppAt('/images');
    expect(await screen.findByRole('heading', { level: 1, name: 'Photo albums' }, { timeout: 5_000 })).toBeDefined();
    const card = await screen.findByRole('article', { name: 'Album 2' });
    expect(within(card).getByRole('list', { name: 'Tags' }).textContent).toBe('WildlifeSpring');
    expect(within(card).getByRole('link', { name: 'View album: Album 2' })).toBeDefined();
    expect(document.body.textContent).not.toMatch(/الألبوم|الوسوم/);
  });
});

describe('an album', () => {
  it('shows the breadcrumb, title, tags and a button per photo that opens it in the lightbox', async () => {
    stubApi({ total: 3 });
    const user = userEvent.setup();
    renderAppAt('/images/album-3');
    expect(await screen.findByRole('heading', { level: 1, name: 'الألبوم 3' }, { timeout: 5_000 })).toBeDefined();
    const trail = screen.getByRole('navigation', { name: 'مسار التنقل' });
    expect(
      within(trail)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/', '/images']);
    expect(within(trail).getByText('الألبوم 3').getAttribute('aria-current')).toBe('page');
    expect(document.title).toBe('الألبوم 3 | بوابة المحمية');
    expect(screen.getByRole('list', { name: 'الوسوم' })).toBeDefined();
    const thumbnails = screen.getAllByRole('button', { name: /^عرض الصورة/ });
    expect(thumbnails.map((button) => button.getAttribute('aria-label'))).toEqual([
      'عرض الصورة 1: الصورة 1 من الألبوم 3',
      'عرض الصورة 2: الصورة 2 من الألبوم 3',
      'عرض الصورة 3: الصورة 3 من الألبوم 3',
    ]);
    await user.click(thumbnails[1]!);
    const dialog = await screen.findByRole('dialog', { name: 'الألبوم 3' });
    expect(within(dialog).getByRole('img').getAttribute('alt')).toBe('الصورة 2 من الألبوم 3');
    expect(within(dialog).getByText('2 من 3')).toBeDefined();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(thumbnails[1]);
  });

  it('shows the not-found page for an unknown album', async () => {
    stubApi({ total: 3 });
    renderAppAt('/images/album-99');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'الصفحة غير موجودة' }, { timeout: 5_000 }),
    ).toBeDefined();
    expect(document.title).toBe('الصفحة غير موجودة | بوابة المحمية');
  });

  it('offers a retry when the album fails to load', async () => {
    stubApi({ total: 3, failures: 1 });
    const user = userEvent.setup();
    renderAppAt('/images/album-1');
    const alert = await screen.findByRole('alert', {}, { timeout: 5_000 });
    await user.click(within(alert).getByRole('button', { name: 'إعادة المحاولة' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'الألبوم 1' })).toBeDefined();
  });
});
