import puppeteer, { type Browser, type Page } from 'puppeteer-core';

/** Debian's Firefox ESR over WebDriver BiDi, headless; never a downloaded browser. */
export function launchFirefox(): Promise<Browser> {
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: process.env.FIREFOX_PATH || '/usr/bin/firefox-esr',
    headless: true,
  });
}

/** A new tab of its own context in `locale`, kept where the app reads it (localStorage) and where the server renders by it (the cookie). */
export async function openFirefoxTab(
  browser: Browser,
  origin: string,
  locale: 'ar' | 'en',
  viewport: { width: number; height: number },
): Promise<Page> {
  const context = await browser.createBrowserContext();
  await context.setCookie({ name: 'locale', value: locale, domain: new URL(origin).hostname, path: '/' });
  const page = await context.newPage();
  await page.setViewport(viewport);
  // Each document the tab opens, its first about:blank included, whose storage is not the portal's to set.
  await page.evaluateOnNewDocument(
    (portal, saved) => {
      if (location.origin === portal) localStorage.setItem('locale', saved);
    },
    new URL(origin).origin,
    locale,
  );
  return page;
}

/** Every error the page logs or throws, as it happens. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error instanceof Error ? error.message : String(error)));
  return errors;
}
