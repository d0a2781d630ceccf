import { runLighthouseOnce, type LighthouseMetrics, type LighthouseRun } from './lighthouse-run';
import { measure, type Section } from './section';
import { median, round } from './stats';

/** The portal's pages: the home page, the contact form, the largest form, and the permit check (LCP ≤ 1 s, issue 25). */
export const LIGHTHOUSE_PATHS = ['/', '/contact-us', '/sign-up-companies', '/verify'];
const RUNS_PER_URL = 3;

export interface LighthousePage {
  path: string;
  /** Median of each metric on its own over the successful runs. */
  median: LighthouseMetrics;
  runs: Section<LighthouseRun>[];
}

export interface LighthouseResult {
  preset: string;
  runs_per_url: number;
  aggregation: string;
  lighthouse_version: string | null;
  browser: string | null;
  pages: Array<Section<LighthousePage> & { path: string }>;
}

const METRIC_KEYS: ReadonlyArray<keyof LighthouseMetrics> = [
  'performance_score',
  'accessibility_score',
  'lcp_ms',
  'tbt_ms',
  'cls',
  'fcp_ms',
  'speed_index_ms',
  'total_transfer_bytes',
  'script_transfer_bytes',
  'font_transfer_bytes',
];

function medianOf(runs: readonly LighthouseRun[]): LighthouseMetrics {
  const result = {} as LighthouseMetrics;
  for (const key of METRIC_KEYS) {
    const value = median(
      runs.flatMap((run) => {
        const metric = run[key];
        return metric === null ? [] : [metric];
      }),
    );
    result[key] = value === null ? null : round(value, key === 'cls' ? 3 : 0);
  }
  return result;
}

/** Lighthouse 3 times per path (one fresh Chromium each, so no warm cache), median per metric. */
export async function measureLighthouse(
  baseUrl: string,
  paths: readonly string[] = LIGHTHOUSE_PATHS,
): Promise<LighthouseResult> {
  let lighthouseVersion: string | null = null;
  let browser: string | null = null;
  const pages: LighthouseResult['pages'] = [];
  for (const path of paths) {
    const page = await measure(`Lighthouse ${path}`, async (): Promise<LighthousePage> => {
      const runs: Section<LighthouseRun>[] = [];
      for (let index = 0; index < RUNS_PER_URL; index += 1) {
        runs.push(
          await measure(`Lighthouse ${path} run ${index + 1}/${RUNS_PER_URL}`, async () => {
            let info = await runLighthouseOnce(baseUrl + path);
            // A trace hiccup (NO_NAVSTART, NO_FCP…) on a busy machine is not a property of the page: retry once.
            if (info.run.runtime_error) {
              const failed = info.run.runtime_error;
              info = await runLighthouseOnce(baseUrl + path);
              info.run.retried_after = failed;
            }
            lighthouseVersion = info.lighthouseVersion;
            browser = info.userAgent;
            return info.run;
          }),
        );
      }
      const ok = runs.filter((run): run is LighthouseRun => !('error' in run) && !run.runtime_error);
      if (ok.length === 0)
        throw new Error(
          `all ${RUNS_PER_URL} runs failed: ${runs.map((run) => ('error' in run ? run.error : '')).join('; ')}`,
        );
      return { path, median: medianOf(ok), runs };
    });
    pages.push({ ...page, path });
  }
  return {
    preset: 'mobile (Lighthouse default config: Moto G Power emulation, simulated slow 4G and 4x CPU slowdown)',
    runs_per_url: RUNS_PER_URL,
    aggregation: 'median of each metric over the successful runs',
    lighthouse_version: lighthouseVersion,
    browser,
    pages,
  };
}
