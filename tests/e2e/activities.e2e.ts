import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from './support/axe';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT, screenshot } from './support/chromium';
import { openTab } from './support/open-tab';
import { useRunningPortal } from './support/running-portal';

const TEXT = {
  ar: {
    events: 'الفعاليات',
    volunteer: 'الفرص التطوعية',
    groups: ['الفعاليات', 'الفرص التطوعية', 'ورش العمل', 'السياحة البيئية', 'فعاليات انتهت'],
    nightSky: 'أمسية رصد السماء الليلية',
    upcomingVolunteering: 'زراعة أشجار السدر والطلح في العرمة',
    join: 'انضم الآن',
  },
  en: {
    events: 'Events',
    volunteer: 'Volunteer opportunities',
    groups: ['Events', 'Volunteer opportunities', 'Workshops', 'Environmental tourism', 'Past activities'],
    nightSky: 'Night-sky watching evening',
    upcomingVolunteering: 'Planting sidr and talh trees at Al-Armah',
    join: 'Join now',
  },
} as const;

// Demo activities (server/db/seed/content/activities.json): one with three pictures, and one the join test takes.
const GALLERY_ACTIVITY = 'night-sky-evening';
const JOIN_ACTIVITY = 'armah-escarpment-hike';

describe('the activity pages in Chromium', () => {
  const running = useRunningPortal();
  const url = (path: string) => `${running.portal.url}${path}`;

  for (const locale of ['ar', 'en'] as const) {
    for (const [width, viewport] of [
      ['phone', PHONE_VIEWPORT],
      ['desktop', DESKTOP_VIEWPORT],
    ] as const) {
      it(`shows events, an event and volunteering ${viewport.width} px wide in ${locale}, with no accessibility violations`, async () => {
        const page = await openTab(running.browser, running.portal.url, { locale, viewport, bypassCSP: true });
        const fitsTheWidth = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

        await page.goto(url('/events'));
        await page.getByRole('heading', { level: 1, name: TEXT[locale].events }).waitFor();
        await page.getByRole('heading', { level: 3 }).first().waitFor();
        await page.waitForLoadState('networkidle');
        expect(await page.evaluate(() => document.documentElement.dir)).toBe(locale === 'ar' ? 'rtl' : 'ltr');
        expect(await page.title()).toContain(TEXT[locale].events);
        const groups = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
        expect(groups.every((group) => (TEXT[locale].groups as readonly string[]).includes(group))).toBe(true);
        expect(await fitsTheWidth()).toBe(true);
        expect(await accessibilityViolations(page)).toEqual([]);
        await screenshot(page, `events-${locale}-${width}`);

        await page.goto(url(`/events/${GALLERY_ACTIVITY}`));
        await page.getByRole('heading', { level: 1, name: TEXT[locale].nightSky }).waitFor();
        await page.getByRole('button', { name: TEXT[locale].join }).waitFor();
        await page.waitForLoadState('networkidle');
        expect(await page.title()).toContain(TEXT[locale].nightSky);
        expect(await page.getByRole('button', { pressed: true }).count()).toBe(1);
        expect(await fitsTheWidth()).toBe(true);
        expect(await accessibilityViolations(page)).toEqual([]);
        await screenshot(page, `event-${locale}-${width}`);

        await page.goto(url('/volunteer'));
        await page.getByRole('heading', { level: 1, name: TEXT[locale].volunteer }).waitFor();
        await page.getByRole('heading', { level: 2, name: TEXT[locale].upcomingVolunteering }).waitFor();
        await page.waitForLoadState('networkidle');
        expect(await page.getByRole('article').count()).toBe(20);
        expect(await fitsTheWidth()).toBe(true);
        expect(await accessibilityViolations(page)).toEqual([]);
        await screenshot(page, `volunteer-${locale}-${width}`);
        await page.context().close();
      });
    }
  }

  it('pages the volunteer opportunities with the address, filtered by the server', async () => {
    const page = await openTab(running.browser, running.portal.url);
    await page.goto(url('/volunteer'));
    await page.waitForLoadState('networkidle');
    await page
      .getByRole('navigation', { name: 'صفحات الفرص التطوعية' })
      .getByRole('button', { name: 'الصفحة 2' })
      .click();
    await expect.poll(() => page.url()).toBe(url('/volunteer?page=2'));
    await expect.poll(() => page.getByRole('article').count()).toBe(2);
    await page.context().close();
  });

  it('serves an activity as HTML that reads without JavaScript, and an unknown one as not found', async () => {
    const context = await running.browser.newContext({ javaScriptEnabled: false, viewport: PHONE_VIEWPORT });
    const page = await context.newPage();
    const response = await page.goto(url(`/events/${GALLERY_ACTIVITY}`));
    expect(response?.status()).toBe(200);
    expect(await page.getByRole('heading', { level: 1, name: TEXT.ar.nightSky }).count()).toBe(1);
    expect(await page.getByText('الشروط والأحكام').count()).toBeGreaterThan(0);
    const unknown = await page.goto(url('/events/no-such-activity'));
    expect(unknown?.status()).toBe(404);
    await context.close();
  });

  it('takes a visitor who joins to sign in and back, where the join goes through and shows joined', async () => {
    const page = await openTab(running.browser, running.portal.url, { viewport: PHONE_VIEWPORT });
    await page.goto(url(`/events/${JOIN_ACTIVITY}`));
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: TEXT.ar.join }).click();
    const signInFirst = page.getByRole('alert').filter({ hasText: 'يجب تسجيل الدخول أولا' });
    await expect.poll(() => signInFirst.count(), { timeout: 10_000 }).toBe(1);
    await page.waitForURL(
      (address) => address.pathname === '/sign-in' && address.searchParams.get('next') === `/events/${JOIN_ACTIVITY}`,
    );

    const main = page.getByRole('main');
    await main.getByRole('textbox', { name: /البريد الإلكتروني/ }).fill('individual@demo.reserve.sa');
    await main.getByLabel(/كلمة المرور/).fill('Rawdat-Noura-2025');
    await main.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
    await page.waitForURL((address) => address.pathname === `/events/${JOIN_ACTIVITY}`);

    const join = page.getByRole('button', { name: TEXT.ar.join });
    await expect.poll(() => join.isEnabled(), { timeout: 10_000 }).toBe(true);
    await join.click();
    const approved = page.getByRole('alert').filter({ hasText: 'تمت الموافقة على تسجيلك في الفعالية بنجاح.' });
    await expect.poll(() => approved.count(), { timeout: 10_000 }).toBe(1);
    await page.getByText('تم الانضمام').waitFor();

    // Still joined after a reload: the registration is stored, and read back with the token.
    await page.reload();
    await page.getByText('تم الانضمام').waitFor({ timeout: 10_000 });
    expect(await page.getByRole('button', { name: TEXT.ar.join }).count()).toBe(0);
    await page.context().close();
  });
});
