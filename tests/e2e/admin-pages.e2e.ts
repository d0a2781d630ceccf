import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { accessibilityViolations } from './support/axe';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT } from './support/chromium';
import { useRunningPortal } from './support/running-portal';

const UUID = '00000000-0000-4000-8000-000000000001';
const row = {
  uuid: UUID,
  reference: 'SA-2026-000001',
  type: 'beekeeping',
  status: 'pending',
  applicant_name: 'نورة القحطاني',
  national_id: '1000000001',
  created_at: '2026-01-04T08:00:00.000Z',
  due_on: '2026-01-25',
  overdue: true,
  assignee: null,
  version: 2,
};
const permitCase = {
  ...row,
  answers: [{ field: 'number_of_hives', label: 'عدد الخلايا', value: 40 }],
  files: [{ id: 7, field: 'id_card', name: 'هوية.pdf', url: `/api/v1/admin/permits/${UUID}/files/7` }],
  history: [
    {
      type: 'submitted',
      at: '2026-01-04T08:00:00.000Z',
      actor: { kind: 'applicant', name: null },
      from_state: null,
      to_state: 'pending',
      reason: null,
      note: null,
      visibility: 'applicant',
      version: 1,
    },
  ],
  changes: [{ field: 'number_of_hives', label: 'عدد الخلايا', before: 30, after: 40 }],
  actions: ['permit.assign', 'permit.reject', 'permit.requestInfo'],
};

const SIGNED_IN_UUID = '00000000-0000-4000-8000-0000000000a1';
const STAFF = [
  {
    uuid: SIGNED_IN_UUID,
    name: 'ريم الشمري',
    email: 'reem@authority.example.sa',
    language: 'ar',
    roles: [{ role: 'admin', permit_types: [] }],
    password_set: true,
    enrolled: true,
    disabled: false,
    created_at: '2026-01-04T08:00:00.000Z',
  },
  {
    uuid: '00000000-0000-4000-8000-0000000000a2',
    name: 'هند العتيبي',
    email: 'hind.alotaibi.reviewer@authority.example.sa',
    language: 'en',
    roles: [{ role: 'reviewer', permit_types: ['beekeeping', 'scientific_research'] }],
    password_set: true,
    enrolled: true,
    disabled: false,
    created_at: '2026-01-05T08:00:00.000Z',
  },
];

/**
 * The staff's answers, served in the tab: these tests judge the screens, whoever decides; the API's
 * own tests judge the answers (tests/api/). The sign-in and set-password pages talk to the real server.
 */
async function serveStaffReads(page: Page) {
  const answers: Record<string, unknown> = {
    '/api/v1/admin/me': {
      data: {
        uuid: SIGNED_IN_UUID,
        name: 'ريم الشمري',
        email: 'reem@authority.example.sa',
        language: 'ar',
        roles: [{ role: 'admin', permit_types: [] }],
      },
    },
    '/api/v1/admin/staff': { data: STAFF, meta: { current_page: 1, from: 1, last_page: 1, total: 2, per_page: 50 } },
    '/api/v1/admin/permits': { data: [row], meta: { current_page: 1, last_page: 3, total: 41, per_page: 20 } },
    [`/api/v1/admin/permits/${UUID}`]: { data: permitCase },
    '/api/v1/admin/service-levels': {
      data: {
        levels: [
          { type: 'specific_area', working_days: 3, editable: true },
          { type: 'beekeeping', working_days: null, editable: true },
          { type: 'scientific_research', working_days: 15, editable: false },
        ],
        holidays: [{ day: '2027-03-20', name_ar: 'عيد الفطر المبارك', name_en: 'Eid al-Fitr' }],
      },
    },
  };
  await page.route('**/api/v1/admin/**', (route) => {
    const body = answers[new URL(route.request().url()).pathname];
    return body === undefined
      ? route.continue()
      : route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
  });
}

async function openAdminTab(
  running: ReturnType<typeof useRunningPortal>,
  locale: 'ar' | 'en',
  viewport: typeof PHONE_VIEWPORT,
) {
  const context = await running.browser.newContext({ viewport, bypassCSP: true });
  await context.addInitScript((saved) => {
    localStorage.setItem('locale', saved);
    localStorage.setItem('reserve-portal.staff-token', JSON.stringify('staff-token'));
    // A citizen signed in on the same browser: their token must never reach a staff route.
    localStorage.setItem('reserve-portal.token', JSON.stringify('citizen-token'));
  }, locale);
  const page = await context.newPage();
  await serveStaffReads(page);
  return page;
}

/** Whether the page is wider than the screen: a phone would scroll sideways. */
const overflowsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);

const PAGES = [
  { address: '/admin/sign-in', heading: { ar: 'دخول الموظفين', en: 'Staff sign-in' } },
  {
    address: '/admin/set-password?token=abcdefghijklmnopqrstuvwxyz',
    heading: { ar: 'تعيين كلمة المرور', en: 'Set your password' },
  },
  { address: '/admin/permits', heading: { ar: 'طلبات التصاريح', en: 'Permit requests' } },
  {
    address: `/admin/permits/${UUID}`,
    heading: { ar: 'SA-2026-000001 — تصريح المناحل', en: 'SA-2026-000001 — Beekeeping permit' },
  },
  { address: '/admin/staff', heading: { ar: 'الموظفون', en: 'Staff' } },
  { address: '/admin/service-levels', heading: { ar: 'مواعيد الرد والإجازات', en: 'Answer deadlines and holidays' } },
];

describe('every admin page, in both languages, on a phone and a desktop', () => {
  const running = useRunningPortal();

  for (const locale of ['ar', 'en'] as const) {
    for (const viewport of [PHONE_VIEWPORT, DESKTOP_VIEWPORT]) {
      it(`has no axe violation and fits the screen in ${locale} at ${viewport.width} px`, async () => {
        const found: Record<string, string[]> = {};
        for (const { address, heading } of PAGES) {
          const page = await openAdminTab(running, locale, viewport);
          const sent: string[] = [];
          page.on('request', (request) => {
            if (request.url().includes('/api/v1/')) sent.push(request.headers().authorization ?? '');
          });
          await page.goto(running.portal.url + address);
          await page.getByRole('heading', { level: 1, name: heading[locale] }).waitFor();
          await page.waitForLoadState('networkidle');
          expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
            locale,
            locale === 'ar' ? 'rtl' : 'ltr',
          ]);
          const violations = await accessibilityViolations(page);
          if (await overflowsSideways(page)) violations.push('the page is wider than the screen');
          if (violations.length > 0) found[address] = violations;
          expect(sent.filter((header) => header.includes('citizen-token'))).toEqual([]);
          await page.context().close();
        }
        expect(found).toEqual({});
      }, 300_000);
    }
  }

  it('opens the invitation and a confirmation by keyboard, named, and without violations', async () => {
    const page = await openAdminTab(running, 'ar', PHONE_VIEWPORT);
    await page.goto(`${running.portal.url}/admin/staff`);
    for (const [button, name] of [
      ['دعوة موظف', 'دعوة موظف'],
      ['إيقاف', 'إيقاف حساب هند العتيبي؟'],
    ]) {
      await page.getByRole('button', { name: button, exact: true }).first().focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name });
      await dialog.waitFor();
      await page.waitForLoadState('networkidle');
      expect(await accessibilityViolations(page), name).toEqual([]);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    }
    await page.context().close();
  }, 120_000);

  it('opens a service level’s and a new holiday’s forms by keyboard, named, and without violations', async () => {
    const page = await openAdminTab(running, 'ar', PHONE_VIEWPORT);
    await page.goto(`${running.portal.url}/admin/service-levels`);
    for (const [button, name] of [
      ['تعديل تصريح منطقة محددة', 'أيام العمل للرد على تصريح منطقة محددة'],
      ['إضافة إجازة', 'إضافة إجازة'],
    ]) {
      // Visible only: on a phone the levels are cards, the table hidden.
      await page.getByRole('button', { name: button, exact: true }).locator('visible=true').focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: /حفظ|إضافة الإجازة/ }).waitFor();
      expect(await accessibilityViolations(page), name).toEqual([]);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    }
    await page.context().close();
  }, 120_000);

  it('opens a decision’s dialog by keyboard, named, and without violations', async () => {
    const page = await openAdminTab(running, 'ar', PHONE_VIEWPORT);
    await page.goto(`${running.portal.url}/admin/permits/${UUID}`);
    const reject = page.getByRole('button', { name: 'رفض الطلب' });
    await reject.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'رفض الطلب' });
    await dialog.waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.context().close();
  }, 120_000);
});
