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
    await page.getByRole('textbox', { name: 'الرقم 1 من 6' }).click();
    // Focus moves on by itself after each digit, so typing the code fills the six boxes.
    await page.keyboard.type(code!);
    expect(await page.getByRole('textbox', { name: 'الرقم 6 من 6' }).inputValue()).toBe(code!.at(-1));
    await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();

    await page.getByRole('button', { name: 'تسجيل الخروج' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });
});
