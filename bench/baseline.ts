import type { Browser, Page } from 'playwright-core';
import { fillWorkPermitToTheMaximum } from '../tests/e2e/support/permit-filling';
import { launchChromium } from '../tests/e2e/support/chromium';
import { BASELINE_PAGES, BASELINE_TYPING_FIELD, startBaselineApp } from './baseline-app';
import { measureLighthouse, type LighthouseResult } from './lighthouse';
import { gzipTotal, scriptsLoadedBy } from './loaded-scripts';
import { DIST_DIR } from './paths';
import { measure, type Section } from './section';
import { round } from './stats';
import { measureTyping, type TypingResult } from './typing';
import { loginToken } from '../tests/e2e/support/login-token';

/** The portal's pages, each beside the baseline page it is measured against. */
export const COMPARED_PAGES = [
  { portal: '/', baseline: BASELINE_PAGES.home },
  { portal: '/contact-us', baseline: BASELINE_PAGES.form },
  { portal: '/sign-up-companies', baseline: BASELINE_PAGES.form },
];
/**
 * The field typed into on each portal form: the contact message, the sign-up form's first box, and a
 * companion's name in the work permit with every group at its maximum (7 companions, 5 items of
 * equipment, 5 vehicles), the largest form a citizen fills, signed in.
 */
export const PORTAL_TYPING: {
  path: string;
  field: string;
  signedIn?: boolean;
  prepare?: (page: Page) => Promise<void>;
}[] = [
  { path: '/contact-us', field: '#root_message' },
  { path: '/sign-up-companies', field: '#root_name' },
  { path: '/services/work', field: '#root_companions_3_name', signedIn: true, prepare: fillWorkPermitToTheMaximum },
];

export interface BaselineResult {
  /** gzip KiB of the JS each page downloads in Chromium, dynamic chunks included. */
  js_gzip_kib: { portal: Record<string, number>; baseline: Record<string, number> };
  typing: { portal: Section<TypingResult>[]; baseline: Section<TypingResult> };
  /** The baseline app's own Lighthouse runs (the portal's are in the lighthouse section). */
  baseline_lighthouse: Section<LighthouseResult>;
}

async function loadedKib(browser: Browser, url: string, distDir: string): Promise<number> {
  return round(gzipTotal(await scriptsLoadedBy(browser, url, distDir)) / 1024, 1);
}

/**
 * The portal beside ../shared/anchors/baseline-app in the same run: the JS each page downloads,
 * typing at 4× CPU slowdown, and the baseline's own Lighthouse runs.
 */
export async function measureBaseline(portalUrl: string): Promise<BaselineResult> {
  const baseline = await startBaselineApp();
  const browser = await launchChromium();
  try {
    const portalJs: Record<string, number> = {};
    for (const { portal } of COMPARED_PAGES) portalJs[portal] = await loadedKib(browser, portalUrl + portal, DIST_DIR);
    const baselineJs: Record<string, number> = {};
    for (const page of Object.values(BASELINE_PAGES))
      baselineJs[page] = await loadedKib(browser, baseline.url + page, baseline.distDir);
    const portalTyping: Section<TypingResult>[] = [];
    for (const { path, field, signedIn, prepare } of PORTAL_TYPING) {
      const token = signedIn ? await loginToken(portalUrl) : undefined;
      portalTyping.push(
        await measure(`typing ${path}`, () => measureTyping(browser, portalUrl + path, field, { token, prepare })),
      );
    }
    const baselineTyping = await measure('typing baseline /form', () =>
      measureTyping(browser, baseline.url + BASELINE_PAGES.form, BASELINE_TYPING_FIELD),
    );
    await browser.close();
    const baselineLighthouse = await measure('Lighthouse baseline', () =>
      measureLighthouse(baseline.url, Object.values(BASELINE_PAGES)),
    );
    return {
      js_gzip_kib: { portal: portalJs, baseline: baselineJs },
      typing: { portal: portalTyping, baseline: baselineTyping },
      baseline_lighthouse: baselineLighthouse,
    };
  } finally {
    await browser.close();
    await baseline.stop();
  }
}
