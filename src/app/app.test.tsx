import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appearanceFixture } from '../../tests/support/appearance-fixture';
import { stubFetch } from '../../tests/support/stub-fetch';
import { TOKEN_STORAGE_KEY } from '../lib/api-client';
import { renderAppAt } from '../../tests/support/render-app-at';

describe('the app shell', () => {
  beforeEach(() => {
    vi.restoreAllMocks();
    // jsdom has no layout, so scrolling is a no-op stub.
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    stubFetch({
      'GET /appearance': { data: appearanceFixture },
      'GET /articles': { data: [], meta: { current_page: 1, from: null, last_page: 1, per_page: 20, total: 0 } },
      'GET /me': { data: { name: 'Sara', email: 'sara@example.org', email_verified: true } },
    });
  });

  it('opens in Arabic, right to left, and switches to English, left to right, remembering the choice', async () => {
    const user = userEvent.setup();
    renderAppAt('/');
    // The first test of the file pays for loading the home chunk.
    expect(await screen.findByRole('heading', { level: 2, name: 'آخر الأخبار' }, { timeout: 5_000 })).toBeDefined();
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');

    const languages = screen.getByRole('navigation', { name: 'اختيار اللغة' });
    const english = within(languages).getByRole('link', { name: 'English' });
    expect(english.getAttribute('hreflang')).toBe('en');
    expect(english.getAttribute('lang')).toBe('en');
    expect(within(languages).getByText('العربية').getAttribute('aria-current')).toBe('true');

    await user.click(english);

    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
    expect(localStorage.getItem('locale')).toBe('en');
    // The cookie tells the server to render the next page in English too.
    expect(document.cookie).toContain('locale=en');
    expect(await screen.findByRole('heading', { level: 2, name: 'Latest news' })).toBeDefined();
    const switched = screen.getByRole('navigation', { name: 'Choose a language' });
    expect(within(switched).getByText('English').getAttribute('aria-current')).toBe('true');
    expect(within(switched).getByRole('link', { name: 'العربية' })).toBeDefined();
  });

  it('starts in the saved language', async () => {
    localStorage.setItem('locale', 'en');
    renderAppAt('/');
    expect(await screen.findByRole('heading', { level: 2, name: 'Latest news' })).toBeDefined();
    expect(document.documentElement.dir).toBe('ltr');
  });

  it.each(['/profile', '/researches', '/services/apiary', '/services/free-capming'])(
    'sends a signed-out visitor from %s to sign in and back there after it, replacing the history entry',
    async (path) => {
      const location = renderAppAt(path);
      // The sign-in chunk brings the form renderer, slow to load the first time under test.
      expect(await screen.findByRole('heading', { level: 1, name: 'تسجيل الدخول' }, { timeout: 10_000 })).toBeDefined();
      expect(location.history).toEqual([`/sign-in?next=${encodeURIComponent(path)}`]);
    },
    15_000,
  );

  it('lets a signed-in visitor stay on a member screen', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, JSON.stringify('token-1'));
    const location = renderAppAt('/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'الملف الشخصي' })).toBeDefined();
    expect(location.history).toEqual(['/profile']);
    expect(screen.getByRole('button', { name: 'تسجيل الخروج' })).toBeDefined();
  });

  it('shows the not-found page for an unknown address', async () => {
    renderAppAt('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'الصفحة غير موجودة' })).toBeDefined();
  });

  it('navigates with the header links and marks the current one', async () => {
    const user = userEvent.setup();
    const location = renderAppAt('/');
    await screen.findByRole('heading', { level: 2, name: 'آخر الأخبار' });
    const [mainNav] = screen.getAllByRole('navigation', { name: 'القائمة الرئيسية' });
    await user.click(within(mainNav!).getByRole('link', { name: 'الأخبار' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'الأخبار' })).toBeDefined();
    expect(location.history).toEqual(['/', '/news']);
    expect(within(mainNav!).getByRole('link', { name: 'الأخبار' }).getAttribute('aria-current')).toBe('page');
  });

  it('offers a skip link to the main content', async () => {
    renderAppAt('/');
    const skip = screen.getByRole('link', { name: 'تخطَّ إلى المحتوى الرئيسي' });
    expect(skip.getAttribute('href')).toBe('#main-content');
    expect(screen.getByRole('main').id).toBe('main-content');
  });
});
