import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { DESKTOP_VIEWPORT } from './support/chromium';
import { openTab } from './support/open-tab';
import { useRunningPortal } from './support/running-portal';

// The two demo individuals take turns: each account may have ten passwords checked in five minutes.
const ACCOUNTS = [
  { email: 'individual@demo.reserve.sa', password: 'Rawdat-Noura-2025', name: 'سارة العتيبي' },
  { email: 'researcher@demo.reserve.sa', password: 'Wadi-Shawki-2025', name: 'خالد الشمري' },
] as const;
type Account = (typeof ACCOUNTS)[number];

const SIGN_IN_FIRST = 'يجب تسجيل الدخول أولا';

/** Where a visitor meets a sign-in demand, and what they must find there once signed in. */
interface GuardedFlow {
  name: string;
  /** Does what a visitor does until the portal sends them to sign in; resolves with the path they must come back to. */
  meetDemand(page: Page, origin: string): Promise<string>;
  /** Waits for what only a signed-in account sees on that page. */
  signedInThere(page: Page, account: Account): Promise<void>;
}

/**
 * Clicks an action that needs an account and waits for the login-required toast and /sign-in. A click
 * that lands before the page has hydrated does nothing, so it is clicked again then.
 */
async function actAsVisitor(page: Page, action: Locator) {
  for (let click = 0; click < 3 && new URL(page.url()).pathname !== '/sign-in'; click += 1) {
    await action.click();
    await page.waitForURL((url) => url.pathname === '/sign-in', { timeout: 5_000 }).catch(() => undefined);
  }
  await page.getByRole('alert').filter({ hasText: SIGN_IN_FIRST }).first().waitFor();
}

const FLOWS: GuardedFlow[] = [
  {
    name: 'a permit form, prefilled from the profile',
    meetDemand: async (page, origin) => {
      await page.goto(`${origin}/services/soman`);
      return '/services/soman';
    },
    signedInThere: async (page, account) => {
      const name = page.getByRole('textbox', { name: 'الاسم الكامل' });
      await expect.poll(() => name.inputValue(), { timeout: 8_000 }).toBe(account.name);
    },
  },
  {
    name: 'the profile',
    meetDemand: async (page, origin) => {
      await page.goto(`${origin}/profile`);
      return '/profile';
    },
    signedInThere: async (page) => {
      await page.getByRole('button', { name: 'تعديل البيانات' }).waitFor({ timeout: 8_000 });
    },
  },
  {
    name: 'joining an activity',
    meetDemand: async (page, origin) => {
      await page.goto(`${origin}/events/armah-escarpment-hike`);
      await page.waitForLoadState('networkidle');
      await actAsVisitor(page, page.getByRole('button', { name: 'انضم الآن' }));
      return '/events/armah-escarpment-hike';
    },
    signedInThere: async (page) => {
      await page.getByRole('button', { name: 'تسجيل الخروج' }).waitFor({ timeout: 8_000 });
      const join = page.getByRole('button', { name: 'انضم الآن' });
      await expect.poll(() => join.isEnabled(), { timeout: 8_000 }).toBe(true);
    },
  },
  {
    name: 'e-mailing a report',
    meetDemand: async (page, origin) => {
      await page.goto(`${origin}/reports`);
      await page.getByRole('article').first().waitFor();
      await page.waitForLoadState('networkidle');
      await actAsVisitor(
        page,
        page.getByRole('article').first().getByRole('button', { name: 'إرسال عبر البريد الإلكتروني' }),
      );
      return '/reports';
    },
    signedInThere: async (page) => {
      await page.getByRole('button', { name: 'تسجيل الخروج' }).waitFor({ timeout: 8_000 });
      await page.getByRole('article').first().getByRole('button', { name: 'إرسال عبر البريد الإلكتروني' }).waitFor();
    },
  },
  {
    name: 'a survey for members only',
    meetDemand: async (page, origin) => {
      await page.goto(`${origin}/survey`);
      await page.waitForLoadState('networkidle');
      const link = page.getByRole('article', { name: 'احتياجات البحث العلمي' }).getByRole('link').first();
      const href = await link.getAttribute('href');
      await actAsVisitor(page, link);
      return href!;
    },
    signedInThere: async (page) => {
      await page.getByRole('heading', { level: 1, name: 'احتياجات البحث العلمي' }).waitFor({ timeout: 8_000 });
      await page.getByRole('button', { name: 'إرسال', exact: true }).waitFor({ timeout: 8_000 });
    },
  },
];

const TRIES = 20;

describe('signing in from a sign-in demand, in Chromium', () => {
  const running = useRunningPortal();

  it(`comes back to the page that asked, signed in, ${TRIES} times in a row`, async () => {
    const failures: string[] = [];
    for (let attempt = 0; attempt < TRIES; attempt += 1) {
      const flow = FLOWS[attempt % FLOWS.length]!;
      const account = ACCOUNTS[attempt % ACCOUNTS.length]!;
      const page = await openTab(running.browser, running.portal.url, { viewport: DESKTOP_VIEWPORT });
      const returnPath = await flow.meetDemand(page, running.portal.url);
      await page.waitForURL((url) => url.pathname === '/sign-in' && url.searchParams.get('next') === returnPath);

      const main = page.getByRole('main');
      await main.getByRole('textbox', { name: /البريد الإلكتروني/ }).fill(account.email);
      await main.getByLabel(/كلمة المرور/).fill(account.password);
      await main.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
      await page.getByRole('alert').filter({ hasText: 'تم تسجيل الدخول بنجاح!' }).waitFor({ timeout: 8_000 });

      const signedInThere = await flow.signedInThere(page, account).then(
        () => true,
        () => false,
      );
      // Still there once it has settled: a guard that fired late would have moved on to sign-in again.
      await page.waitForLoadState('networkidle');
      const { pathname, search } = new URL(page.url());
      if (!signedInThere || `${pathname}${search}` !== returnPath)
        failures.push(`try ${attempt + 1}, ${flow.name}: at ${pathname}${search}`);
      await page.context().close();
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
