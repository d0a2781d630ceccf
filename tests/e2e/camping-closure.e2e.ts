import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { openDatabase } from '../../server/db/client';
import { createStaffMember } from '../../server/services/staff/staff-members';
import { issueStaffSession } from '../../server/services/staff/staff-sessions';
import { startPortal, type PortalServer } from '../support/portal-process';
import { DESKTOP_VIEWPORT, launchChromium } from './support/chromium';
import { loginToken } from './support/login-token';
import { openTab } from './support/open-tab';
import { typeDay } from './support/permit-filling';

const CLOSED_SITE = 'مخيم روضة نورة';
const OPEN_SITE = 'مخيم كثبان بنبان';

/**
 * The portal with an editor: made in its database while it is stopped (as `npm run staff:create` and an
 * enrolment would leave them), with a live session; admin.e2e.ts enrols staff through the screens.
 */
async function portalWithEditor(): Promise<{ portal: PortalServer; staffToken: string }> {
  const first = await startPortal();
  await first.stop({ keepData: true });
  const database = await openDatabase({ dataDir: `${first.dataDir}/db` });
  let staffToken: string;
  try {
    const { id } = await createStaffMember(database.db, {
      email: 'editor@authority.example.sa',
      name: 'هند العتيبي',
      role: 'editor',
      permitTypes: [],
      language: 'ar',
      passwordHash: 'not-used',
    });
    staffToken = await issueStaffSession(database.db, id);
  } finally {
    await database.close();
  }
  return { portal: await startPortal({ dataDir: first.dataDir }), staffToken };
}

/** The camping sites the citizen's form offers once the day is typed, the list settled. */
async function sitesOffered(page: Page, day: string): Promise<string[]> {
  await typeDay(page, 'تاريخ التخييم', day);
  const location = page.getByRole('combobox', { name: 'موقع التخييم' });
  await expect.poll(() => location.locator('option', { hasText: OPEN_SITE }).count()).toBe(1);
  return (await location.locator('option').allInnerTexts()).map((text) => text.trim());
}

describe('closing a camping site, in Chromium', () => {
  let portal: PortalServer;
  let staffToken: string;
  let browser: Browser;

  beforeAll(async () => {
    [{ portal, staffToken }, browser] = await Promise.all([portalWithEditor(), launchChromium()]);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  it('an editor closes a site for February; the free camping form stops offering it then, and only then', async () => {
    const { url } = portal;
    const citizen = await openTab(browser, url, { token: await loginToken(url) });
    await citizen.goto(`${url}/services/free-capming`);
    await citizen.getByRole('heading', { level: 1, name: 'تصريح التخييم الحر' }).waitFor();
    expect(await sitesOffered(citizen, '2099-02-10')).toContain(CLOSED_SITE);

    const editor = await openTab(browser, url, { viewport: DESKTOP_VIEWPORT });
    await editor
      .context()
      .addInitScript((token) => localStorage.setItem('reserve-portal.staff-token', JSON.stringify(token)), staffToken);
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
