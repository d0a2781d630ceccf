import { launch } from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { CHROMIUM_FLAGS } from '../tests/e2e/support/chromium';
import { onCleanup } from './cleanup';
import { CHROMIUM_PATH } from './paths';
import { round } from './stats';

/** The e2e tests' Chromium flags, plus the new headless mode Lighthouse expects. */
const CHROME_FLAGS = [...CHROMIUM_FLAGS, '--headless=new'];

export interface LighthouseMetrics {
  performance_score: number | null;
  accessibility_score: number | null;
  lcp_ms: number | null;
  tbt_ms: number | null;
  cls: number | null;
  fcp_ms: number | null;
  speed_index_ms: number | null;
  total_transfer_bytes: number | null;
  script_transfer_bytes: number | null;
  font_transfer_bytes: number | null;
}

export interface LighthouseRun extends LighthouseMetrics {
  runtime_error?: string;
  /** The runtime error of a first attempt that this run replaced. */
  retried_after?: string;
  warnings?: string[];
}

export interface LighthouseRunInfo {
  run: LighthouseRun;
  lighthouseVersion: string;
  userAgent: string;
}

const score = (lhr: Result, id: string) => {
  const value = lhr.categories[id]?.score;
  return typeof value === 'number' ? Math.round(value * 100) : null;
};

const numeric = (lhr: Result, id: string, digits = 1) => {
  const value = lhr.audits[id]?.numericValue;
  return typeof value === 'number' ? round(value, digits) : null;
};

/** Transfer bytes of one resource type, from the resource-summary table (hidden in the performance category). */
function transferOf(lhr: Result, resourceType: string): number | null {
  const details = lhr.audits['resource-summary']?.details;
  if (details?.type !== 'table') return null;
  const row = details.items.find((item) => item.resourceType === resourceType);
  return typeof row?.transferSize === 'number' ? row.transferSize : null;
}

/** One Lighthouse navigation in a fresh Chromium: mobile preset (the default config), simulated throttling. */
export async function runLighthouseOnce(url: string): Promise<LighthouseRunInfo> {
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
    handleSIGINT: false,
    logLevel: 'silent',
  });
  const unregister = onCleanup(() => chrome.kill());
  try {
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    };
    const result = await lighthouse(url, flags);
    if (!result) throw new Error('Lighthouse returned no result');
    const lhr = result.lhr;
    const run: LighthouseRun = {
      performance_score: score(lhr, 'performance'),
      accessibility_score: score(lhr, 'accessibility'),
      lcp_ms: numeric(lhr, 'largest-contentful-paint'),
      tbt_ms: numeric(lhr, 'total-blocking-time'),
      cls: numeric(lhr, 'cumulative-layout-shift', 4),
      fcp_ms: numeric(lhr, 'first-contentful-paint'),
      speed_index_ms: numeric(lhr, 'speed-index'),
      total_transfer_bytes: numeric(lhr, 'total-byte-weight'),
      script_transfer_bytes: transferOf(lhr, 'script'),
      font_transfer_bytes: transferOf(lhr, 'font'),
    };
    if (lhr.runtimeError) run.runtime_error = `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`;
    if (lhr.runWarnings.length > 0) run.warnings = lhr.runWarnings;
    return { run, lighthouseVersion: lhr.lighthouseVersion, userAgent: lhr.environment.hostUserAgent };
  } finally {
    unregister();
    chrome.kill();
  }
}
