import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT, screenshot } from './support/chromium';
import { accessibilityViolations } from './support/axe';
import { useRunningPortal } from './support/running-portal';

const DEMO_EMAIL = 'individual@demo.reserve.sa';
const DEMO_PASSWORD = 'Rawdat-Noura-2025';

const submitButton = (page: Page) => page.getByRole('button', { name: 'تسجيل الدخول', exact: true });

async function submitAndWaitForAnswer(page: Page) {
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/v1/login'));
  await submitButton(page).click();
  expect((await answer).status()).toBe(422);
}

describe('sign-in in Chromium', () => {
  const running = useRunningPortal();

  it('asks for the captcha after three wrong passwords, and signs in once it is solved', async () => {
    // No CSP bypass: the widget and its worker must run under the portal's own policy.
    const context = await running.browser.newContext({ viewport: DESKTOP_VIEWPORT });
    const page = await context.newPage();
    const refusedByPolicy: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refusedByPolicy.push(message.text());
    });
    await page.goto(`${running.portal.url}/sign-in`);
    await page.getByRole('heading', { level: 1, name: 'تسجيل الدخول' }).waitFor();
    const captcha = page.getByRole('group', { name: 'تحقق من أنك لست برنامجا آليا' });
    expect(await captcha.count()).toBe(0);

    await page.getByRole('textbox', { name: /البريد الإلكتروني/ }).fill(DEMO_EMAIL);
    const password = page.getByLabel(/كلمة المرور/);
    await password.fill('not-the-password');
    for (let attempt = 0; attempt < 3; attempt += 1) await submitAndWaitForAnswer(page);

    await captcha.waitFor();
    await submitButton(page).click();
    await captcha.getByText('يرجى التحقق من reCAPTCHA قبل المتابعة').waitFor();

    await captcha.getByRole('checkbox').click();
    await captcha.getByText('تم التحقق').waitFor({ timeout: 30_000 });
    await password.fill(DEMO_PASSWORD);
    await submitButton(page).click();

    // The header learns of the session a moment before the page moves home.
    await page.getByRole('button', { name: 'تسجيل الخروج' }).waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText('تم تسجيل الدخول بنجاح!').waitFor();
    expect(refusedByPolicy).toEqual([]);
    await context.close();
  }, 90_000);

  it('has no accessibility violations on /sign-in in Arabic on a phone, with the captcha shown', async () => {
    const context = await running.browser.newContext({ viewport: PHONE_VIEWPORT, bypassCSP: true });
    await context.addInitScript(() => localStorage.setItem('reserve-portal.failures.sign-in', '3'));
    const page = await context.newPage();
    await page.goto(`${running.portal.url}/sign-in`);
    await page.getByRole('heading', { level: 1, name: 'تسجيل الدخول' }).waitFor();
    const captcha = page.getByRole('group', { name: 'تحقق من أنك لست برنامجا آليا' });
    await captcha.getByRole('checkbox').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'sign-in-captcha-ar-phone');
    await captcha.screenshot({ path: 'test-results/sign-in-captcha-widget-ar.png' });
    await context.close();
  });
});
