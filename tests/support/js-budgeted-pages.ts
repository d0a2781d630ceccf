import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../bench/paths';
import { pages } from '../../src/app/pages';
import { pageAt } from '../../src/app/server-rendered-pages';

export interface JsBudgets {
  /** KiB of gzip JS: the entry with its static imports, and each route as Chromium loads it. */
  entry_kib: number;
  routes_kib: Record<string, number>;
  /** Member routes (the permit forms), loaded by the demo individual. */
  signed_in_routes_kib: Record<string, number>;
  /** The admin app (a bundle of its own, admin.html): its sign-in page, as staff first open it. */
  admin_routes_kib: Record<string, number>;
  /** The public permit check (verify.html, a page of its own without React): at most 30 KB, as the issue asks. */
  verify_routes_kib: Record<string, number>;
}

export const jsBudgets = JSON.parse(fs.readFileSync(path.join(ROOT, 'bench', 'js-budgets.json'), 'utf8')) as JsBudgets;

export interface BudgetedPage {
  /** The page's pattern in the manifest (app/pages.tsx). */
  path: string;
  /** The budget's address: the page itself, or a detail at an item, `{list.key}` standing for the first item the API lists. */
  address: string;
  kib: number;
  signedIn: boolean;
}

/**
 * Every page of the manifest held to a JS budget, at its budget's address: which pages are measured
 * follows from the manifest (all but the `unmeasured`; a signed-in page is measured signed in), the
 * sizes and the address of a detail from bench/js-budgets.json. A measured page without a budget throws.
 */
export function budgetedPages(budgets: JsBudgets = jsBudgets): BudgetedPage[] {
  return pages
    .filter((page) => !page.unmeasured)
    .map((page) => {
      const signedIn = page.guard === 'signed-in';
      const group = signedIn ? budgets.signed_in_routes_kib : budgets.routes_kib;
      const [address, kib] = Object.entries(group).find(([listed]) => pageAt(listed)?.page === page) ?? [];
      if (address === undefined || kib === undefined)
        throw new Error(`no JS budget for ${page.path} in bench/js-budgets.json`);
      return { path: page.path, address, kib, signedIn };
    });
}
