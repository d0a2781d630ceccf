import { describe, expect, it } from 'vitest';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT, screenshot } from './support/chromium';
import { accessibilityViolations } from './support/axe';
import { useRunningPortal } from './support/running-portal';

const viewports = { phone: PHONE_VIEWPORT, desktop: DESKTOP_VIEWPORT };

describe('the portal shell and home page in Chromium', () => {
  const running = useRunningPortal();

  for (const [size, viewport] of Object.entries(viewports)) {
    it(`shows the home page in Arabic, right to left, then in English, left to right (${size})`, async () => {
      const context = await running.browser.newContext({ viewport, bypassCSP: true });
      const page = await context.newPage();
      await page.goto(running.portal.url);
      await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('rtl');
      expect(await page.locator('html').getAttribute('lang')).toBe('ar');
      await expect.poll(() => page.getByRole('button', { name: 'روضة التنهات' }).isVisible()).toBe(true);
      // The tabs arrive drawn by the server; they switch once the page's code, fetched after the first images, has hydrated them.
      await page.waitForLoadState('networkidle');
      await page.getByRole('button', { name: 'وادي الشوكي' }).click();
      await expect.poll(() => page.getByText('45 كيلومترا', { exact: false }).first().isVisible()).toBe(true);
      await screenshot(page, `home-ar-${size}`);
      expect(await accessibilityViolations(page)).toEqual([]);

      await page.getByRole('link', { name: 'English' }).click();
      await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('ltr');
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
      await expect.poll(() => page.getByRole('button', { name: 'Rawdat Al-Tanhat' }).isVisible()).toBe(true);
      expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('en');
      await screenshot(page, `home-en-${size}`);
      expect(await accessibilityViolations(page)).toEqual([]);
      await context.close();
    });
  }

  it('loads no form renderer, validator or state machine on the home page, only on a form page', async () => {
    // Strings that survive minification: RJSF's ui:widget, ajv's missingProperty, XState's init event.
    const markers = ['ui:widget', 'missingProperty', 'xstate.init'];
    const markersLoadedBy = async (pathname: string) => {
      const page = await running.browser.newPage();
      const scripts: Promise<string>[] = [];
      page.on('response', (response) => {
        if (response.url().endsWith('.js')) scripts.push(response.text());
      });
      await page.goto(`${running.portal.url}${pathname}`);
      // The route's own chunk is asked for only once the entry has run, which a busy machine may take
      // longer than networkidle's half second to do: wait for the route's heading first.
      await page.getByRole('heading', { level: 1 }).first().waitFor({ state: 'attached' });
      await page.waitForLoadState('networkidle');
      const code = (await Promise.all(scripts)).join('\n');
      await page.close();
      return markers.filter((marker) => code.includes(marker));
    };
    expect(await markersLoadedBy('/')).toEqual([]);
    expect(await markersLoadedBy('/contact-us')).toEqual(markers);
  });

  it('serves hashed assets precompressed and cached for good, and the page itself revalidated', async () => {
    const html = await fetch(running.portal.url);
    expect(html.headers.get('cache-control')).toBe('no-cache');
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(await html.text())?.[1];
    expect(script).toBeDefined();
    const asset = await fetch(`${running.portal.url}${script}`, { headers: { 'accept-encoding': 'br' } });
    expect(asset.headers.get('content-encoding')).toBe('br');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('falls back to the app for a client route and guards member routes', async () => {
    const page = await running.browser.newPage();
    const response = await page.goto(`${running.portal.url}/news`);
    expect(response?.status()).toBe(200);
    await page.goto(`${running.portal.url}/profile`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/sign-in');
    await page.close();
  });
});
