import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { accessibilityViolations } from './support/axe';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT } from './support/chromium';
import { codeSnifferErrors } from './support/html-codesniffer';
import { openTab } from './support/open-tab';
import { useRunningPortal } from './support/running-portal';
import { serverRenderedAddresses } from './support/server-rendered-addresses';

// As the portal was tried from outside: Arabic on a phone, English on a desktop.
const VIEWPORTS = { ar: PHONE_VIEWPORT, en: DESKTOP_VIEWPORT } as const;

/** What both checkers find on the page as it stands, keyed by checker; nothing found is {}. */
async function checkersFindings(page: Page): Promise<Record<string, string[]>> {
  const findings = { axe: await accessibilityViolations(page), htmlcs: await codeSnifferErrors(page) };
  return Object.fromEntries(Object.entries(findings).filter(([, found]) => found.length > 0));
}

/** Every page the server renders, in both languages, judged by two checkers: axe-core and HTML_CodeSniffer (pa11y's). */
describe('every server-rendered page, checked by axe and HTML_CodeSniffer', () => {
  const running = useRunningPortal();
  let addresses: string[] = [];
  beforeAll(async () => {
    addresses = await serverRenderedAddresses(running.portal.url);
  });

  for (const locale of ['ar', 'en'] as const) {
    it(`has no violation and no error in ${locale}, hydrated and, for a form, held until then`, async () => {
      const found: Record<string, Record<string, string[]>> = {};
      const open = () =>
        openTab(running.browser, running.portal.url, { locale, viewport: VIEWPORTS[locale], bypassCSP: true });
      // Two tabs for every page, each address a fresh load: one runs the code, the other has it blocked.
      const [tab, held] = await Promise.all([open(), open()]);
      await held.route('**/assets/*.js', (route) => route.abort());
      for (const address of addresses) {
        await tab.goto(running.portal.url + address);
        await tab.waitForLoadState('networkidle');
        // Hydrated: a held form's fields are free.
        await tab.locator('fieldset[disabled]').waitFor({ state: 'detached' });
        const hydrated = await checkersFindings(tab);
        if (Object.keys(hydrated).length > 0) found[address] = hydrated;
        if ((await tab.locator('form.rjsf').count()) === 0) continue;

        // The page as the server sent it, before its code runs: the form held in its fieldset.
        await held.goto(running.portal.url + address);
        expect(await held.locator('fieldset[disabled] form.rjsf').count()).toBe(1);
        const beforeCode = await checkersFindings(held);
        if (Object.keys(beforeCode).length > 0) found[`${address} (held)`] = beforeCode;
      }
      await Promise.all([tab.context().close(), held.context().close()]);
      expect(addresses.length).toBeGreaterThan(20);
      expect(found).toEqual({});
    }, 600_000);
  }
});
