import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { accessibilityViolations } from './support/axe';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT, screenshot } from './support/chromium';
import { tabTo } from './support/keyboard';
import { openTab } from './support/open-tab';
import { useRunningPortal } from './support/running-portal';

const TEXT = {
  ar: {
    title: 'عن المحمية',
    firstTab: 'نبذة عن المحمية',
    tasksTab: 'مهام الهيئة',
    task: 'حماية الحياة الفطرية والنباتات',
    book: 'تصفح الكتاب (PDF)',
    sections: 'أقسام الصفحة',
  },
  en: {
    title: 'About the reserve',
    firstTab: 'About the reserve',
    tasksTab: 'Tasks of the authority',
    task: 'Protect wildlife and plants',
    book: 'Read the book (PDF)',
    sections: 'Sections of the page',
  },
} as const;

/** How far the carousel's row has scrolled from its start (negative offsets right to left). */
const scrolled = (track: Locator) => track.evaluate((element) => Math.abs(element.scrollLeft));

describe('the about page in Chromium', () => {
  const running = useRunningPortal();

  for (const locale of ['ar', 'en'] as const) {
    for (const [width, viewport] of [
      ['phone', PHONE_VIEWPORT],
      ['desktop', DESKTOP_VIEWPORT],
    ] as const) {
      it(`shows /about in ${locale}, ${viewport.width} px wide, with no accessibility violations`, async () => {
        const tab = await openTab(running.browser, running.portal.url, { locale, viewport, bypassCSP: true });
        const problems: string[] = [];
        tab.on('pageerror', (error) => problems.push(error.message));
        tab.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
        await tab.goto(`${running.portal.url}/about`);
        await tab.getByRole('heading', { level: 1, name: TEXT[locale].title }).waitFor();
        await tab
          .getByRole('tabpanel', { name: TEXT[locale].firstTab })
          .getByRole('heading', { level: 2, name: TEXT[locale].firstTab })
          .waitFor();
        await tab.waitForLoadState('networkidle');
        expect(await tab.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
          locale,
          locale === 'ar' ? 'rtl' : 'ltr',
        ]);
        expect(await tab.title()).toContain(TEXT[locale].title);
        expect(await tab.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        // The first tab's figure keeps its picture and loses its caption.
        expect(await tab.locator('[role="tabpanel"] figure img').count()).toBe(1);
        expect(await tab.locator('[role="tabpanel"] figcaption').count()).toBe(0);
        expect(await tab.getByRole('link', { name: TEXT[locale].book }).getAttribute('href')).toBe(
          '/docs/reserve-book.pdf',
        );
        expect(await accessibilityViolations(tab)).toEqual([]);

        await tab.getByRole('tab', { name: TEXT[locale].tasksTab }).click();
        await tab.getByText(TEXT[locale].task, { exact: false }).waitFor();
        expect(new URL(tab.url()).search).toBe('?tab=3');
        expect(await accessibilityViolations(tab)).toEqual([]);
        expect(problems).toEqual([]);
        await screenshot(tab, `about-${locale}-${width}`);
        await tab.context().close();
      });
    }
  }

  for (const locale of ['ar', 'en'] as const) {
    it(`shows every one of the five tabs on a 390 px phone in ${locale}, none off-screen`, async () => {
      const tab = await openTab(running.browser, running.portal.url, { locale, viewport: PHONE_VIEWPORT });
      await tab.goto(`${running.portal.url}/about`);
      const tabs = tab.getByRole('tablist', { name: TEXT[locale].sections }).getByRole('tab');
      await tabs.first().waitFor();
      expect(await tabs.count()).toBe(5);
      const viewportWidth = PHONE_VIEWPORT.width;
      for (const box of await Promise.all((await tabs.all()).map((each) => each.boundingBox()))) {
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(viewportWidth);
      }
      await tab.context().close();
    });
  }

  it('serves the page as HTML with its first tab, and opens the tab a shared link names once hydrated', async () => {
    const html = await (await fetch(`${running.portal.url}/about`)).text();
    expect(html).toMatch(/<div id="root">.*نبذة عن المحمية.*28 ألف كيلومتر مربع/s);
    expect(html).not.toMatch(/<figcaption/);
    const book = await fetch(`${running.portal.url}/docs/reserve-book.pdf`);
    expect(book.status).toBe(200);
    expect(
      Buffer.from(await book.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const tab = await openTab(running.browser, running.portal.url);
    await tab.goto(`${running.portal.url}/about?tab=3`);
    await tab.getByText(TEXT.ar.task, { exact: false }).waitFor();
    expect(await tab.getByRole('tab', { name: TEXT.ar.tasksTab }).getAttribute('aria-selected')).toBe('true');
    await tab.context().close();
  });

  it('plays and pauses a carousel with its control by keyboard, and holds it still under the pointer', async () => {
    const tab = await openTab(running.browser, running.portal.url, { bypassCSP: true });
    // Reduced motion: the carousel starts paused and each step is instant, so the fake clock decides every move.
    await tab.emulateMedia({ reducedMotion: 'reduce' });
    await tab.clock.install();
    await tab.goto(`${running.portal.url}/about`);
    await tab.waitForLoadState('networkidle');
    const track = tab.getByRole('region', { name: 'الأهداف' });
    await track.scrollIntoViewIfNeeded();
    await tab.clock.runFor(15_000);
    expect(await scrolled(track)).toBe(0);

    await track.focus();
    await tabTo(tab, 'تشغيل العرض المتحرك', 3);
    await tab.keyboard.press('Enter');
    const pause = tab.getByRole('button', { name: 'إيقاف العرض المتحرك مؤقتا' });
    expect(await pause.evaluate((element) => element === document.activeElement)).toBe(true);
    // Focus inside holds it still: leave the carousel (the next button, then out) before time passes.
    await tab.keyboard.press('Tab');
    await tab.keyboard.press('Tab');
    await tab.clock.runFor(5_000);
    await expect.poll(() => scrolled(track)).toBeGreaterThan(0);

    const atPause = await scrolled(track);
    await track.hover();
    await tab.clock.runFor(15_000);
    expect(await scrolled(track)).toBe(atPause);
    await tab.mouse.move(0, 0);

    await pause.focus();
    await tab.keyboard.press('Space');
    await tab.getByRole('button', { name: 'تشغيل العرض المتحرك' }).waitFor();
    await tab.keyboard.press('Tab');
    await tab.keyboard.press('Tab');
    await tab.clock.runFor(15_000);
    expect(await scrolled(track)).toBe(atPause);
    expect(await accessibilityViolations(tab)).toEqual([]);
    await tab.context().close();
  });
});
