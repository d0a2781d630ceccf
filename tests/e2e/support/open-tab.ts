import type { Browser, Page } from 'playwright-core';
import { DESKTOP_VIEWPORT } from './chromium';

export interface TabOptions {
  locale?: 'ar' | 'en';
  viewport?: { width: number; height: number };
  /** A login token: the tab starts signed in. */
  token?: string;
  /** For axe, whose injected script the CSP would refuse. */
  bypassCSP?: boolean;
  javaScriptEnabled?: boolean;
}

/**
 * A new tab of its own context in `locale`: kept where the app reads it (localStorage) and where the
 * server renders by it (the cookie), signed in when given a token.
 */
export async function openTab(
  browser: Browser,
  origin: string,
  {
    locale = 'ar',
    viewport = DESKTOP_VIEWPORT,
    token = '',
    bypassCSP = false,
    javaScriptEnabled = true,
  }: TabOptions = {},
): Promise<Page> {
  const context = await browser.newContext({ viewport, bypassCSP, javaScriptEnabled });
  if (javaScriptEnabled) {
    await context.addInitScript(
      ([saved, stored]) => {
        localStorage.setItem('locale', saved);
        if (stored) localStorage.setItem('reserve-portal.token', JSON.stringify(stored));
      },
      [locale, token] as const,
    );
  }
  await context.addCookies([{ name: 'locale', value: locale, url: origin }]);
  return context.newPage();
}
