import { describe, expect, it } from 'vitest';
import { measureBundleSizes } from '../../bench/bundle-sizes';
import { gzipTotal, scriptsLoadedBy } from '../../bench/loaded-scripts';
import { DIST_DIR } from '../../bench/paths';
import { budgetedPages, jsBudgets as budgets } from '../support/js-budgeted-pages';
import { useRunningPortal } from './support/running-portal';
import { loginToken } from './support/login-token';

const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** A budget's route with its placeholder filled: `/jobs/{job-opportunities.uuid}` is the page of the first job the API lists. */
async function resolved(route: string, origin: string): Promise<string> {
  const placeholder = /\{([a-z-]+)\.([a-z_]+)\}/.exec(route);
  if (!placeholder) return route;
  const [, list, key] = placeholder;
  const answer = (await (await fetch(`${origin}/api/v1/${list}`)).json()) as { data: Record<string, unknown>[] };
  return route.replace(placeholder[0], String(answer.data[0]![key!]));
}

/** Sizes, not times: a change that makes a page download more JS than its budget fails here (bench/README.md). */
describe('the JS budgets of bench/js-budgets.json', () => {
  const running = useRunningPortal();

  it(`the entry with its static imports is at most ${budgets.entry_kib} KiB gzip`, async () => {
    const { entry } = await measureBundleSizes(DIST_DIR);
    expect(kib(entry.with_static_imports_js.gzip_bytes)).toBeLessThanOrEqual(budgets.entry_kib);
  });

  // Every measured page of the manifest (app/pages.tsx), at its budget's address.
  it.each(budgetedPages().map(({ address, kib, signedIn }) => [address, kib, signedIn] as const))(
    '%s downloads at most %i KiB of gzip JS',
    async (route, budget, signedIn) => {
      const token = signedIn ? await loginToken(running.portal.url) : undefined;
      const scripts = await scriptsLoadedBy(
        running.browser,
        `${running.portal.url}${await resolved(route, running.portal.url)}`,
        DIST_DIR,
        { token },
      );
      const total = kib(gzipTotal(scripts));
      const listing = scripts.map((script) => `${script.file} ${kib(script.gzipBytes)}`).join('\n');
      expect(total, `${route} loads:\n${listing}`).toBeLessThanOrEqual(budget);
    },
  );

  // The staff's app and the verify page are bundles of their own (vite.config.ts): each has its budget and adds nothing to the pages above.
  it.each([...Object.entries(budgets.admin_routes_kib), ...Object.entries(budgets.verify_routes_kib)])(
    '%s downloads at most %i KiB of gzip JS',
    async (route, budget) => {
      const scripts = await scriptsLoadedBy(running.browser, `${running.portal.url}${route}`, DIST_DIR);
      const total = kib(gzipTotal(scripts));
      const listing = scripts.map((script) => `${script.file} ${kib(script.gzipBytes)}`).join('\n');
      expect(total, `${route} loads:\n${listing}`).toBeLessThanOrEqual(budget);
    },
  );

  it('the verify page stays within the 30 KB the issue allows it', () => {
    for (const budget of Object.values(budgets.verify_routes_kib)) expect(budget).toBeLessThanOrEqual(30);
  });
});
