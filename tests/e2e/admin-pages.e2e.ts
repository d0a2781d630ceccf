import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { accessibilityViolations } from './support/axe';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT } from './support/chromium';
import { useRunningPortal } from './support/running-portal';
import { ADMIN_PAGES, PERMIT_UUID, STAFF_READS } from './support/staff-reads';

/** The staff's answers, served in the tab (support/staff-reads.ts). */
async function serveStaffReads(page: Page) {
  await page.route('**/api/v1/admin/**', (route) => {
    const body = STAFF_READS[new URL(route.request().url()).pathname];
    return body === undefined
      ? route.continue()
      : route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
  });
}

async function openAdminTab(
  running: ReturnType<typeof useRunningPortal>,
  locale: 'ar' | 'en',
  viewport: typeof PHONE_VIEWPORT,
) {
  const context = await running.browser.newContext({ viewport, bypassCSP: true });
  await context.addInitScript((saved) => {
    localStorage.setItem('locale', saved);
    localStorage.setItem('reserve-portal.staff-token', JSON.stringify('staff-token'));
    // A citizen signed in on the same browser: their token must never reach a staff route.
    localStorage.setItem('reserve-portal.token', JSON.stringify('citizen-token'));
  }, locale);
  const page = await context.newPage();
  await serveStaffReads(page);
  return page;
}

/** Whether the page is wider than the screen: a phone would scroll sideways. */
const overflowsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);

describe('every admin page, in both languages, on a phone and a desktop', () => {
  const running = useRunningPortal();

  // axe in both languages on a phone and in Arabic on a desktop; the English desktop mirrors the Arabic one's
  // layout, so there it is checked for fitting the screen, which keeps CI within its time.
  for (const locale of ['ar', 'en'] as const) {
    for (const viewport of [PHONE_VIEWPORT, DESKTOP_VIEWPORT]) {
      const withAxe = locale === 'ar' || viewport === PHONE_VIEWPORT;
      it(`${withAxe ? 'has no axe violation and ' : ''}fits the screen in ${locale} at ${viewport.width} px`, async () => {
        const found: Record<string, string[]> = {};
        // One tab for every page: each address is a fresh load, the bundle from the cache.
        const page = await openAdminTab(running, locale, viewport);
        const sent: string[] = [];
        page.on('request', (request) => {
          if (request.url().includes('/api/v1/')) sent.push(request.headers().authorization ?? '');
        });
        for (const { address, heading } of ADMIN_PAGES) {
          await page.goto(running.portal.url + address);
          await page.getByRole('heading', { level: 1, name: heading[locale] }).waitFor();
          await page.waitForLoadState('networkidle');
          expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
            locale,
            locale === 'ar' ? 'rtl' : 'ltr',
          ]);
          const violations = withAxe ? await accessibilityViolations(page) : [];
          if (await overflowsSideways(page)) violations.push('the page is wider than the screen');
          if (violations.length > 0) found[address] = violations;
        }
        expect(sent.filter((header) => header.includes('citizen-token'))).toEqual([]);
        await page.context().close();
        expect(found).toEqual({});
      }, 300_000);
    }
  }

  it('opens the invitation and a confirmation by keyboard, named, and without violations', async () => {
    const page = await openAdminTab(running, 'ar', PHONE_VIEWPORT);
    await page.goto(`${running.portal.url}/admin/staff`);
    for (const [button, name] of [
      ['دعوة موظف', 'دعوة موظف'],
      ['إيقاف', 'إيقاف حساب هند العتيبي؟'],
    ]) {
      await page.getByRole('button', { name: button, exact: true }).first().focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name });
      await dialog.waitFor();
      await page.waitForLoadState('networkidle');
      expect(await accessibilityViolations(page), name).toEqual([]);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    }
    await page.context().close();
  }, 120_000);

  it('opens a service level’s and a new holiday’s forms by keyboard, named, and without violations', async () => {
    const page = await openAdminTab(running, 'ar', PHONE_VIEWPORT);
    await page.goto(`${running.portal.url}/admin/service-levels`);
    for (const [button, name] of [
      ['تعديل تصريح منطقة محددة', 'أيام العمل للرد على تصريح منطقة محددة'],
      ['إضافة إجازة', 'إضافة إجازة'],
    ]) {
      // Visible only: on a phone the levels are cards, the table hidden.
      await page.getByRole('button', { name: button, exact: true }).locator('visible=true').focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: /حفظ|إضافة الإجازة/ }).waitFor();
      expect(await accessibilityViolations(page), name).toEqual([]);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    }
    await page.context().close();
  }, 120_000);

  it('opens a decision’s dialog by keyboard, named, and without violations', async () => {
    const page = await openAdminTab(running, 'ar', PHONE_VIEWPORT);
    await page.goto(`${running.portal.url}/admin/permits/${PERMIT_UUID}`);
    const reject = page.getByRole('button', { name: 'رفض الطلب' });
    await reject.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'رفض الطلب' });
    await dialog.waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.context().close();
  }, 120_000);
});
