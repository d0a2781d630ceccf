import { describe, expect, it } from 'vitest';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT, screenshot } from './support/chromium';
import { accessibilityViolations } from './support/axe';
import { useRunningPortal } from './support/running-portal';
import { linksIn, waitForOutboxFileTo } from '../support/outbox';

const UNVERIFIED_NOTICE = 'لم يتم تأكيد بريدك الإلكتروني بعد';

describe('registration and e-mail verification in Chromium', () => {
  const running = useRunningPortal();

  it('has no accessibility violations on /sign-up in Arabic on a phone', async () => {
    const context = await running.browser.newContext({ viewport: PHONE_VIEWPORT, bypassCSP: true });
    const page = await context.newPage();
    await page.goto(`${running.portal.url}/sign-up`);
    await page.getByRole('heading', { level: 1, name: 'تسجيل حساب جديد' }).waitFor();
    await expect
      .poll(() =>
        page
          .getByRole('combobox', { name: /الدولة/ })
          .locator('option')
          .count(),
      )
      .toBeGreaterThan(1);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'sign-up-ar-phone');
    await context.close();
  });

  it('registers an individual, signs in unverified, follows the mailed link and loses the notice', async () => {
    const email = `noura.${Date.now()}@example.sa`;
    const password = 'Rawdat-Noura-2025';
    const page = await running.browser.newPage({ viewport: DESKTOP_VIEWPORT });
    await page.goto(`${running.portal.url}/sign-up`);

    await page.getByLabel('الاسم بالكامل').fill('نورة عبدالله القحطاني');
    await page.getByLabel('رقم الهوية الوطنية أو الإقامة').fill(`1${String(Date.now()).slice(-9)}`);
    await page.getByLabel('تاريخ الميلاد').fill('1995-06-15');
    const country = page.getByRole('combobox', { name: /الدولة/ });
    await expect.poll(() => country.locator('option').count()).toBeGreaterThan(1);
    await country.selectOption({ label: 'المملكة العربية السعودية' });
    const city = page.getByRole('combobox', { name: /المدينة/ });
    await expect.poll(() => city.locator('option').count()).toBeGreaterThan(1);
    await city.selectOption({ label: 'الرياض' });
    // The phone box starts with the Saudi code; a person types the rest.
    await page.getByLabel('رقم الجوال').click();
    await page.getByLabel('رقم الجوال').pressSequentially('501234567');
    await page.getByLabel('البريد الإلكتروني').fill(email);
    await page.getByRole('radio', { name: 'أنثى' }).check();
    await page.getByLabel(/^كلمة المرور/).fill(password);
    await page.getByLabel(/^تأكيد كلمة المرور/).fill(password);
    await page.getByRole('checkbox', { name: /أوافق على/ }).check();
    await page.getByRole('button', { name: 'إنشاء حساب' }).click();

    await page.waitForURL(`${running.portal.url}/confirm-sign-up`);
    await page.getByRole('heading', { level: 1, name: 'تأكيد التسجيل' }).waitFor();

    await page.goto(`${running.portal.url}/sign-in`);
    await page.getByLabel('البريد الإلكتروني').fill(email);
    await page.getByLabel(/^كلمة المرور/).fill(password);
    await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
    await page.waitForURL(`${running.portal.url}/`);
    await page.getByText(UNVERIFIED_NOTICE).waitFor();

    const mail = await waitForOutboxFileTo(running.portal.dataDir, email);
    const mailed = new URL(linksIn(mail.text).find((link) => link.includes('/verify-email/'))!);
    // The mail names the configured public address; this portal listens on another one.
    await page.goto(`${running.portal.url}${mailed.pathname}${mailed.search}`);
    const result = page.getByRole('alert').filter({ hasText: 'انتهى التحقق' });
    await result.waitFor();
    expect(await result.getAttribute('class')).toContain('Success');
    await screenshot(page, 'verify-email-ar-desktop');

    await page.getByRole('link', { name: 'العودة إلى الصفحة الرئيسية' }).click();
    await page.waitForURL(`${running.portal.url}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByText(UNVERIFIED_NOTICE).count()).toBe(0);
    await page.close();
  });
});
