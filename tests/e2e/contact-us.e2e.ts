import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../../server/db/client';
import { contactAttachments, contactMessages } from '../../server/db/schema';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT, screenshot } from './support/chromium';
import { accessibilityViolations } from './support/axe';
import { useRunningPortal } from './support/running-portal';
import { openFileChooserWithSpace, tabTo } from './support/keyboard';

// A real 1×1 PNG: the server checks content, not the file name.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('the contact form in Chromium', () => {
  const running = useRunningPortal();

  it('can be completed and sent with the keyboard alone, in English', async () => {
    const context = await running.browser.newContext({ viewport: DESKTOP_VIEWPORT });
    // A returning English reader: the app keeps the choice in localStorage and, for the server, a cookie.
    await context.addInitScript(() => localStorage.setItem('locale', 'en'));
    await context.addCookies([{ name: 'locale', value: 'en', url: running.portal.url }]);
    const page = await context.newPage();
    await page.goto(`${running.portal.url}/contact-us`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The server-rendered form waits, disabled, for its code; a keyboard skips disabled fields.
    await expect.poll(() => page.locator('#root_phone').isEnabled(), { timeout: 10_000 }).toBe(true);

    await tabTo(page, 'Suggestion');
    await page.keyboard.press('Space');
    await tabTo(page, 'Full name');
    await page.keyboard.type('Omar Haddad');
    await tabTo(page, 'Mobile number');
    await page.keyboard.type('501234567');
    await tabTo(page, 'Subject');
    await page.keyboard.type('More shaded benches');
    await tabTo(page, 'Message');
    await page.keyboard.type('Please add shaded benches along the Rawdat Noura trail.');
    await tabTo(page, 'Choose files');
    // Space presses a button; headless Chromium opens no file dialog from Enter even on a plain page.
    await (await openFileChooserWithSpace(page)).setFiles({ name: 'trail.png', mimeType: 'image/png', buffer: PNG });
    await page.getByText('trail.png').waitFor();
    await tabTo(page, /^Send$/);
    await page.keyboard.press('Enter');

    const success = page.getByRole('alert').filter({ hasText: 'Message sent successfully!' });
    // The answer waits on the server checking the upload: the default second of polling is short on a busy machine.
    await expect.poll(() => success.count(), { timeout: 10_000 }).toBe(1);
    await context.close();
  });

  for (const locale of ['ar', 'en'] as const) {
    it(`has no accessibility violations, before and after a refused submission (${locale})`, async () => {
      const context = await running.browser.newContext({ viewport: PHONE_VIEWPORT, bypassCSP: true });
      await context.addInitScript((saved) => localStorage.setItem('locale', saved), locale);
      const page = await context.newPage();
      await page.goto(`${running.portal.url}/contact-us`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);
      await page.getByRole('button', { name: locale === 'ar' ? 'إرسال' : 'Send' }).click();
      await page.getByRole('alert').first().waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);
      await screenshot(page, `contact-us-errors-${locale}-phone`);
      await context.close();
    });
  }

  // Last: it stops the portal to read the embedded database.
  it('refuses an empty form with a linked error summary, then sends a complaint with an attachment that lands in the database', async () => {
    const page = await running.browser.newPage({ viewport: PHONE_VIEWPORT });
    await page.goto(`${running.portal.url}/contact-us`);
    await page.getByRole('button', { name: 'إرسال' }).click();

    const summary = page.getByRole('alert').filter({ hasText: 'الرجاء تعبئة الحقول المطلوبة' });
    await expect.poll(() => summary.isVisible()).toBe(true);
    await summary.getByRole('link', { name: 'الاسم بالكامل مطلوب' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe('name');

    await page.getByRole('radio', { name: 'شكوى' }).check();
    await page.getByLabel('الاسم بالكامل').fill('سارة العتيبي');
    await page.getByLabel('البريد الإلكتروني').fill('sara@example.sa');
    // The phone box starts with the Saudi code, read in full on a phone; a person types the rest, here in Arabic-Indic digits.
    const callingCode = page.getByRole('combobox', { name: 'رمز الاتصال الدولي' });
    expect(
      await callingCode.evaluate((select: HTMLSelectElement) => {
        const style = getComputedStyle(select);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = `${style.fontSize} ${style.fontFamily}`;
        const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return context.measureText(select.selectedOptions[0]!.text).width <= room;
      }),
    ).toBe(true);
    await page.getByLabel('رقم الجوال').click();
    await page.getByLabel('رقم الجوال').pressSequentially('٥٥١٢٣٤٥٦٧');
    expect(await page.getByLabel('رقم الجوال').inputValue()).toBe('551234567');
    await page.getByLabel('الموضوع').fill('لافتة إرشادية مكسورة');
    await page.getByLabel('نص الرسالة').fill('اللافتة عند مدخل روضة التنهات مكسورة.');
    await page.getByLabel('أنا من سكان المحمية').check();
    const areaSelect = page.getByRole('combobox', { name: /منطقة السكن/ });
    await expect.poll(() => areaSelect.locator('option').count()).toBeGreaterThan(1);
    const areaValue = await areaSelect.locator('option').nth(1).getAttribute('value');
    await areaSelect.selectOption(areaValue!);
    await page.locator('input[type=file]').setInputFiles({ name: 'sign.png', mimeType: 'image/png', buffer: PNG });
    await expect.poll(() => page.getByText('sign.png').isVisible()).toBe(true);
    await screenshot(page, 'contact-us-filled-ar-phone');

    await page.getByRole('button', { name: 'إرسال' }).click();
    const success = page.getByRole('alert').filter({ hasText: 'تم إرسال الرسالة بنجاح!' });
    await expect.poll(() => success.count()).toBe(1);
    // The form is cleared for the next message.
    expect(await page.getByLabel('الاسم بالكامل').inputValue()).toBe('');
    await page.close();

    // PGlite admits one process at a time: stop the portal, then read its data directory.
    await running.portal.stop({ keepData: true });
    const database = await openDatabase({ dataDir: path.join(running.portal.dataDir, 'db') });
    try {
      const [message] = await database.db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.username, 'سارة العتيبي'));
      expect(message).toMatchObject({
        type: 'complaints',
        email: 'sara@example.sa',
        phone: '+966551234567',
        isReserveResident: true,
        reserveAreaId: Number(areaValue),
        locale: 'ar',
      });
      const files = await database.db
        .select()
        .from(contactAttachments)
        .where(eq(contactAttachments.messageId, message!.id));
      expect(files).toHaveLength(1);
      expect(files[0]).toMatchObject({ originalName: 'sign.png', mimeType: 'image/png', sizeBytes: PNG.length });
      const stored = await fs.readFile(path.join(running.portal.dataDir, 'uploads', files[0]!.storedName));
      expect(createHash('sha256').update(stored).digest('hex')).toBe(files[0]!.sha256);
      expect(files[0]!.sha256).toBe(createHash('sha256').update(PNG).digest('hex'));
    } finally {
      await database.close();
    }
  });
});
