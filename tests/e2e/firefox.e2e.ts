import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'puppeteer-core';
import { startPortal, type PortalServer } from '../support/portal-process';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT } from './support/chromium';
import { collectErrors, launchFirefox, openFirefoxTab } from './support/firefox';
import { serverRenderedAddresses } from './support/server-rendered-addresses';

const VIEWPORTS = { ar: PHONE_VIEWPORT, en: DESKTOP_VIEWPORT } as const;

/** A second engine: every server-rendered page hydrates in Firefox ESR without an error, and the contact form sends. */
describe('the portal in Firefox ESR', () => {
  let portal: PortalServer;
  let firefox: Browser;
  beforeAll(async () => {
    [portal, firefox] = await Promise.all([startPortal(), launchFirefox()]);
  });
  afterAll(async () => {
    await firefox?.close();
    await portal?.stop();
  });

  for (const locale of ['ar', 'en'] as const) {
    it(`hydrates every server-rendered page in ${locale} without an error (none drops the server's HTML)`, async () => {
      const logged: Record<string, string[]> = {};
      for (const address of await serverRenderedAddresses(portal.url)) {
        const page = await openFirefoxTab(firefox, portal.url, locale, VIEWPORTS[locale]);
        const errors = collectErrors(page);
        await page.goto(portal.url + address, { waitUntil: 'networkidle0' });
        // Hydrated: a held form's fields are free.
        await page.waitForFunction(() => document.querySelector('fieldset[disabled]') === null);
        if (errors.length > 0) logged[address] = errors;
        await page.browserContext().close();
      }
      expect(logged).toEqual({});
    }, 300_000);
  }

  it('sends the contact form', async () => {
    const page = await openFirefoxTab(firefox, portal.url, 'ar', PHONE_VIEWPORT);
    const errors = collectErrors(page);
    await page.goto(`${portal.url}/contact-us`, { waitUntil: 'networkidle0' });
    await page.waitForFunction(() => document.querySelector('fieldset[disabled]') === null);
    await page.locator('label ::-p-text(اقتراح)').click();
    await page.locator('#root_username').fill('سارة العتيبي');
    await page.locator('#root_phone').fill('551234567');
    await page.locator('#root_subject').fill('مقاعد مظللة');
    await page.locator('#root_message').fill('نرجو إضافة مقاعد مظللة على مسار روضة نورة.');
    await page.locator('form.rjsf button[type="submit"]').click();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[role="alert"]')].some((alert) =>
        alert.textContent?.includes('تم إرسال الرسالة بنجاح!'),
      ),
    );
    expect(errors).toEqual([]);
    await page.browserContext().close();
  });
});
