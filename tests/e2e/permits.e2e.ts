import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { accessibilityViolations } from './support/axe';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT, screenshot } from './support/chromium';
import { fillWorkPermitToTheMaximum, typeDay } from './support/permit-filling';
import { loginToken } from './support/login-token';
import { useRunningPortal } from './support/running-portal';

const PDF = {
  name: 'الهوية.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
};
const PNG = {
  name: 'permit.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
};

describe('the permit services in Chromium, in Arabic', () => {
  const running = useRunningPortal();

  async function signedInPage(viewport = DESKTOP_VIEWPORT, bypassCSP = false): Promise<Page> {
    const token = await loginToken(running.portal.url);
    const context = await running.browser.newContext({ viewport, bypassCSP });
    await context.addInitScript((value) => localStorage.setItem('reserve-portal.token', JSON.stringify(value)), token);
    return context.newPage();
  }

  async function openForm(page: Page, path: string, heading: string, { prefilled = true } = {}) {
    await page.goto(`${running.portal.url}${path}`);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    await page.getByRole('button', { name: 'تقديم الطلب' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    // The citizen's details come from the profile.
    if (prefilled) expect(await page.getByRole('textbox', { name: 'الاسم الكامل' }).inputValue()).toBe('سارة العتيبي');
  }

  /** Agrees, submits, reads the success toast, lands on /profile after it and finds the request pending there with its reference. */
  async function submitAndFindOnTheProfile(page: Page, success: string, typeLabel: string, prefix: string) {
    await page.getByRole('checkbox', { name: /أوافق على/ }).check();
    await page.getByRole('button', { name: 'تقديم الطلب' }).click();
    await page.getByText(success).first().waitFor();
    await page.waitForURL('**/profile');
    // A table row on a desktop, a card on a phone: either way the reference, the type and the status together.
    const permits = page.getByRole('region', { name: 'التصاريح' });
    const entry = permits
      .getByText(new RegExp(`^${prefix}-\\d{4}-\\d{6}$`))
      .locator('visible=true')
      .first();
    await entry.waitFor();
    const text = await permits.innerText();
    expect(text).toContain(typeLabel);
    expect(text).toContain('قيد المراجعة');
  }

  it('lists the five open services on /services and links each to its form', async () => {
    const page = await signedInPage();
    await page.goto(`${running.portal.url}/services`);
    for (const name of [
      'تصريح منطقة محددة',
      'تصريح المناحل',
      'تصريح التخييم الحر',
      'تصريح العمل خارج أوقات الدوام',
      'تصريح البحث العلمي',
    ]) {
      await page.getByRole('article', { name }).waitFor();
    }
    await page.getByRole('article', { name: 'تصريح المناحل' }).getByRole('link', { name: 'تقديم الطلب' }).click();
    await page.waitForURL('**/services/apiary');
    await page.context().close();
  });

  it('specific area: a date, a region, two sites and another place by keyboard and mouse; the other text goes when "other" is unticked', async () => {
    const page = await signedInPage();
    await openForm(page, '/services/soman', 'تصريح منطقة محددة');
    await typeDay(page, 'تاريخ الوصول', '2099-01-15');
    await page.getByRole('combobox', { name: 'المنطقة' }).selectOption({ label: 'المنطقة الشمالية' });
    await page.getByRole('checkbox', { name: 'روضة خريم' }).check();
    await page.getByRole('checkbox', { name: 'روضة نورة' }).check();
    await page.getByRole('checkbox', { name: 'أخرى' }).check();
    await page.getByRole('textbox', { name: 'موقع آخر' }).fill('وادي الديسة');
    await page.getByRole('checkbox', { name: 'أخرى' }).uncheck();
    expect(await page.getByRole('textbox', { name: 'موقع آخر' }).count()).toBe(0);
    await page.getByRole('checkbox', { name: 'أخرى' }).check();
    expect(await page.getByRole('textbox', { name: 'موقع آخر' }).inputValue()).toBe('');
    await page.getByRole('textbox', { name: 'موقع آخر' }).fill('وادي الديسة');
    await page.getByRole('textbox', { name: 'نوع المركبة' }).fill('دفع رباعي');
    await page.getByRole('textbox', { name: 'رقم اللوحة' }).press('End');
    await page.keyboard.type('أ ب ج 1234');
    // The eleven prohibitions are a list the citizen reads before agreeing.
    expect(await page.getByRole('listitem').filter({ hasText: 'الصيد' }).count()).toBeGreaterThan(0);
    await submitAndFindOnTheProfile(
      page,
      'تم رفع طلب التصريح بنجاح، وسيتم إرسال التصريح على بريدكم الإلكتروني عند القبول.',
      'تصريح منطقة محددة',
      'SA',
    );
    await page.context().close();
  });

  it('work outside official hours: every group filled to its maximum, on a phone', async () => {
    const page = await signedInPage(PHONE_VIEWPORT);
    await openForm(page, '/services/work', 'تصريح العمل خارج أوقات الدوام');
    // Departure waits for the arrival.
    expect(
      await page
        .getByRole('group', { name: 'تاريخ المغادرة', exact: true })
        .getByRole('spinbutton', { name: 'السنة' })
        .isDisabled(),
    ).toBe(true);
    // The groups appear once a site or another place is chosen.
    expect(await page.getByRole('group', { name: 'المرافقون', exact: true }).count()).toBe(0);
    // A refusal names each field in its summary.
    await page.getByRole('button', { name: 'تقديم الطلب' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'الرجاء تعبئة الحقول المطلوبة' });
    await summary.getByRole('link', { name: 'تاريخ الوصول: هذا الحقل مطلوب', exact: true }).waitFor();
    expect(await summary.getByRole('link', { name: 'هذا الحقل مطلوب', exact: true }).count()).toBe(0);
    await fillWorkPermitToTheMaximum(page);
    const companions = page.getByRole('group', { name: 'المرافقون', exact: true });
    expect(await companions.getByRole('button', { name: 'إضافة: المرافقون' }).count()).toBe(0);
    // Each item is headed by its number, its fields the width of the phone's item, its remove button named after it.
    const seventh = companions.getByRole('group', { name: 'المرافق 7', exact: true });
    const [item, field] = await Promise.all([
      seventh.boundingBox(),
      seventh.getByRole('textbox', { name: 'اسم المرافق', exact: true }).boundingBox(),
    ]);
    expect(field!.width).toBeGreaterThan(item!.width * 0.85);
    await seventh.getByRole('button', { name: 'حذف المرافق 7', exact: true }).click();
    // The focus goes to the item before it, now the last, and to a new item once added.
    await expect
      .poll(() =>
        page.evaluate(() => document.activeElement?.closest('[role="group"]')?.getAttribute('aria-labelledby')),
      )
      .toBe('root_companions_5__title');
    await companions.getByRole('button', { name: 'إضافة: المرافقون' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('root_companions_6_name');
    await page.keyboard.type('مرافق 7');
    await page.getByRole('textbox', { name: 'جوال المرافق', exact: true }).nth(6).fill('0501234560');
    await screenshot(page, 'permit-work-phone');
    await submitAndFindOnTheProfile(
      page,
      'تم رفع الطلب بنجاح، وسيتم إرسال التصريح على بريدكم الإلكتروني عند القبول..',
      'تصريح العمل خارج أوقات الدوام',
      'WP',
    );
    await page.context().close();
  });

  it('beekeeping: a location with its picture, a free apiary (reserved ones disabled), counts in Arabic-Indic digits, four documents', async () => {
    const page = await signedInPage();
    await openForm(page, '/services/apiary', 'تصريح المناحل');
    await page.getByRole('combobox', { name: 'موقع المناحل' }).selectOption({ label: 'مناحل وادي الرمحية' });
    await page.getByRole('img', { name: 'مناحل وادي الرمحية' }).waitFor();
    const apiary = page.getByRole('combobox', { name: 'المنحل' });
    await expect.poll(() => apiary.locator('option').count()).toBeGreaterThan(1);
    expect(await apiary.locator('option', { hasText: 'منحل 3' }).isDisabled()).toBe(true);
    await apiary.selectOption({ label: 'منحل 1' });
    // As an Arabic keyboard types them: the boxes write them as ASCII, so nothing is lost.
    const hives = page.getByRole('textbox', { name: 'عدد الخلايا' });
    await hives.pressSequentially('٤٠');
    expect(await hives.inputValue()).toBe('40');
    await page.getByRole('textbox', { name: 'عدد المناحل' }).pressSequentially('۲');
    await page.getByRole('textbox', { name: 'نوع ملكة النحل' }).fill('ملكة بلدية');
    await page.getByRole('textbox', { name: 'سلالة النحل' }).fill('النحل اليمني');
    for (const document of [
      'صورة الهوية',
      'تصريح مزاولة النشاط',
      'رخصة المنحل المتنقل',
      'إثبات السلالة المحلية للنحل',
    ]) {
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('group', { name: document }).getByRole('button', { name: 'اختيار ملف' }).click();
      await (await chooser).setFiles(document === 'صورة الهوية' ? PDF : PNG);
    }
    await submitAndFindOnTheProfile(
      page,
      'تم رفع طلب تصريح المناحل بنجاح، وسيتم إرسال التصريح على بريدكم الإلكتروني عند القبول.',
      'تصريح المناحل',
      'BK',
    );
    // The apiary is now held: the next applicant sees it disabled.
    await page.goto(`${running.portal.url}/services/apiary`);
    await page.getByRole('combobox', { name: 'موقع المناحل' }).selectOption({ label: 'مناحل وادي الرمحية' });
    const again = page.getByRole('combobox', { name: 'المنحل' });
    await expect.poll(() => again.locator('option').count()).toBeGreaterThan(1);
    expect(await again.locator('option', { hasText: /^منحل 1/ }).isDisabled()).toBe(true);
    await page.context().close();
  });

  it('free camping: a date and the number of companions typed in Arabic-Indic digits, a location in season', async () => {
    const page = await signedInPage();
    await openForm(page, '/services/free-capming', 'تصريح التخييم الحر');
    await typeDay(page, 'تاريخ التخييم', '٢٠٩٩-٠٢-٠١');
    const location = page.getByRole('combobox', { name: 'موقع التخييم' });
    await expect.poll(() => location.locator('option').count()).toBeGreaterThan(1);
    await location.selectOption({ label: 'مخيم روضة نورة' });
    await page.getByRole('textbox', { name: 'عدد المرافقين' }).pressSequentially('٣');
    await submitAndFindOnTheProfile(
      page,
      'تم رفع طلب تصريح التخييم بنجاح، وسيتم إرسال التصريح على بريدكم الإلكتروني عند القبول.',
      'تصريح التخييم الحر',
      'FC',
    );
    await page.context().close();
  });

  it('scientific research: dates with the 30-day notice, "other" qualification and purpose, with no accessibility violation', async () => {
    const page = await signedInPage(DESKTOP_VIEWPORT, true);
    // The research request asks nothing of the profile.
    await openForm(page, '/services/scientific-research', 'تصريح البحث العلمي', { prefilled: false });
    expect(await accessibilityViolations(page)).toEqual([]);
    // A start within 30 days is allowed, with the rules' warning; a later one is not warned of.
    const notice = page
      .getByRole('note')
      .filter({ hasText: 'يجب تقديم الطلب قبل تاريخ البداية بثلاثين يوما على الأقل' });
    await typeDay(page, 'تاريخ البداية', new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10));
    await notice.waitFor();
    await typeDay(page, 'تاريخ البداية', '2099-03-01');
    await notice.waitFor({ state: 'detached' });
    await typeDay(page, 'تاريخ النهاية', '2099-06-30');
    await page.getByRole('radio', { name: 'أخرى' }).check();
    await page.getByRole('textbox', { name: 'المؤهل العلمي (أخرى)' }).fill('دبلوم عال');
    await page.getByRole('textbox', { name: 'مجال الدراسة' }).fill('علم البيئة');
    await page.getByRole('textbox', { name: 'الجهة أو الجامعة' }).fill('جامعة الملك سعود');
    await page.getByRole('textbox', { name: 'المسمى الوظيفي' }).fill('باحثة');
    await page.getByRole('textbox', { name: 'عنوان البحث' }).fill('تعداد الوعول في المحمية');
    await page.getByRole('checkbox', { name: 'نشر علمي' }).check();
    await page.getByRole('textbox', { name: 'الملخص البحثي' }).fill('دراسة ميدانية لأعداد الوعول.');
    await submitAndFindOnTheProfile(page, 'تم رفع الطلب البحثي بنجاح', 'تصريح البحث العلمي', 'SR');
    await page.context().close();
  });
});
