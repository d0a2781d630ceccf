import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from './support/axe';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT, screenshot } from './support/chromium';
import { useRunningPortal } from './support/running-portal';

const RESEARCHER = { email: 'researcher@demo.reserve.sa', password: 'Wadi-Shawki-2025' };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const ARABIC_NAME = 'دراسة نبات الرمث.pdf';

describe('researches in Chromium', () => {
  const running = useRunningPortal();

  async function signedInPage(viewport = DESKTOP_VIEWPORT, bypassCSP = false) {
    const form = new FormData();
    form.append('email', RESEARCHER.email);
    form.append('password', RESEARCHER.password);
    const answer = (await (
      await fetch(`${running.portal.url}/api/v1/login`, { method: 'POST', body: form })
    ).json()) as { data: { token: string } };
    const context = await running.browser.newContext({ viewport, bypassCSP, acceptDownloads: true });
    await context.addInitScript(
      (token) => localStorage.setItem('reserve-portal.token', JSON.stringify(token)),
      answer.data.token,
    );
    return { context, page: await context.newPage() };
  }

  it('the demo researcher submits a research with an Arabic-named attachment, sees it listed and downloads it under its name', async () => {
    const { context, page } = await signedInPage();
    await page.goto(`${running.portal.url}/researches`);
    await page.getByRole('heading', { level: 2, name: 'تقديم بحث جديد' }).waitFor();
    await page.getByText('لم تقدم أي بحث بعد.').waitFor();

    await page.getByRole('textbox', { name: /عنوان البحث/ }).fill('توزع نبات الرمث في روضة نورة');
    const category = page.getByRole('combobox', { name: /التصنيف/ });
    await expect.poll(() => category.locator('option').count()).toBeGreaterThan(1);
    await category.selectOption({ label: 'الغطاء النباتي' });
    await page.getByRole('textbox', { name: /ملخص البحث/ }).fill('دراسة ميدانية لتوزع الرمث وكثافته.');
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: ARABIC_NAME, mimeType: 'application/pdf', buffer: PDF });
    await page.getByRole('button', { name: 'إرسال البحث' }).click();
    await page.getByText('تم إرسال البحث بنجاح').first().waitFor();

    const card = page.getByRole('article', { name: 'توزع نبات الرمث في روضة نورة' });
    await card.waitFor();
    const downloading = page.waitForEvent('download');
    await card.getByRole('button', { name: `تنزيل ${ARABIC_NAME}` }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(ARABIC_NAME);
    const saved = await download.path();
    const { readFile } = await import('node:fs/promises');
    expect((await readFile(saved)).equals(PDF)).toBe(true);
    await context.close();
  }, 90_000);

  it('has no accessibility violations on /researches in Arabic on a phone', async () => {
    const { context, page } = await signedInPage(PHONE_VIEWPORT, true);
    await page.goto(`${running.portal.url}/researches`);
    await page.getByRole('button', { name: 'إرسال البحث' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'researches-ar-phone');
    await context.close();
  }, 60_000);
});
