import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Article } from '../../../schemas/api/content';
import { appearanceFixture } from '../../../tests/support/appearance-fixture';
import { pageOfList } from '../../../tests/support/paged-list';
import { renderAppAt } from '../../../tests/support/render-app-at';

const PER_PAGE = 20;
const uuidOf = (id: number) => `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`;
const article = (id: number, language: string): Article => ({
  uuid: uuidOf(id),
  slug: `story-${id}`,
  title: language === 'en' ? `Story ${id}` : `الخبر ${id}`,
  subtitle: language === 'en' ? `Subtitle ${id}` : `العنوان الفرعي ${id}`,
  description: `<p>${language === 'en' ? 'Body' : 'النص'} ${id}</p><script>window.hacked = true</script><img src="/x.webp" onerror="window.hacked = true" alt="">`,
  image: id % 2 ? { path: '/demo/articles/rain.webp', alt: language === 'en' ? `Rain ${id}` : `المطر ${id}` } : null,
  created_at: new Date(Date.UTC(2025, 8, 30 - id, 6)).toISOString(),
  publish_at: new Date(Date.UTC(2025, 8, 30 - id, 6)).toISOString(),
  likes_count: id,
});

/** The API of the news pages over `total` articles (or failures first); the shell's reads as it needs them. */
function stubApi({ total, failures = 0 }: { total: number; failures?: number }) {
  let failuresLeft = failures;
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const language = new Headers(init?.headers).get('accept-language') ?? 'ar';
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if (url.pathname.endsWith('/appearance')) return json({ data: appearanceFixture });
    if (failuresLeft-- > 0) return json({ message: 'Server Error' }, 500);
    const detail = /\/articles\/(.+)$/.exec(url.pathname)?.[1];
    if (detail) {
      const id = Number(/(\d+)$/.exec(decodeURIComponent(detail))?.[1]);
      if (!(id >= 1 && id <= total)) return json({ message: 'Not found' }, 404);
      return json({ data: { ...article(id, language), ...(url.searchParams.has('guest_uuid') && { liked: false }) } });
    }
    if (!url.pathname.endsWith('/articles')) return json({ message: 'Not found' }, 404);
    return json(pageOfList(total, Number(url.searchParams.get('page') ?? 1), PER_PAGE, (id) => article(id, language)));
  });
}

beforeEach(() => {
  vi.restoreAllMocks();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('the news list', () => {
  it('shows cards with date, title, subtitle and a link to each article, and pages with the address', async () => {
    const fetch = stubApi({ total: 25 });
    const user = userEvent.setup();
    const location = renderAppAt('/news');
    expect(await screen.findByRole('heading', { level: 1, name: 'الأخبار' }, { timeout: 5_000 })).toBeDefined();
    await screen.findByRole('heading', { level: 2, name: 'الخبر 1' });
    const main = screen.getByRole('main');
    expect(within(main).getAllByRole('heading', { level: 2 })).toHaveLength(20);
    expect(within(main).getByText('العنوان الفرعي 1')).toBeDefined();
    // Each picture is described in the page's language, as its editor wrote it.
    expect(within(main).getByRole('img', { name: 'المطر 1' }).getAttribute('src')).toBe('/demo/articles/rain.webp');
    expect(
      within(main)
        .getByRole('link', { name: /الخبر 1$/ })
        .getAttribute('href'),
    ).toBe('/news/story-1');
    expect(document.title).toBe('الأخبار | بوابة المحمية');
    expect(fetch.mock.calls.map(([input]) => String(input)).filter((url) => url.includes('/articles'))).toEqual([
      '/api/v1/articles?page=1&sort[by]=publish_at&sort[dir]=desc',
    ]);

    await user.click(
      within(screen.getByRole('navigation', { name: 'صفحات الأخبار' })).getByRole('button', { name: 'الصفحة 2' }),
    );
    await screen.findByRole('heading', { level: 2, name: 'الخبر 21' });
    expect(within(main).getAllByRole('heading', { level: 2 })).toHaveLength(5);
    expect(location.history).toEqual(['/news', '/news?page=2']);
  });

  it('says so when there is no news, and offers a retry when the list fails', async () => {
    stubApi({ total: 0, failures: 1 });
    const user = userEvent.setup();
    renderAppAt('/news');
    const alert = await screen.findByRole('alert', {}, { timeout: 5_000 });
    expect(alert.textContent).toContain('حدث خطأ في تحميل البيانات');
    await user.click(within(alert).getByRole('button', { name: 'إعادة المحاولة' }));
    expect((await screen.findByText('لا توجد أخبار حاليا.')).closest('[role="status"]')).not.toBeNull();
  });

  it('speaks English on an English page', async () => {
    localStorage.setItem('locale', 'en');
    stubApi({ total: 2 });
    renderAppAt('/news');
    expect(await screen.findByRole('heading', { level: 1, name: 'News' }, { timeout: 5_000 })).toBeDefined();
    expect(await screen.findByRole('heading', { level: 2, name: 'Story 2' })).toBeDefined();
    expect(screen.getByText('Subtitle 2')).toBeDefined();
    expect(screen.getByRole('img', { name: 'Rain 1' })).toBeDefined();
  });
});

describe('an article', () => {
  it('shows the breadcrumb, title, date, share links, the clean body and the like toggle', async () => {
    stubApi({ total: 3 });
    renderAppAt('/news/story-3');
    expect(await screen.findByRole('heading', { level: 1, name: 'الخبر 3' }, { timeout: 5_000 })).toBeDefined();
    const trail = screen.getByRole('navigation', { name: 'مسار التنقل' });
    expect(
      within(trail)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/', '/news']);
    expect(within(trail).getByText('الخبر 3').getAttribute('aria-current')).toBe('page');
    expect(document.title).toBe('الخبر 3 | بوابة المحمية');
    expect(screen.getByText('النص 3')).toBeDefined();
    expect(screen.getByRole('img', { name: 'المطر 3' })).toBeDefined();
    expect(document.querySelector('main script, main [onerror]')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    expect(screen.getByRole('link', { name: /مشاركة على إكس/ }).getAttribute('href')).toContain(
      encodeURIComponent('/news/story-3'),
    );
    const like = screen.getByRole('button', { name: 'أعجبني' });
    await waitFor(() => expect(like).toHaveProperty('disabled', false));
    expect(like.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('3 إعجابات')).toBeDefined();
  });

  it('shows an editor’s preview as visitors will see it, saying so, with nothing to like or share yet', async () => {
    const fetch = stubApi({ total: 3 });
    const token = `3.1795000000.${'a1'.repeat(32)}`;
    renderAppAt(`/news/story-3?preview=${token}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'الخبر 3' }, { timeout: 5_000 })).toBeDefined();
    expect(fetch.mock.calls.map(([input]) => String(input)).filter((url) => url.includes('/articles/'))).toEqual([
      `/api/v1/articles/story-3?preview=${token}`,
    ]);
    expect(screen.getByText(/^معاينة: هكذا يرى الزوار هذا الخبر حين يُنشر/)).toBeDefined();
    expect(screen.getByText('النص 3')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'أعجبني' })).toBeNull();
    expect(screen.queryByRole('link', { name: /مشاركة على إكس/ })).toBeNull();
  });

  it('replaces a slug the article had before an editor changed it with its own, and shows it', async () => {
    stubApi({ total: 3 }); // the API answers old-story-2 with story-2, as it does a renamed article
    const location = renderAppAt('/news/old-story-2');
    expect(await screen.findByRole('heading', { level: 1, name: 'الخبر 2' }, { timeout: 5_000 })).toBeDefined();
    await waitFor(() => expect(location.history).toEqual(['/news/story-2']));
    expect(screen.queryByRole('heading', { name: 'الصفحة غير موجودة' })).toBeNull();
    expect(screen.getByText('النص 2')).toBeDefined();
  });

  it('keeps the address of an article asked for by its uuid', async () => {
    stubApi({ total: 3 });
    const location = renderAppAt(`/news/${uuidOf(3)}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'الخبر 3' }, { timeout: 5_000 })).toBeDefined();
    expect(location.history).toEqual([`/news/${uuidOf(3)}`]);
  });

  it('shows the not-found page for an unknown article', async () => {
    stubApi({ total: 3 });
    renderAppAt('/news/story-99');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'الصفحة غير موجودة' }, { timeout: 5_000 }),
    ).toBeDefined();
    expect(document.title).toBe('الصفحة غير موجودة | بوابة المحمية');
  });
});
