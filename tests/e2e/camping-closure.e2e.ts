import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loginToken } from './support/login-token';
import { openTab } from './support/open-tab';
import { typeDay } from './support/permit-filling';
import { staffTab, useStaffPortal } from './support/staff-member';

const CLOSED_SITE = 'مخيم روضة نورة';
const OPEN_SITE = 'مخيم كثبان بنبان';

/** The camping sites the citizen's form offers once the day is typed, the list settled. */
async function sitesOffered(page: Page, day: string): Promise<string[]> {
  await typeDay(page, 'تاريخ التخييم', day);
  const location = page.getByRole('combobox', { name: 'موقع التخييم' });
  await expect.poll(() => location.locator('option', { hasText: OPEN_SITE }).count()).toBe(1);
  return (await location.locator('option').allInnerTexts()).map((text) => text.trim());
}

describe('closing a camping site, in Chromium', () => {
  const running = useStaffPortal({ email: 'editor@authority.example.sa', name: 'هند العتيبي', role: 'editor' });

  it('an editor closes a site for February; the free camping form stops offering it then, and only then', async () => {
    const { portal, browser, staffToken } = running;
    const { url } = portal;
    const citizen = await openTab(browser, url, { token: await loginToken(url) });
    await citizen.goto(`${url}/services/free-capming`);
    await citizen.getByRole('heading', { level: 1, name: 'تصريح التخييم الحر' }).waitFor();
    expect(await sitesOffered(citizen, '2099-02-10')).toContain(CLOSED_SITE);

    const editor = await staffTab(browser, url, staffToken);
    await editor.goto(`${url}/admin/content/camping-locations`);
    await editor.getByRole('heading', { level: 1, name: 'مواقع التخييم الحر' }).waitFor();
    await editor.getByRole('link', { name: CLOSED_SITE, exact: true }).click();
    await editor.getByRole('heading', { level: 1, name: CLOSED_SITE }).waitFor();
    await typeDay(editor, 'مغلق من يوم', '2099-02-01');
    await typeDay(editor, 'مغلق حتى يوم', '2099-02-28');
    await editor.getByRole('button', { name: 'حفظ موقع التخييم' }).click();
    await editor.getByText('حُفظ موقع التخييم وظهر في نموذج التخييم الحر').first().waitFor();
    // The page reads the item again: its history names the two days the edit changed.
    await editor.getByText(/^الحقول: مغلق من يوم.+مغلق حتى يوم$/).waitFor();

    await citizen.reload();
    await citizen.getByRole('heading', { level: 1, name: 'تصريح التخييم الحر' }).waitFor();
    expect(await sitesOffered(citizen, '2099-02-10')).not.toContain(CLOSED_SITE);
    expect(await sitesOffered(citizen, '2099-03-10')).toContain(CLOSED_SITE);
  });
});
