import { afterAll, beforeAll } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { PermitType } from '../../../schemas/api/member';
import type { StaffRole } from '../../../schemas/api/staff';
import { openDatabase } from '../../../server/db/client';
import { createStaffMember } from '../../../server/services/staff/staff-members';
import { issueStaffSession } from '../../../server/services/staff/staff-sessions';
import { startPortal, type PortalServer } from '../../support/portal-process';
import { DESKTOP_VIEWPORT, launchChromium } from './chromium';
import { openTab, type TabOptions } from './open-tab';

interface StaffMember {
  email: string;
  name: string;
  role: StaffRole;
  permitTypes?: PermitType[];
}

/**
 * The portal with one member of staff: made in its database while it is stopped (as `npm run staff:create`
 * and an enrolment would leave them), with a live session. admin.e2e.ts enrols staff through the screens.
 */
async function portalWithStaffMember(member: StaffMember): Promise<{ portal: PortalServer; staffToken: string }> {
  const first = await startPortal();
  await first.stop({ keepData: true });
  const database = await openDatabase({ dataDir: `${first.dataDir}/db` });
  let staffToken: string;
  try {
    const { id } = await createStaffMember(database.db, {
      permitTypes: [],
      ...member,
      language: 'ar',
      passwordHash: 'not-used',
    });
    staffToken = await issueStaffSession(database.db, id);
  } finally {
    await database.close();
  }
  return { portal: await startPortal({ dataDir: first.dataDir }), staffToken };
}

export interface StaffPortal {
  portal: PortalServer;
  browser: Browser;
  /** The member's live session. */
  staffToken: string;
}

/** Starts the built portal with `member` of staff, and Chromium, before a file's tests; stops both after them. */
export function useStaffPortal(member: StaffMember): StaffPortal {
  const running = {} as StaffPortal;
  beforeAll(async () => {
    [{ portal: running.portal, staffToken: running.staffToken }, running.browser] = await Promise.all([
      portalWithStaffMember(member),
      launchChromium(),
    ]);
  }, 180_000);
  afterAll(async () => {
    await running.browser?.close();
    await running.portal?.stop();
  });
  return running;
}

/** A tab (on a desktop unless told) signed in to /admin as the member whose session is `staffToken`. */
export async function staffTab(
  browser: Browser,
  portalUrl: string,
  staffToken: string,
  options: Omit<TabOptions, 'token'> = {},
): Promise<Page> {
  const page = await openTab(browser, portalUrl, { viewport: DESKTOP_VIEWPORT, ...options });
  await page
    .context()
    .addInitScript((token) => localStorage.setItem('reserve-portal.staff-token', JSON.stringify(token)), staffToken);
  return page;
}
