import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'puppeteer-core';
import { startPortal, type PortalServer } from '../support/portal-process';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT } from './support/chromium';
import { collectErrors, launchFirefox, openFirefoxTab } from './support/firefox';
import { serverRenderedAddresses } from './support/server-rendered-addresses';
import { ADMIN_PAGES, STAFF_READS } from './support/staff-reads';

const VIEWPORTS = { ar: PHONE_VIEWPORT, en: DESKTOP_VIEWPORT } as const;

/** A member of staff's tab: signed in, with the staff API answered in the tab as admin-pages.e2e.ts does in Chromium. */
async function openStaffTab(firefox: Browser, origin: string): Promise<Page> {
  const page = await openFirefoxTab(firefox, origin, 'ar', PHONE_VIEWPORT);
  await page.evaluateOnNewDocument((portal) => {
    if (location.origin === portal) localStorage.setItem('reserve-portal.staff-token', JSON.stringify('staff-token'));
  }, new URL(origin).origin);
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    const body = STAFF_READS[new URL(request.url()).pathname];
    void (body === undefined
      ? request.continue()
      : request.respond({ status: 200, contentType: 'application/json', body: JSON.stringify(body) }));
  });
  return page;
}

/** Each field of the page's form with the text of its labels, the required mark left out. */
const fieldLabels = (page: Page) =>
  page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll<HTMLInputElement>('form input:not([type="hidden"])')].map((field) => [
        field.id,
        [...(field.labels ?? [])].map((label) => label.textContent?.replace(/[\s*]+$/, '')).join(' '),
      ]),
    ),
  );

/**
 * A second engine: every server-rendered page hydrates in Firefox ESR without an error, the contact form sends,
 * and every admin page renders.
 */
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
      const page = await openFirefoxTab(firefox, portal.url, locale, VIEWPORTS[locale]);
      const errors = collectErrors(page);
      for (const address of await serverRenderedAddresses(portal.url)) {
        errors.length = 0;
        await page.goto(portal.url + address, { waitUntil: 'networkidle0' });
        // Hydrated: a held form's fields are free.
        await page.waitForFunction(() => document.querySelector('fieldset[disabled]') === null);
        if (errors.length > 0) logged[address] = [...errors];
      }
      await page.browserContext().close();
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

  it('renders every admin page in Arabic, right to left, without an error, the sign-in fields labelled', async () => {
    const found: Record<string, unknown> = {};
    // One tab for every page: each address is a fresh load.
    const page = await openStaffTab(firefox, portal.url);
    const errors = collectErrors(page);
    for (const { address, heading } of ADMIN_PAGES) {
      errors.length = 0;
      await page.goto(portal.url + address, { waitUntil: 'networkidle0' });
      await page.waitForFunction((text) => document.querySelector('h1')?.textContent === text, {}, heading.ar);
      const [lang, dir] = await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]);
      if (lang !== 'ar' || dir !== 'rtl') errors.push(`lang="${lang}" dir="${dir}"`);
      if (errors.length > 0) found[address] = [...errors];
      if (address === '/admin/sign-in') {
        expect(await fieldLabels(page)).toEqual({ root_email: 'البريد الإلكتروني', root_password: 'كلمة المرور' });
      }
    }
    await page.browserContext().close();
    expect(found).toEqual({});
  }, 300_000);
});
