import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { Secret, TOTP } from 'otpauth';
import { addDays, reserveToday } from '../../schemas/validation/reserve-day';
import { linksIn, waitForOutboxFileTo } from '../support/outbox';
import { accessibilityViolations } from './support/axe';
import { DESKTOP_VIEWPORT } from './support/chromium';
import { DEMO_INDIVIDUAL, loginToken } from './support/login-token';
import { openTab } from './support/open-tab';
import { useRunningPortal } from './support/running-portal';

const ADMIN = { email: 'admin@authority.example.sa', password: 'Jabal-Tuwaiq-Ranger-2026' };

/** The authenticator app's code of now for the secret shown at enrolment (RFC 6238: SHA-1, 6 digits, 30 s). */
const authenticatorCode = (secret: string) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate();

/**
 * A new member of staff in a tab of their own: follows the mailed set-password link, chooses a password,
 * signs in, enrols the authenticator from the key shown beside the QR code and is shown the recovery codes.
 * Each member's secret gives one code only here, so a replayed code is never at stake.
 */
async function enrolNewStaffMember(
  browser: Browser,
  portalUrl: string,
  dataDir: string,
  member: { email: string; password: string },
): Promise<Page> {
  const mail = await waitForOutboxFileTo(dataDir, member.email);
  const link = new URL(linksIn(mail.text).find((found) => found.includes('/admin/set-password'))!);
  // The link names the portal's PUBLIC_URL; this test's portal listens on a port of its own.
  const page = await openTab(browser, portalUrl, { viewport: DESKTOP_VIEWPORT, bypassCSP: true });
  await page.goto(`${portalUrl}${link.pathname}${link.search}`);
  await page.getByRole('heading', { level: 1, name: 'تعيين كلمة المرور' }).waitFor();
  await page.getByLabel(/^كلمة المرور الجديدة/).fill(member.password);
  await page.getByLabel(/^تأكيد كلمة المرور/).fill(member.password);
  await page.getByRole('button', { name: 'حفظ كلمة المرور' }).click();

  await page.waitForURL((url) => url.pathname === '/admin/sign-in');
  await page.getByRole('textbox', { name: /البريد الإلكتروني/ }).fill(member.email);
  await page.getByLabel(/^كلمة المرور/).fill(member.password);
  await page.getByRole('button', { name: 'متابعة' }).click();
  await page.getByRole('heading', { level: 2, name: 'أضف حسابك إلى تطبيق المصادقة' }).waitFor();
  await page.getByRole('img', { name: 'رمز QR لإضافة حسابك إلى تطبيق المصادقة' }).waitFor();
  const secret = (await page.getByLabel('لا يمكنك المسح؟ أدخل هذا المفتاح في التطبيق يدويا:').textContent())!;
  await page.getByRole('textbox', { name: /رمز التحقق/ }).fill(authenticatorCode(secret.trim()));
  await page.getByRole('button', { name: 'تحقق' }).click();

  const recoveryCodes = page.getByRole('list', { name: 'رموز الاسترداد' }).getByRole('listitem');
  await recoveryCodes.first().waitFor();
  expect(await recoveryCodes.count()).toBe(10);
  await page.getByRole('button', { name: 'حفظت الرموز، متابعة' }).click();
  await page.getByRole('heading', { level: 1, name: 'طلبات التصاريح' }).waitFor();
  return page;
}

/** The demo individual's free camping request, sent as the form sends it; its uuid and reference. */
async function requestFreeCamping(portalUrl: string, token: string): Promise<{ uuid: string; reference: string }> {
  const form = new FormData();
  const answers = {
    user_full_name: 'سارة العتيبي',
    user_phone: '966501234567',
    user_id_number: '1012345678',
    user_country_id: '1',
    free_camping_date: '2099-02-01',
    free_camping_location_id: '1',
    number_of_companions: '3',
    terms: 'true',
  };
  for (const [field, value] of Object.entries(answers)) form.append(field, value);
  const response = await fetch(`${portalUrl}/api/v1/permits/free-camping`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { uuid: string; reference: string } }).data;
}

/** The citizen's /profile with the request's details open in their dialog. */
async function openRequestOnTheProfile(page: Page, portalUrl: string, reference: string) {
  await page.goto(`${portalUrl}/profile`);
  await page.getByRole('button', { name: `تفاصيل الطلب ${reference}` }).click();
  const dialog = page.getByRole('dialog', { name: `الطلب ${reference}` });
  await dialog.getByRole('heading', { name: 'مراحل الطلب' }).waitFor();
  return dialog;
}

/** The row of the permits list holding the request: its status is read there. */
const permitRow = (page: Page, reference: string) =>
  page.getByRole('region', { name: 'التصاريح' }).getByRole('row').filter({ hasText: reference });

describe('a reviewer and a citizen settle a request in Chromium, in Arabic', () => {
  const running = useRunningPortal({ env: { ADMIN_EMAIL: ADMIN.email } });

  it('asks the citizen for information, takes the resubmission, sees the change and approves', async () => {
    const { url, dataDir } = running.portal;
    const staff = await enrolNewStaffMember(running.browser, url, dataDir, ADMIN);

    const citizenToken = await loginToken(url, DEMO_INDIVIDUAL);
    const { reference } = await requestFreeCamping(url, citizenToken);

    // The queue, filtered by the request's type: every line is of that type, ours among them.
    await staff.getByRole('combobox', { name: 'نوع التصريح' }).click();
    await staff.getByRole('option', { name: 'تصريح التخييم الحر' }).click();
    await staff.getByRole('button', { name: 'عرض النتائج' }).click();
    await staff.waitForURL((address) => address.searchParams.get('type') === 'free_camping');
    const results = staff.getByRole('table', { name: 'النتائج' });
    await results.getByRole('link', { name: reference }).waitFor();
    const types = await results
      .getByRole('row')
      .filter({ has: staff.getByRole('cell') })
      .allInnerTexts();
    expect(types.length).toBeGreaterThan(0);
    for (const line of types) expect(line).toContain('تصريح التخييم الحر');

    await results.getByRole('link', { name: reference }).click();
    await staff.getByRole('heading', { level: 1, name: `${reference} — تصريح التخييم الحر` }).waitFor();
    await staff.getByRole('button', { name: 'إسناد إليّ' }).click();
    await staff.getByRole('button', { name: 'طلب معلومات من مقدم الطلب' }).click();
    const ask = staff.getByRole('dialog', { name: 'طلب معلومات من مقدم الطلب' });
    const reason = 'عدد المرافقين لا يطابق عدد المقاعد في المركبة، صحّحه من فضلك.';
    await ask.getByRole('textbox', { name: 'ما المطلوب من مقدم الطلب' }).fill(reason);
    await ask.getByRole('checkbox', { name: 'عدد المرافقين' }).check();
    await ask.getByLabel(/آخر يوم لإعادة التقديم/).fill(addDays(reserveToday(), 7));
    await ask.getByRole('button', { name: 'إرسال الطلب' }).click();
    await ask.waitFor({ state: 'detached' });
    await staff.getByText('بانتظار معلومات من مقدم الطلب', { exact: true }).waitFor();

    // The citizen reads the request and the timeline on /profile (staff's assignments are not theirs to
    // read) and changes the one field unlocked.
    const citizen = await openTab(running.browser, url, { token: citizenToken });
    await citizen.goto(`${url}/profile`);
    await permitRow(citizen, reference).getByText('مطلوب معلومات إضافية').waitFor();
    const details = await openRequestOnTheProfile(citizen, url, reference);
    const asked = details.getByRole('alert').filter({ hasText: 'يطلب المراجع معلومات إضافية' });
    await asked.getByText(reason).waitFor();
    const timeline = details.getByRole('region', { name: 'مراحل الطلب' }).getByRole('listitem');
    expect(await timeline.allInnerTexts()).toEqual([
      expect.stringContaining('تم تقديم الطلب'),
      expect.stringMatching(new RegExp(`طُلبت معلومات إضافية[^]*السبب: ${reason}`)),
    ]);
    // Only the unlocked field is open to change.
    expect(await details.getByRole('group', { name: 'تاريخ التخييم' }).count()).toBe(0);
    const companions = details.getByRole('textbox', { name: 'عدد المرافقين' });
    expect(await companions.inputValue()).toBe('3');
    await companions.fill('5');
    await details.getByRole('button', { name: 'تقديم الطلب' }).click();
    await asked.waitFor({ state: 'detached' });
    await details.getByRole('listitem').filter({ hasText: 'أعيد تقديم الطلب' }).waitFor();
    await details.getByRole('button', { name: 'إغلاق' }).click();
    await permitRow(citizen, reference).getByText('قيد المراجعة').waitFor();

    // The reviewer sees what changed, takes the case again and approves it.
    await staff.reload();
    const changes = staff.getByRole('table', { name: 'التغييرات في آخر إعادة تقديم' });
    const changed = changes.getByRole('row').filter({ hasText: 'عدد المرافقين' });
    await changed.waitFor();
    expect((await changed.getByRole('cell').allInnerTexts()).map((text) => text.trim())).toEqual([
      'عدد المرافقين',
      '3',
      '5',
    ]);
    await staff.waitForLoadState('networkidle');
    expect(await accessibilityViolations(staff)).toEqual([]);
    await staff.getByRole('button', { name: 'إسناد إليّ' }).click();
    await staff.getByRole('button', { name: 'قبول الطلب' }).click();
    await staff.getByText('مقبول', { exact: true }).waitFor();

    // The citizen finds the permit approved, and the whole story on its timeline.
    await citizen.reload();
    await permitRow(citizen, reference).getByText('مقبول').waitFor();
    const settled = await openRequestOnTheProfile(citizen, url, reference);
    expect(await settled.getByRole('region', { name: 'مراحل الطلب' }).getByRole('listitem').allInnerTexts()).toEqual([
      expect.stringContaining('تم تقديم الطلب'),
      expect.stringContaining('طُلبت معلومات إضافية'),
      expect.stringContaining('أعيد تقديم الطلب'),
      expect.stringContaining('تمت الموافقة على الطلب'),
    ]);
    expect(await settled.getByRole('alert').count()).toBe(0);
  }, 120_000);
});
