import fs from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { DIST_DIR } from '../../../bench/paths';

export interface LoadedScript {
  /** The asset's path under dist/, e.g. `assets/index-abc123.js`. */
  file: string;
  /** Its gzip -9 size, as written beside it at build time. */
  gzipBytes: number;
}

/**
 * Every JS file a route downloads until its heading is there and the network has been idle,
 * dynamic chunks (a form's own chunk) included: what a citizen's phone fetches for that page.
 */
export async function scriptsLoadedBy(browser: Browser, url: string): Promise<LoadedScript[]> {
  const page = await browser.newPage();
  const files = new Set<string>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.js')) files.add(pathname.slice(1));
  });
  await page.goto(url);
  await page.getByRole('heading', { level: 1 }).first().waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  await page.close();
  return Promise.all([...files].sort().map(async (file) => ({ file, gzipBytes: (await fs.stat(path.join(DIST_DIR, `${file}.gz`))).size })));
}
