import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { Secret, TOTP } from 'otpauth';
import { addDays, reserveToday } from '../../schemas/validation/reserve-day';
import type { Fields } from '../support/accounts';
import { linksIn, waitForOutboxFileTo } from '../support/outbox';
import { validPermitFields } from '../support/permit-fixtures';
import { accessibilityViolations } from './support/axe';
import { DESKTOP_VIEWPORT } from './support/chromium';
import { DEMO_INDIVIDUAL, loginToken } from './support/login-token';
import { openTab } from './support/open-tab';
import { useRunningPortal } from './support/running-portal';

const ADMIN = { email: 'admin@authority.example.sa', password: 'Jabal-Tuwaiq-Ranger-2026' };
const REVIEWER = { email: 'reem@authority.example.sa', password: 'Rawdat-Khuraim-Dunes-7', name: 'ريم الشمري' };

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

/** POSTs multipart fields to the running portal's API as `token`'s holder; the data of its 201 answer. */
async function postFields<Answer>(portalUrl: string, path: string, fields: Fields, token: string): Promise<Answer> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const item of [value].flat()) form.append(name, item);
  const response = await fetch(`${portalUrl}/api/v1/${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (response.status !== 201) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: Answer }).data;
}

/**
 * The admin invites a reviewer of free camping and specific area from the staff page of the menu, and finds
 * them listed, waiting to choose a password.
 */
async function inviteReviewer(admin: Page): Promise<void> {
  await admin.getByRole('navigation', { name: 'قائمة الإدارة' }).getByRole('link', { name: 'الموظفون' }).click();
  await admin.getByRole('button', { name: 'دعوة موظف' }).click();
  const invitation = admin.getByRole('dialog', { name: 'دعوة موظف' });
  await invitation.getByRole('textbox', { name: 'الاسم' }).fill(REVIEWER.name);
  await invitation.getByRole('textbox', { name: 'البريد الإلكتروني' }).fill(REVIEWER.email);
  await invitation.getByRole('radio', { name: /^مراجع/ }).check();
  await invitation.getByRole('checkbox', { name: 'تصريح التخييم الحر' }).check();
  await invitation.getByRole('checkbox', { name: 'تصريح منطقة محددة' }).check();
  await invitation.getByRole('button', { name: 'إرسال الدعوة' }).click();
  await invitation.waitFor({ state: 'detached' });
  await admin
    .getByRole('table', { name: 'قائمة الموظفين' })
    .getByRole('row')
    .filter({ hasText: REVIEWER.email })
    .getByText('لم يختر كلمة المرور بعد')
    .waitFor();
}

/** The request's details, opened in their dialog from the permits list of /profile. */
async function openRequestDetails(page: Page, reference: string) {
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
    // The first admin invites a reviewer of the two types the citizen asks for, who enrols in turn.
    const admin = await enrolNewStaffMember(running.browser, url, dataDir, ADMIN);
    await inviteReviewer(admin);
    await admin.context().close();
    const reviewer = await enrolNewStaffMember(running.browser, url, dataDir, REVIEWER);

    const citizenToken = await loginToken(url, DEMO_INDIVIDUAL);
    const { reference } = await postFields<{ reference: string }>(
      url,
      'permits/free-camping',
      validPermitFields['free-camping'](),
      citizenToken,
    );
    const other = await postFields<{ reference: string }>(
      url,
      'permits/specific-area',
      validPermitFields['specific-area'](),
      citizenToken,
    );

    // The queue filtered by the request's type: the other type's request goes, ours stays.
    await reviewer.reload();
    const results = reviewer.getByRole('table', { name: 'النتائج' });
    await results.getByRole('link', { name: other.reference }).waitFor();
    await reviewer.getByRole('combobox', { name: 'نوع التصريح' }).click();
    await reviewer.getByRole('option', { name: 'تصريح التخييم الحر' }).click();
    await reviewer.getByRole('button', { name: 'عرض النتائج' }).click();
    await reviewer.waitForURL((address) => address.searchParams.get('type') === 'free_camping');
    await results.getByRole('link', { name: other.reference }).waitFor({ state: 'detached' });
    const lines = await results
      .getByRole('row')
      .filter({ has: reviewer.getByRole('cell') })
      .allInnerTexts();
    expect(lines).toEqual([expect.stringContaining(reference)]);
    expect(lines[0]).toContain('تصريح التخييم الحر');

    await results.getByRole('link', { name: reference }).click();
    await reviewer.getByRole('heading', { level: 1, name: `${reference} — تصريح التخييم الحر` }).waitFor();
    await reviewer.getByRole('button', { name: 'إسناد إليّ' }).click();
    await reviewer.getByRole('definition').filter({ hasText: REVIEWER.name }).waitFor();
    await reviewer.getByRole('button', { name: 'طلب معلومات من مقدم الطلب' }).click();
    const ask = reviewer.getByRole('dialog', { name: 'طلب معلومات من مقدم الطلب' });
    const reason = 'عدد المرافقين لا يطابق عدد المقاعد في المركبة، صحّحه من فضلك.';
    await ask.getByRole('textbox', { name: 'ما المطلوب من مقدم الطلب' }).fill(reason);
    await ask.getByRole('checkbox', { name: 'عدد المرافقين' }).check();
    await ask.getByLabel(/آخر يوم لإعادة التقديم/).fill(addDays(reserveToday(), 7));
    await ask.getByRole('button', { name: 'إرسال الطلب' }).click();
    await ask.waitFor({ state: 'detached' });
    await reviewer.getByText('بانتظار معلومات من مقدم الطلب', { exact: true }).waitFor();

    // The citizen reads the request and the timeline on /profile (each change of state, never who made it)
    // and changes the one field unlocked.
    const citizen = await openTab(running.browser, url, { token: citizenToken });
    await citizen.goto(`${url}/profile`);
    await permitRow(citizen, reference).getByText('مطلوب معلومات إضافية').waitFor();
    const details = await openRequestDetails(citizen, reference);
    const asked = details.getByRole('alert').filter({ hasText: 'يطلب المراجع معلومات إضافية' });
    await asked.getByText(reason).waitFor();
    const timeline = details.getByRole('region', { name: 'مراحل الطلب' }).getByRole('listitem');
    expect(await timeline.allInnerTexts()).toEqual([
      expect.stringContaining('تم تقديم الطلب'),
      expect.stringContaining('بدأت دراسة الطلب'),
      expect.stringContaining('طُلبت معلومات إضافية'),
    ]);
    expect(await timeline.nth(1).innerText()).not.toContain(REVIEWER.name);
    expect(await timeline.nth(2).innerText()).toContain(`السبب: ${reason}`);
    // Only the unlocked field is open to change.
    expect(await details.getByRole('textbox').count()).toBe(1);
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
    await reviewer.reload();
    const changes = reviewer.getByRole('table', { name: 'التغييرات في آخر إعادة تقديم' });
    const changed = changes.getByRole('row').filter({ hasText: 'عدد المرافقين' });
    await changed.waitFor();
    expect((await changed.getByRole('cell').allInnerTexts()).map((text) => text.trim())).toEqual([
      'عدد المرافقين',
      '3',
      '5',
    ]);
    await reviewer.waitForLoadState('networkidle');
    expect(await accessibilityViolations(reviewer)).toEqual([]);
    await reviewer.getByRole('button', { name: 'إسناد إليّ' }).click();
    await reviewer.getByRole('button', { name: 'قبول الطلب' }).click();
    await reviewer.getByText('مقبول', { exact: true }).waitFor();

    // The citizen finds the permit approved, and the whole story on its timeline.
    await citizen.reload();
    await permitRow(citizen, reference).getByText('مقبول').waitFor();
    const settled = await openRequestDetails(citizen, reference);
    expect(await settled.getByRole('region', { name: 'مراحل الطلب' }).getByRole('listitem').allInnerTexts()).toEqual([
      expect.stringContaining('تم تقديم الطلب'),
      expect.stringContaining('بدأت دراسة الطلب'),
      expect.stringContaining('طُلبت معلومات إضافية'),
      expect.stringContaining('أعيد تقديم الطلب'),
      expect.stringContaining('بدأت دراسة الطلب'),
      expect.stringContaining('تمت الموافقة على الطلب'),
    ]);
    expect(await settled.getByRole('alert').count()).toBe(0);
  }, 120_000);
});
