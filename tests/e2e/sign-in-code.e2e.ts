import { describe, expect, it } from 'vitest';
import { PHONE_VIEWPORT } from './support/chromium';
import { useRunningPortal } from './support/running-portal';
import { waitForOutboxFileTo } from '../support/outbox';

const EMAIL = 'researcher@demo.reserve.sa';

describe('sign-in with an e-mailed code in Chromium', () => {
  const running = useRunningPortal();

  it('sends a code from /sign-in, takes it typed digit by digit on /otp, and signs in', async () => {
    const context = await running.browser.newContext({ viewport: PHONE_VIEWPORT });
    const page = await context.newPage();
    await page.goto(`${running.portal.url}/sign-in`);
    await page.getByRole('textbox', { name: /البريد الإلكتروني/ }).fill(EMAIL);
    await page.getByRole('button', { name: 'تسجيل الدخول برمز لمرة واحدة' }).click();
    await page.waitForURL(`${running.portal.url}/otp`);
    // The address travels in sessionStorage, never in the address bar.
    expect(page.url()).not.toContain('researcher');

    const mail = await waitForOutboxFileTo(running.portal.dataDir, EMAIL);
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    // The first box has the focus on arrival, and moves on by itself after each digit: typing the code fills the six boxes.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('الرقم 1 من 6');
    await page.keyboard.type(code!);
    expect(await page.getByRole('textbox', { name: 'الرقم 6 من 6' }).inputValue()).toBe(code!.at(-1));
    await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();

    // The header learns of the session a moment before the page moves home.
    await page.getByRole('button', { name: 'تسجيل الخروج' }).waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  for (const [locale, explanation, link] of [
    [
      'ar',
      'للدخول برمز لمرة واحدة، أدخل بريدك الإلكتروني في صفحة تسجيل الدخول واختر «تسجيل الدخول برمز لمرة واحدة»',
      'الذهاب إلى تسجيل الدخول',
    ],
    [
      'en',
      'To sign in with a one-time code, enter your email on the sign-in page and choose “Sign in with a one-time code”',
      'Go to sign in',
    ],
  ] as const) {
    it(`explains how to get a code on /otp opened directly, in ${locale}`, async () => {
      const context = await running.browser.newContext({ viewport: PHONE_VIEWPORT });
      await context.addInitScript((saved) => localStorage.setItem('locale', saved), locale);
      const page = await context.newPage();
      await page.goto(`${running.portal.url}/otp`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByText(explanation, { exact: false }).waitFor();
      expect(await page.getByRole('link', { name: link }).getAttribute('href')).toBe('/sign-in');
      expect(await page.getByRole('textbox').count()).toBe(0);
      await context.close();
    });
  }
});
