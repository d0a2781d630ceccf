import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { accessibilityViolations } from './support/axe';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT, screenshot } from './support/chromium';
import { openTab } from './support/open-tab';
import { typeDay } from './support/permit-filling';
import { useRunningPortal } from './support/running-portal';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const TEXT = {
  ar: {
    list: 'الاستبيانات',
    newest: 'استبيان رضا الزوار 2025',
    complete: 'أكمل الاستبيان',
    sightings: 'رصد مشاهدات الحياة الفطرية',
    firstQuestion: 'ماذا شاهدت؟',
  },
  en: {
    list: 'Surveys',
    newest: 'Visitor satisfaction survey 2025',
    complete: 'Complete the survey',
    sightings: 'Wildlife sightings',
    firstQuestion: 'What did you see?',
  },
} as const;
type Locale = keyof typeof TEXT;

/** Opens /survey and waits until its cards are drawn and hydrated. */
async function openList(page: Page, origin: string, locale: Locale = 'ar') {
  await page.goto(`${origin}/survey`);
  await page.getByRole('heading', { level: 1, name: TEXT[locale].list }).waitFor();
  await page.getByRole('article').first().waitFor();
  await page.waitForLoadState('networkidle');
}

/** Opens a survey from the list by its title, and waits for its form. */
async function openSurvey(page: Page, origin: string, title: string, locale: Locale = 'ar') {
  await openList(page, origin, locale);
  await page.getByRole('article', { name: title }).getByRole('link', { name: TEXT[locale].complete }).click();
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  await page.getByRole('radiogroup').or(page.getByRole('group')).first().waitFor();
  await page.waitForLoadState('networkidle');
}

describe('the surveys in Chromium', () => {
  const running = useRunningPortal();

  for (const locale of ['ar', 'en'] as const) {
    for (const [width, viewport] of [
      ['phone', PHONE_VIEWPORT],
      ['desktop', DESKTOP_VIEWPORT],
    ] as const) {
      it(`lists the surveys and shows one, ${viewport.width} px wide in ${locale}, with no accessibility violations`, async () => {
        const page = await openTab(running.browser, running.portal.url, { locale, viewport, bypassCSP: true });
        await openList(page, running.portal.url, locale);
        expect(await page.evaluate(() => document.documentElement.dir)).toBe(locale === 'ar' ? 'rtl' : 'ltr');
        expect(await page.title()).toContain(TEXT[locale].list);
        expect(await page.getByRole('article').count()).toBe(20);
        await page.getByRole('article', { name: TEXT[locale].newest }).waitFor();
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        expect(await accessibilityViolations(page)).toEqual([]);
        await screenshot(page, `surveys-${locale}-${width}`);

        await openSurvey(page, running.portal.url, TEXT[locale].sightings, locale);
        await page.getByText(TEXT[locale].firstQuestion).first().waitFor();
        expect(await page.title()).toContain(TEXT[locale].sightings);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        expect(await accessibilityViolations(page)).toEqual([]);
        await screenshot(page, `survey-${locale}-${width}`);
        await page.context().close();
      });
    }
  }

  it('arrives with its text when JavaScript is off', async () => {
    const page = await openTab(running.browser, running.portal.url, {
      viewport: PHONE_VIEWPORT,
      javaScriptEnabled: false,
    });
    await page.goto(`${running.portal.url}/survey?page=2`);
    await page.getByRole('heading', { name: 'استبيان رضا الزوار 2024' }).waitFor();
    await page.context().close();
  });

  it('sends a visitor to sign in for a survey for members only', async () => {
    const page = await openTab(running.browser, running.portal.url, { viewport: PHONE_VIEWPORT });
    await openList(page, running.portal.url);
    await page
      .getByRole('article', { name: 'احتياجات البحث العلمي' })
      .getByRole('link', { name: TEXT.ar.complete })
      .click();
    const toast = page.getByRole('alert').filter({ hasText: 'يجب تسجيل الدخول أولا' });
    await expect.poll(() => toast.count(), { timeout: 10_000 }).toBe(1);
    await page.waitForURL((url) => url.pathname === '/sign-in');
    await page.context().close();
  });

  it('takes a guest answer with a photo, thanks them and returns to /survey; the survey then says it is answered', async () => {
    const page = await openTab(running.browser, running.portal.url, { viewport: PHONE_VIEWPORT });
    await openSurvey(page, running.portal.url, TEXT.ar.sightings);
    const surveyUrl = page.url();
    await page.getByRole('radio', { name: 'ظباء' }).check();
    await typeDay(page, 'تاريخ المشاهدة', '2025-10-01');
    await page.getByRole('textbox', { name: 'كم عددها تقريبا؟' }).fill('4');
    await page.locator('input[type=file]').setInputFiles({ name: 'gazelles.png', mimeType: 'image/png', buffer: PNG });
    await expect.poll(() => page.getByText('gazelles.png').isVisible()).toBe(true);
    await screenshot(page, 'survey-filled-ar-phone');
    await page.getByRole('button', { name: 'إرسال', exact: true }).click();

    const toast = page.getByRole('alert').filter({ hasText: 'تم التقديم بنجاح!' });
    await expect.poll(() => toast.count(), { timeout: 10_000 }).toBe(1);
    await page.waitForURL((url) => url.pathname === '/survey', { timeout: 10_000 });

    await page.goto(surveyUrl);
    await page.getByText('لقد أجبت على هذا الاستبيان من قبل، شكرا لمشاركتك.').waitFor();
    expect(await page.getByRole('button', { name: 'إرسال', exact: true }).count()).toBe(0);
    await page.context().close();
  });
});
