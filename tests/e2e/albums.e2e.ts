import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { accessibilityViolations } from './support/axe';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT, screenshot } from './support/chromium';
import { tabTo } from './support/keyboard';
import { openTab } from './support/open-tab';
import { useRunningPortal } from './support/running-portal';

const TEXT = {
  ar: {
    albums: 'ألبومات الصور',
    newest: 'روضة التنهات في الربيع',
    shawki: 'وادي الشوكي',
    view: 'عرض الألبوم',
    tag: 'الأودية',
    photo: 'عرض الصورة',
    openPhoto: (n: number) => `عرض الصورة ${n}:`,
    of: (n: number, total: number) => `${n} من ${total}`,
    close: 'إغلاق',
    forwardKey: 'ArrowLeft',
    backKey: 'ArrowRight',
  },
  en: {
    albums: 'Photo albums',
    newest: 'Rawdat Al-Tanhat in spring',
    shawki: 'Wadi Al-Shawki',
    view: 'View album',
    tag: 'Wadis',
    photo: 'View photo',
    openPhoto: (n: number) => `View photo ${n}:`,
    of: (n: number, total: number) => `${n} of ${total}`,
    close: 'Close',
    forwardKey: 'ArrowRight',
    backKey: 'ArrowLeft',
  },
} as const;
type Locale = keyof typeof TEXT;

const SHAWKI = '/images/wadi-al-shawki';
const SHAWKI_PHOTOS = 5;

/** Opens a page of the albums and waits until its cards are drawn and hydrated. */
async function openList(page: Page, url: string, locale: Locale) {
  await page.goto(url);
  await page.getByRole('heading', { level: 1, name: TEXT[locale].albums }).waitFor();
  await page.getByRole('article').first().waitFor();
  await page.waitForLoadState('networkidle');
}

/** Waits until the album's thumbnails are drawn and hydrated. */
async function albumDrawn(page: Page, locale: Locale) {
  await page.getByRole('heading', { level: 1, name: TEXT[locale].shawki }).waitFor();
  await page.getByRole('button', { name: TEXT[locale].openPhoto(1) }).waitFor();
  await page.waitForLoadState('networkidle');
}

/** Opens an album and waits until its thumbnails are drawn and hydrated. */
async function openAlbum(page: Page, url: string, locale: Locale) {
  await page.goto(url);
  await albumDrawn(page, locale);
}

/** The lightbox once it shows photo `n` of the album. */
async function lightboxShowing(page: Page, locale: Locale, n: number) {
  const dialog = page.getByRole('dialog', { name: TEXT[locale].shawki });
  await dialog.getByText(TEXT[locale].of(n, SHAWKI_PHOTOS), { exact: true }).waitFor();
  return dialog;
}

/** The accessible name of the focused element. */
const focusedName = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '');
const focusIsInDialog = (page: Page) =>
  page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));

describe('the photo albums in Chromium', () => {
  const running = useRunningPortal();
  const url = (path: string) => `${running.portal.url}${path}`;

  for (const locale of ['ar', 'en'] as const) {
    for (const [width, viewport] of [
      ['phone', PHONE_VIEWPORT],
      ['desktop', DESKTOP_VIEWPORT],
    ] as const) {
      it(`shows the albums and an album ${viewport.width} px wide in ${locale}, with no accessibility violations`, async () => {
        const page = await openTab(running.browser, running.portal.url, { locale, viewport, bypassCSP: true });
        await openList(page, url('/images'), locale);
        expect(await page.evaluate(() => document.documentElement.dir)).toBe(locale === 'ar' ? 'rtl' : 'ltr');
        expect(await page.title()).toContain(TEXT[locale].albums);
        expect(await page.getByRole('article').count()).toBe(20);
        await page.getByRole('article', { name: TEXT[locale].newest }).waitFor();
        const tops = await page
          .getByRole('article')
          .evaluateAll((cards) => cards.slice(0, 3).map((card) => Math.round(card.getBoundingClientRect().top)));
        expect(new Set(tops).size).toBe(width === 'desktop' ? 1 : 3);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        expect(await accessibilityViolations(page)).toEqual([]);
        await screenshot(page, `albums-${locale}-${width}`);

        const card = page.getByRole('article', { name: TEXT[locale].shawki });
        expect(await card.getByText(TEXT[locale].tag, { exact: true }).count()).toBe(1);
        await card.getByRole('link', { name: new RegExp(`^${TEXT[locale].view}`) }).click();
        await page.waitForURL(`**${SHAWKI}`);
        await albumDrawn(page, locale);
        expect(await page.title()).toContain(TEXT[locale].shawki);
        expect(await page.getByRole('button', { name: new RegExp(`^${TEXT[locale].photo} \\d+:`) }).count()).toBe(
          SHAWKI_PHOTOS,
        );
        // Every thumbnail keeps its place before its image arrives.
        const unsized = await page
          .locator('main img')
          .evaluateAll(
            (images) => images.filter((image) => !image.getAttribute('width') || !image.getAttribute('height')).length,
          );
        expect(unsized).toBe(0);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        expect(await accessibilityViolations(page)).toEqual([]);
        await screenshot(page, `album-${locale}-${width}`);

        await page.getByRole('button', { name: TEXT[locale].openPhoto(2) }).click();
        const dialog = await lightboxShowing(page, locale, 2);
        expect(await dialog.getByRole('img').getAttribute('alt')).toBeTruthy();
        expect(await accessibilityViolations(page)).toEqual([]);
        await screenshot(page, `album-lightbox-${locale}-${width}`);
        await dialog.getByRole('button', { name: TEXT[locale].close }).click();
        await dialog.waitFor({ state: 'detached' });
        expect(await focusedName(page)).toContain(TEXT[locale].openPhoto(2));
        await page.context().close();
      });
    }

    it(`opens, moves through and closes the lightbox by keyboard in ${locale}, the arrows following the reading direction`, async () => {
      const page = await openTab(running.browser, running.portal.url, { locale });
      await openAlbum(page, url(SHAWKI), locale);
      await tabTo(page, TEXT[locale].openPhoto(1), 80);
      await page.keyboard.press('Enter');
      await lightboxShowing(page, locale, 1);
      expect(await focusIsInDialog(page)).toBe(true);

      await page.keyboard.press(TEXT[locale].forwardKey);
      await lightboxShowing(page, locale, 2);
      await page.keyboard.press(TEXT[locale].backKey);
      await lightboxShowing(page, locale, 1);
      // Back from the first goes round to the last.
      await page.keyboard.press(TEXT[locale].backKey);
      const dialog = await lightboxShowing(page, locale, SHAWKI_PHOTOS);

      for (let press = 0; press < 8; press += 1) {
        await page.keyboard.press('Tab');
        expect(await focusIsInDialog(page)).toBe(true);
      }
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      // Focus comes back to the thumbnail of the photo last shown.
      expect(await focusedName(page)).toContain(TEXT[locale].openPhoto(SHAWKI_PHOTOS));

      await page.keyboard.press('Space');
      await lightboxShowing(page, locale, SHAWKI_PHOTOS);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await page.context().close();
    });
  }

  it('pages the list with the address', async () => {
    const page = await openTab(running.browser, running.portal.url);
    await openList(page, url('/images'), 'ar');
    await page.getByRole('navigation', { name: 'صفحات الألبومات' }).getByRole('button', { name: 'الصفحة 2' }).click();
    await expect.poll(() => page.url()).toBe(url('/images?page=2'));
    await expect.poll(() => page.getByRole('article').count()).toBe(4);
    await page.reload();
    await expect.poll(() => page.getByRole('article').count()).toBe(4);
    await page.context().close();
  });

  it('serves an album as HTML that reads without JavaScript, and an unknown one as not found', async () => {
    const context = await running.browser.newContext({ javaScriptEnabled: false, viewport: PHONE_VIEWPORT });
    const page = await context.newPage();
    await page.goto(url(SHAWKI));
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(TEXT.ar.shawki);
    expect(await page.locator('main img').count()).toBeGreaterThanOrEqual(SHAWKI_PHOTOS);
    await page.goto(url('/images?page=2'));
    expect(await page.getByRole('article').count()).toBe(4);
    await context.close();
    expect((await fetch(url('/images/no-such-album'))).status).toBe(404);
  });
});
