import { describe, expect, it } from 'vitest';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT } from './support/chromium';
import { accessibilityViolations } from './support/axe';
import { useRunningPortal } from './support/running-portal';

/** Every account screen, with the query strings their e-mailed links carry. */
const screens = [
  '/sign-up',
  '/sign-up-companies',
  '/confirm-sign-up',
  '/sign-in',
  '/sign-in-companies',
  '/otp',
  '/forget-password',
  '/reset-password?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAA&email=sara%40example.sa',
  '/verify-email/00000000-0000-4000-8000-000000000000/AAAAAAAAAAAAAAAAAAAA?expires=1&signature=00',
];

const layouts = [
  { locale: 'ar', dir: 'rtl', viewport: PHONE_VIEWPORT, signInHeading: 'تسجيل الدخول' },
  { locale: 'en', dir: 'ltr', viewport: DESKTOP_VIEWPORT, signInHeading: 'Sign in' },
] as const;

describe('the account screens in Chromium', () => {
  const running = useRunningPortal();

  for (const { locale, dir, viewport, signInHeading } of layouts) {
    it(`show a heading, the page direction and no accessibility violations in ${locale} at ${viewport.width} px`, async () => {
      const context = await running.browser.newContext({ viewport, bypassCSP: true });
      await context.addInitScript((chosen) => localStorage.setItem('locale', chosen), locale);
      const page = await context.newPage();
      for (const path of screens) {
        await page.goto(`${running.portal.url}${path}`);
        const heading = page.getByRole('heading', { level: 1 });
        await heading.waitFor();
        if (path === '/sign-in') expect(await heading.textContent()).toBe(signInHeading);
        // A page the server drew in Arabic turns to the language this browser keeps once it has hydrated.
        await expect.poll(() => page.locator('html').getAttribute('dir')).toBe(dir);
        // The verification page settles on its result view before it is judged.
        if (path.startsWith('/verify-email')) await page.getByRole('alert').first().waitFor();
        // Judged once its lists have come: a select waiting for its choices is disabled, its label greyed.
        await page.waitForLoadState('networkidle');
        // Nothing wider than the screen: a phone user never scrolls sideways.
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), path).toBe(true);
        expect(await accessibilityViolations(page), `${path} in ${locale}`).toEqual([]);
      }
      await context.close();
    });
  }
});
