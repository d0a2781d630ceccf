import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { accessibilityViolations } from './support/axe';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT, screenshot } from './support/chromium';
import { loginToken } from './support/login-token';
import { openTab } from './support/open-tab';
import { useRunningPortal } from './support/running-portal';

const TEXT = {
  ar: {
    news: 'الأخبار',
    like: 'أعجبني',
    newest: 'افتتاح موسم الخريف بمسارات زيارة جديدة',
    gazelles: 'إطلاق مجموعة من ظباء الريم في روضة التنهات',
  },
  en: {
    news: 'News',
    like: 'Like',
    newest: 'Autumn season opens with new visitor trails',
    gazelles: 'Sand gazelles released in Rawdat Al-Tanhat',
  },
} as const;
type Locale = keyof typeof TEXT;

// Each like test has an article of its own: the portal's database lives as long as this file.
const AXE_ARTICLE = 'sand-gazelles-released-in-rawdat-al-tanhat';
const GUEST_ARTICLE = 'founding-day-celebrations';
const USER_ARTICLE = 'summer-heat-safety-for-visitors';

/** The like button once the page's code knows the visitor's own state (it is disabled until then). */
async function likeButton(page: Page, locale: Locale = 'ar') {
  const button = page.getByRole('button', { name: TEXT[locale].like });
  await expect.poll(() => button.isEnabled(), { timeout: 10_000 }).toBe(true);
  return button;
}

describe('the news pages in Chromium', () => {
  const running = useRunningPortal();
  const url = (path: string) => `${running.portal.url}${path}`;
  const apiArticle = async (slug: string, query = '', token?: string) =>
    (
      (await (
        await fetch(url(`/api/v1/articles/${slug}${query}`), {
          headers: token ? { authorization: `Bearer ${token}` } : {},
        })
      ).json()) as {
        data: { likes_count: number; liked?: boolean };
      }
    ).data;

  for (const locale of ['ar', 'en'] as const) {
    for (const [width, viewport] of [
      ['phone', PHONE_VIEWPORT],
      ['desktop', DESKTOP_VIEWPORT],
    ] as const) {
      it(`shows the news list and an article ${viewport.width} px wide in ${locale}, with no accessibility violations`, async () => {
        const page = await openTab(running.browser, running.portal.url, { locale, viewport, bypassCSP: true });
        await page.goto(url('/news'));
        await page.getByRole('heading', { level: 1, name: TEXT[locale].news }).waitFor();
        await page.getByRole('heading', { level: 2, name: TEXT[locale].newest }).waitFor();
        await page.waitForLoadState('networkidle');
        expect(await page.evaluate(() => document.documentElement.dir)).toBe(locale === 'ar' ? 'rtl' : 'ltr');
        expect(await page.title()).toContain(TEXT[locale].news);
        expect(await page.getByRole('article').count()).toBe(20);
        const tops = await page
          .getByRole('article')
          .evaluateAll((cards) => cards.slice(0, 3).map((card) => Math.round(card.getBoundingClientRect().top)));
        expect(new Set(tops).size).toBe(width === 'desktop' ? 1 : 3);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        expect(await accessibilityViolations(page)).toEqual([]);
        await screenshot(page, `news-${locale}-${width}`);

        await page.goto(url(`/news/${AXE_ARTICLE}`));
        await page.getByRole('heading', { level: 1, name: TEXT[locale].gazelles }).waitFor();
        await likeButton(page, locale);
        await page.waitForLoadState('networkidle');
        expect(await page.title()).toContain(TEXT[locale].gazelles);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        expect(await accessibilityViolations(page)).toEqual([]);
        await screenshot(page, `article-${locale}-${width}`);
        await page.context().close();
      });
    }
  }

  it('pages the list with the address, so a reload keeps the page', async () => {
    const page = await openTab(running.browser, running.portal.url);
    await page.goto(url('/news'));
    await page.waitForLoadState('networkidle');
    await page.getByRole('navigation', { name: 'صفحات الأخبار' }).getByRole('button', { name: 'الصفحة 3' }).click();
    await expect.poll(() => page.url()).toBe(url('/news?page=3'));
    await expect.poll(() => page.getByRole('article').count()).toBe(5);
    await page.reload();
    await expect.poll(() => page.getByRole('article').count()).toBe(5);
    await page.context().close();
  });

  it('serves an article as HTML that reads without JavaScript, and an unknown one as not found', async () => {
    const context = await running.browser.newContext({ javaScriptEnabled: false, viewport: PHONE_VIEWPORT });
    const page = await context.newPage();
    await page.goto(url(`/news/${AXE_ARTICLE}`));
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(TEXT.ar.gazelles);
    expect(await page.getByText('76 نوعا نباتيا', { exact: false }).count()).toBe(1);
    await context.close();
    expect((await fetch(url('/news/no-such-article'))).status).toBe(404);
  });

  it('lets a guest like an article, still liked after a reload, with nothing refused by the CSP', async () => {
    const before = await apiArticle(GUEST_ARTICLE);
    const page = await openTab(running.browser, running.portal.url);
    const problems: string[] = [];
    page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(url(`/news/${GUEST_ARTICLE}`));
    const like = await likeButton(page);
    expect(await like.getAttribute('aria-pressed')).toBe('false');
    await like.click();
    expect(await like.getAttribute('aria-pressed')).toBe('true');
    const guest = await page.evaluate(() => localStorage.getItem('reserve-portal.guest-uuid'));
    expect(guest).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    await expect
      .poll(() => apiArticle(GUEST_ARTICLE, `?guest_uuid=${guest}`))
      .toMatchObject({ liked: true, likes_count: before.likes_count + 1 });

    await page.reload();
    const again = await likeButton(page);
    await expect.poll(() => again.getAttribute('aria-pressed')).toBe('true');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('ends a burst of clicks in the state of the last one', async () => {
    const before = await apiArticle(GUEST_ARTICLE);
    const page = await openTab(running.browser, running.portal.url);
    await page.goto(url(`/news/${GUEST_ARTICLE}`));
    const like = await likeButton(page);
    for (let click = 0; click < 5; click += 1) await like.click();
    expect(await like.getAttribute('aria-pressed')).toBe('true');
    const guest = await page.evaluate(() => localStorage.getItem('reserve-portal.guest-uuid'));
    await expect.poll(async () => (await apiArticle(GUEST_ARTICLE, `?guest_uuid=${guest}`)).liked).toBe(true);
    expect((await apiArticle(GUEST_ARTICLE)).likes_count).toBe(before.likes_count + 1);
    await page.context().close();
  });

  it('lets a signed-in citizen like an article as their account', async () => {
    const token = await loginToken(running.portal.url);
    const before = await apiArticle(USER_ARTICLE, '', token);
    expect(before.liked).toBe(false);
    const page = await openTab(running.browser, running.portal.url, { locale: 'en', token });
    await page.goto(url(`/news/${USER_ARTICLE}`));
    const like = await likeButton(page, 'en');
    await like.click();
    expect(await like.getAttribute('aria-pressed')).toBe('true');
    await expect
      .poll(() => apiArticle(USER_ARTICLE, '', token))
      .toMatchObject({ liked: true, likes_count: before.likes_count + 1 });
    // The account liked it, not the guest id the same browser keeps.
    const guest = await page.evaluate(() => localStorage.getItem('reserve-portal.guest-uuid'));
    expect((await apiArticle(USER_ARTICLE, `?guest_uuid=${guest}`)).liked).toBe(false);
    await page.reload();
    await expect.poll(async () => (await likeButton(page, 'en')).getAttribute('aria-pressed')).toBe('true');
    await page.context().close();
  });
});
