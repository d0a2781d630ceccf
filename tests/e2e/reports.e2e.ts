import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { waitForOutboxFileTo } from '../support/outbox';
import { accessibilityViolations } from './support/axe';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT, screenshot } from './support/chromium';
import { DEMO_INDIVIDUAL, loginToken } from './support/login-token';
import { openTab } from './support/open-tab';
import { useRunningPortal } from './support/running-portal';

const TEXT = {
  ar: {
    title: 'الدراسات والتقارير',
    send: 'إرسال عبر البريد الإلكتروني',
    newest: 'مسح الحياة الفطرية في روضة التنهات 2025',
  },
  en: { title: 'Studies and reports', send: 'Send by e-mail', newest: 'Wildlife survey of Rawdat Al-Tanhat 2025' },
} as const;
type Locale = keyof typeof TEXT;

/** Opens /reports (or a page of it) and waits until its cards are drawn and its code has hydrated them. */
async function openReports(page: Page, url: string, locale: Locale = 'ar') {
  await page.goto(url);
  await page.getByRole('heading', { level: 1, name: TEXT[locale].title }).waitFor();
  await page.getByRole('article').first().waitFor();
  await page.waitForLoadState('networkidle');
}

describe('the studies and reports page in Chromium', () => {
  const running = useRunningPortal();
  const reportsUrl = () => `${running.portal.url}/reports`;

  for (const locale of ['ar', 'en'] as const) {
    for (const [width, viewport] of [
      ['phone', PHONE_VIEWPORT],
      ['desktop', DESKTOP_VIEWPORT],
    ] as const) {
      it(`shows the reports as cards, ${viewport.width} px wide in ${locale}, with no accessibility violations`, async () => {
        const page = await openTab(running.browser, running.portal.url, { locale, viewport, bypassCSP: true });
        await openReports(page, reportsUrl(), locale);
        expect(await page.evaluate(() => document.documentElement.dir)).toBe(locale === 'ar' ? 'rtl' : 'ltr');
        expect(await page.title()).toContain(TEXT[locale].title);
        const first = page.getByRole('article', { name: TEXT[locale].newest });
        await first.getByRole('button', { name: TEXT[locale].send }).waitFor();
        expect(await page.getByRole('article').count()).toBe(20);
        // Three cards a row on a desktop, one on a phone.
        const tops = await page
          .getByRole('article')
          .evaluateAll((cards) => cards.slice(0, 3).map((card) => Math.round(card.getBoundingClientRect().top)));
        expect(new Set(tops).size).toBe(width === 'desktop' ? 1 : 3);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        expect(await accessibilityViolations(page)).toEqual([]);
        await screenshot(page, `reports-${locale}-${width}`);
        await page.context().close();
      });
    }
  }

  it('pages through the list in the address, so Back returns to the page before', async () => {
    const page = await openTab(running.browser, running.portal.url);
    await openReports(page, reportsUrl());
    await page
      .getByRole('navigation', { name: 'صفحات الدراسات والتقارير' })
      .getByRole('button', { name: 'الصفحة 2' })
      .click();
    await page.waitForURL('**/reports?page=2');
    await expect.poll(() => page.getByRole('article').count()).toBe(5);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/reports' && url.search === '');
    await page.getByRole('article', { name: TEXT.ar.newest }).waitFor();
    await page.context().close();
  });

  it('arrives with its text when JavaScript is off, on the page of the address', async () => {
    const context = await running.browser.newContext({ viewport: PHONE_VIEWPORT, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${reportsUrl()}?page=2`);
    expect(await page.getByRole('article').count()).toBe(5);
    await page.getByRole('heading', { name: 'تغير الغطاء النباتي من صور الأقمار الصناعية' }).waitFor();
    await context.close();
  });

  it('hydrates page 2 without a mismatch and without asking the API for the list it carries', async () => {
    const page = await openTab(running.browser, running.portal.url);
    const problems: string[] = [];
    page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
    page.on('pageerror', (error) => problems.push(error.message));
    const listReads: string[] = [];
    page.on('request', (request) => request.url().includes('/api/v1/studies-reports') && listReads.push(request.url()));
    await openReports(page, `${reportsUrl()}?page=2`);
    expect(await page.getByRole('article').count()).toBe(5);
    expect(listReads).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('tells a visitor to sign in first and takes them to /sign-in, to come back to /reports', async () => {
    const page = await openTab(running.browser, running.portal.url, { viewport: PHONE_VIEWPORT });
    await openReports(page, reportsUrl());
    await page.getByRole('article', { name: TEXT.ar.newest }).getByRole('button', { name: TEXT.ar.send }).click();
    const toast = page.getByRole('alert').filter({ hasText: 'يجب تسجيل الدخول أولا' });
    await expect.poll(() => toast.count(), { timeout: 10_000 }).toBe(1);
    await page.waitForURL((url) => url.pathname === '/sign-in' && url.searchParams.get('next') === '/reports');
    await page.context().close();
  });

  it('e-mails a signed-in member the report, the PDF attached', async () => {
    const token = await loginToken(running.portal.url);
    const page = await openTab(running.browser, running.portal.url, { locale: 'en', token });
    await openReports(page, reportsUrl(), 'en');
    await page.getByRole('article', { name: TEXT.en.newest }).getByRole('button', { name: TEXT.en.send }).click();
    const toast = page.getByRole('alert').filter({ hasText: 'The file was sent to your e-mail successfully.' });
    await expect.poll(() => toast.count(), { timeout: 10_000 }).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/reports');

    // The demo individual's e-mails are in Arabic, whatever language the page is in.
    const mail = await waitForOutboxFileTo(running.portal.dataDir, DEMO_INDIVIDUAL.email);
    expect(mail.subject).toBe(`الدراسات والتقارير: ${TEXT.ar.newest}`);
    expect(mail.attachments.map(({ filename, contentType }) => ({ filename, contentType }))).toEqual([
      { filename: 'wildlife-survey-rawdat-al-tanhat-2025.pdf', contentType: 'application/pdf' },
    ]);
    expect(mail.attachments[0]!.content.subarray(0, 5).toString()).toBe('%PDF-');
    await page.context().close();
  });
});
