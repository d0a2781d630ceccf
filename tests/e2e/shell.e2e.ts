import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startPortal, type PortalServer } from './support/portal-server';
import { DESKTOP_VIEWPORT, launchChromium, screenshot } from './support/chromium';

describe('the portal in Chromium', () => {
  let portal: PortalServer;
  let browser: Browser;
  beforeAll(async () => {
    [portal, browser] = await Promise.all([startPortal(), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  it('serves the app at / in Arabic, right to left', async () => {
    const page = await browser.newPage({ viewport: DESKTOP_VIEWPORT });
    await page.goto(portal.url);
    await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.locator('html').getAttribute('lang')).toBe('ar');
    await screenshot(page, 'home-ar');
    await page.close();
  });

  it('falls back to the app for a client route', async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${portal.url}/news`);
    expect(response?.status()).toBe(200);
    expect(await page.locator('#root').count()).toBe(1);
    await page.close();
  });
});
