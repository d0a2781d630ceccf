import { describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { accessibilityViolations } from './support/axe';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT, screenshot } from './support/chromium';
import { useRunningPortal } from './support/running-portal';

const DEMO = { email: 'individual@demo.reserve.sa', password: 'Rawdat-Noura-2025' };
const TOKEN_KEY = 'reserve-portal.token';

describe('the profile in Chromium', () => {
  const running = useRunningPortal();

  /** A login token from the API, as another device of the same person would hold. */
  async function tokenOf(credentials: { email: string; password: string }): Promise<string> {
    const form = new FormData();
    form.append('email', credentials.email);
    form.append('password', credentials.password);
    const response = await fetch(`${running.portal.url}/api/v1/login`, { method: 'POST', body: form });
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: { token: string } }).data.token;
  }
  const statusOfMe = async (token: string) =>
    (await fetch(`${running.portal.url}/api/v1/me`, { headers: { authorization: `Bearer ${token}` } })).status;

  /** A page already signed in with `token`, as after signing in on /sign-in. */
  async function signedInPage(
    token: string,
    viewport = DESKTOP_VIEWPORT,
    options: { bypassCSP?: boolean } = {},
  ): Promise<{ context: BrowserContext; page: Page }> {
    const context = await running.browser.newContext({ viewport, ...options });
    await context.addInitScript(
      ([key, value]) => localStorage.setItem(key!, value!),
      [TOKEN_KEY, JSON.stringify(token)],
    );
    return { context, page: await context.newPage() };
  }

  /** What a dialog's form draws past the dialog's own edges (a row of radios running out of it). */
  const outsideTheDialog = (dialog: Locator) =>
    dialog.evaluate((element) => {
      const paper = element.querySelector('.MuiDialog-paper') ?? element;
      const { left, right } = paper.getBoundingClientRect();
      return [...paper.querySelectorAll('label, legend, [role=radiogroup], [role=group], input')]
        .filter((part) => {
          const box = part.getBoundingClientRect();
          return box.width > 0 && (box.left < left - 0.5 || box.right > right + 0.5);
        })
        .map((part) => part.textContent || part.getAttribute('name') || part.tagName);
    });

  async function signInOnTheForm(page: Page, credentials: { email: string; password: string }) {
    await page.goto(`${running.portal.url}/sign-in`);
    await page.getByRole('textbox', { name: /البريد الإلكتروني/ }).fill(credentials.email);
    await page.getByLabel(/كلمة المرور/).fill(credentials.password);
    await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
  }

  it('signs in, edits the profile, switches the settings to English (the portal turns left to right), and changes the password', async () => {
    const otherDevice = await tokenOf(DEMO);
    const context = await running.browser.newContext({ viewport: DESKTOP_VIEWPORT });
    const page = await context.newPage();
    await signInOnTheForm(page, DEMO);
    await page.getByRole('button', { name: 'تسجيل الخروج' }).waitFor();
    await page.goto(`${running.portal.url}/profile`);
    await page.getByRole('heading', { level: 1, name: 'الملف الشخصي' }).waitFor();

    await page.getByRole('button', { name: 'تعديل البيانات' }).click();
    const edit = page.getByRole('dialog', { name: 'تعديل البيانات' });
    const name = edit.getByRole('textbox', { name: /الاسم/ });
    await edit.getByRole('radiogroup').first().waitFor();
    expect(await outsideTheDialog(edit)).toEqual([]);
    await name.fill('سارة محمد العتيبي');
    await edit.getByRole('button', { name: 'حفظ التعديلات' }).click();
    await edit.waitFor({ state: 'detached' });
    await page.getByText('تم تحديث البيانات بنجاح').first().waitFor();
    await page.getByText('سارة محمد العتيبي', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'إعدادات الحساب' }).click();
    const settings = page.getByRole('dialog', { name: 'إعدادات الحساب' });
    await settings.getByRole('radio', { name: 'English' }).check();
    await settings.getByRole('button', { name: 'حفظ الإعدادات' }).click();
    await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
      'en',
      'ltr',
    ]);

    // At 1366 px every row of the profile form stays inside its dialog, the gender row too.
    await page.getByRole('button', { name: 'Edit details' }).click();
    const details = page.getByRole('dialog', { name: 'Edit details' });
    await details.getByRole('radiogroup').first().waitFor();
    const overflowing = await outsideTheDialog(details);
    await details.getByRole('radiogroup').first().scrollIntoViewIfNeeded();
    await screenshot(page, 'profile-edit-en-desktop');
    expect(overflowing).toEqual([]);
    await details.getByRole('button', { name: 'Close' }).click();
    await details.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Change password' }).click();
    const password = page.getByRole('dialog', { name: 'Change password' });
    await password.getByLabel(/Current password/).fill(DEMO.password);
    await password.getByLabel(/^New password/).fill('Tanhat-Gazelle-77');
    await password.getByLabel(/Confirm password/).fill('Tanhat-Gazelle-78');
    await password.getByRole('button', { name: 'Change password' }).click();
    await password
      .getByText(/do not match/i)
      .first()
      .waitFor();
    await password.getByLabel(/Confirm password/).fill('Tanhat-Gazelle-77');
    await password.getByRole('button', { name: 'Change password' }).click();
    await password.waitFor({ state: 'detached' });
    await page.getByText('Your password was changed successfully').first().waitFor();

    // This browser stays signed in; the other device's token is refused; only the new password signs in.
    expect(await statusOfMe(otherDevice)).toBe(401);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
    await page.getByText('سارة محمد العتيبي', { exact: true }).waitFor();
    const fresh = await running.browser.newContext({ viewport: DESKTOP_VIEWPORT });
    const signInPage = await fresh.newPage();
    await signInOnTheForm(signInPage, { email: DEMO.email, password: 'Tanhat-Gazelle-77' });
    await signInPage.waitForURL(`${running.portal.url}/`);
    await fresh.close();
    await context.close();
  }, 120_000);

  it('deletes a fresh account, which then cannot sign in', async () => {
    const credentials = { email: 'leaving@example.sa', password: 'Rawdat-Khafs-99' };
    const form = new FormData();
    const answers = {
      name: 'ريم القحطاني',
      national_id: '1098765432',
      birth_date: '1995-03-20',
      country_id: '1',
      city_id: '1',
      country_code: '966',
      phone_number: '512345678',
      email: credentials.email,
      gender: '2',
      password: credentials.password,
      password_confirmation: credentials.password,
      terms: 'true',
    };
    for (const [key, value] of Object.entries(answers)) form.append(key, value);
    expect((await fetch(`${running.portal.url}/api/v1/register`, { method: 'POST', body: form })).status).toBe(201);
    const token = await tokenOf(credentials);

    const { context, page } = await signedInPage(token);
    await page.goto(`${running.portal.url}/profile`);
    await page.getByRole('button', { name: 'حذف الحساب' }).click();
    const dialog = page.getByRole('dialog', { name: 'حذف الحساب' });
    await dialog.getByLabel(/كلمة المرور/).fill(credentials.password);
    await dialog.getByRole('button', { name: 'حذف الحساب نهائيا' }).click();
    // To sign in again, and back to the profile of whoever does.
    await page.waitForURL((url) => url.pathname === '/sign-in');
    await page.getByText('تم حذف الحساب بنجاح').first().waitFor();
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
    expect(await statusOfMe(token)).toBe(401);

    await signInOnTheForm(page, credentials);
    await page.getByText('البريد الإلكتروني أو كلمة المرور غير صحيحة').first().waitFor();
    await context.close();
  }, 90_000);

  it.each(['ar', 'en'] as const)(
    'has no accessibility violations on /profile in %s on a phone, nor in its edit dialog',
    async (locale) => {
      const { context, page } = await signedInPage(
        await tokenOf({ email: 'researcher@demo.reserve.sa', password: 'Wadi-Shawki-2025' }),
        PHONE_VIEWPORT,
        { bypassCSP: true },
      );
      await context.addInitScript((language) => localStorage.setItem('locale', language), locale);
      await page.goto(`${running.portal.url}/profile`);
      const editButton = page.getByRole('button', { name: locale === 'ar' ? 'تعديل البيانات' : 'Edit details' });
      await editButton.waitFor();
      await page.getByText(locale === 'ar' ? 'لا توجد تصاريح بعد.' : 'No permits yet.').waitFor();
      // Every list and image in place, so axe judges the page the citizen reads, not one still loading.
      await page.waitForLoadState('networkidle');
      expect(await accessibilityViolations(page)).toEqual([]);
      await screenshot(page, `profile-${locale}-phone`);
      await editButton.click();
      await page.getByRole('dialog').getByRole('textbox').first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await accessibilityViolations(page)).toEqual([]);
      await screenshot(page, `profile-edit-${locale}-phone`);
      await context.close();
    },
    60_000,
  );
});
