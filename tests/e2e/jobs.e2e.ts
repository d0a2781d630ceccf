import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { accessibilityViolations } from './support/axe';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT, screenshot } from './support/chromium';
import { DEMO_INDIVIDUAL } from './support/login-token';
import { openTab } from './support/open-tab';
import { useRunningPortal } from './support/running-portal';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

const TEXT = {
  ar: {
    list: 'الوظائف',
    newest: 'حارس ميداني',
    apply: 'قدّم الآن',
    view: 'عرض الوظيفة',
    ecologist: 'أخصائي بيئة الحياة الفطرية',
    firstQuestion: 'كم سنة من الخبرة لديك في هذا المجال؟',
    signInNotice: 'يجب تسجيل الدخول لتقديم طلبك.',
  },
  en: {
    list: 'Jobs',
    newest: 'Field Ranger',
    apply: 'Apply now',
    view: 'View the job',
    ecologist: 'Wildlife Ecologist',
    firstQuestion: 'How many years of experience do you have in this field?',
    signInNotice: 'Sign in to send your application.',
  },
} as const;
type Locale = keyof typeof TEXT;

/** Opens /jobs and waits until its cards are drawn and hydrated. */
async function openList(page: Page, origin: string, locale: Locale = 'ar') {
  await page.goto(`${origin}/jobs`);
  await page.getByRole('heading', { level: 1, name: TEXT[locale].list }).waitFor();
  await page.getByRole('article').first().waitFor();
  await page.waitForLoadState('networkidle');
}

/** Opens a job from the list by its title as a visitor, and waits for the notice that applying needs an account. */
async function openJob(page: Page, origin: string, title: string, locale: Locale = 'ar') {
  await openList(page, origin, locale);
  await page.getByRole('article', { name: title }).getByRole('link', { name: TEXT[locale].apply }).click();
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  await page.getByText(TEXT[locale].signInNotice).waitFor();
  await page.waitForLoadState('networkidle');
}

describe('the jobs in Chromium', () => {
  const running = useRunningPortal();

  for (const locale of ['ar', 'en'] as const) {
    for (const [width, viewport] of [
      ['phone', PHONE_VIEWPORT],
      ['desktop', DESKTOP_VIEWPORT],
    ] as const) {
      it(`lists the jobs and shows one, ${viewport.width} px wide in ${locale}, with no accessibility violations`, async () => {
        const page = await openTab(running.browser, running.portal.url, { locale, viewport, bypassCSP: true });
        await openList(page, running.portal.url, locale);
        expect(await page.evaluate(() => document.documentElement.dir)).toBe(locale === 'ar' ? 'rtl' : 'ltr');
        expect(await page.title()).toContain(TEXT[locale].list);
        expect(await page.getByRole('article').count()).toBe(20);
        await page.getByRole('article', { name: TEXT[locale].newest }).waitFor();
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        expect(await accessibilityViolations(page)).toEqual([]);
        await screenshot(page, `jobs-${locale}-${width}`);

        await openJob(page, running.portal.url, TEXT[locale].ecologist, locale);
        expect(await page.title()).toContain(TEXT[locale].ecologist);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        expect(await accessibilityViolations(page)).toEqual([]);
        await screenshot(page, `job-${locale}-${width}`);
        await page.context().close();
      });
    }
  }

  it('arrives with its text when JavaScript is off, a closed job saying so', async () => {
    const page = await openTab(running.browser, running.portal.url, {
      viewport: PHONE_VIEWPORT,
      javaScriptEnabled: false,
    });
    await page.goto(`${running.portal.url}/jobs?page=2`);
    await page.getByRole('heading', { name: 'منسق برنامج التطوع' }).waitFor();
    await page.goto(`${running.portal.url}/jobs`);
    await page
      .getByRole('article', { name: 'أخصائي استشعار عن بعد' })
      .getByRole('link', { name: TEXT.ar.view })
      .click();
    await page.getByText('هذه الوظيفة مغلقة ولا تستقبل طلبات جديدة.').waitFor();
    await page.context().close();
  });

  it('has a visitor sign in before the form and come back, takes the application, lists it on /profile and then says when', async () => {
    const page = await openTab(running.browser, running.portal.url, { viewport: PHONE_VIEWPORT });
    await openJob(page, running.portal.url, TEXT.ar.ecologist);
    const jobPath = new URL(page.url()).pathname;
    // Nothing to fill before signing in: the answers would be lost on the way.
    expect(await page.getByRole('button', { name: 'إرسال', exact: true }).count()).toBe(0);
    await page
      .getByRole('status')
      .filter({ hasText: TEXT.ar.signInNotice })
      .getByRole('link', { name: 'سجّل الدخول للتقديم' })
      .click();
    await page.waitForURL((url) => url.pathname === '/sign-in');
    await page.getByRole('textbox', { name: /البريد الإلكتروني/ }).fill(DEMO_INDIVIDUAL.email);
    await page.getByLabel(/كلمة المرور/).fill(DEMO_INDIVIDUAL.password);
    await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
    await page.waitForURL((url) => url.pathname === jobPath, { timeout: 10_000 });
    await page.getByText(TEXT.ar.firstQuestion).first().waitFor();
    await page.waitForLoadState('networkidle');

    await page.getByRole('textbox', { name: new RegExp(TEXT.ar.firstQuestion) }).fill('سبع سنوات');
    // The CV question (required), the second file question of the form.
    await page
      .locator('input[type=file]')
      .nth(1)
      .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect.poll(() => page.getByText('cv.pdf').isVisible()).toBe(true);
    await screenshot(page, 'job-filled-ar-phone');
    await page.getByRole('button', { name: 'إرسال', exact: true }).click();

    const toast = page.getByRole('alert').filter({ hasText: 'تم التقديم على الوظيفة بنجاح!' });
    await expect.poll(() => toast.count(), { timeout: 10_000 }).toBe(1);
    await page.waitForURL((url) => url.pathname === '/profile', { timeout: 10_000 });
    // On a phone the applications are cards; the table beside them is hidden.
    await page.getByText(TEXT.ar.ecologist).filter({ visible: true }).first().waitFor();
    await screenshot(page, 'job-applied-profile-ar-phone');

    // Back on the job, the member is told they applied, and is offered no form to be refused.
    await page.goto(`${running.portal.url}${jobPath}`);
    await page.getByText(/تقدمت لهذه الوظيفة في/).waitFor({ timeout: 10_000 });
    expect(await page.getByRole('button', { name: 'إرسال', exact: true }).count()).toBe(0);
    await page.context().close();
  });
});
