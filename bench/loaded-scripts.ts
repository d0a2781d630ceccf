import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Browser } from 'playwright-core';

const gzip = promisify(zlib.gzip);

export interface LoadedScript {
  /** The asset's path under the app's build folder, e.g. `assets/index-abc123.js`. */
  file: string;
  /** Its gzip -9 size: each file is its own response. */
  gzipBytes: number;
}

/**
 * Every JS file a route downloads until its first heading is there and the network has been idle,
 * dynamic chunks (a form's own chunk) included: what a citizen's phone fetches for that page. The
 * sizes are read from `distDir`, the build that serves them. With `token`, as a signed-in citizen.
 */
export async function scriptsLoadedBy(
  browser: Browser,
  url: string,
  distDir: string,
  { token }: { token?: string } = {},
): Promise<LoadedScript[]> {
  const context = await browser.newContext();
  // A member page is drawn for a signed-in citizen: the login token where the app keeps it.
  if (token)
    await context.addInitScript((value) => localStorage.setItem('reserve-portal.token', JSON.stringify(value)), token);
  const page = await context.newPage();
  const files = new Set<string>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.js')) files.add(pathname.slice(1));
  });
  await page.goto(url);
  await page.locator('h1').first().waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  await context.close();
  return Promise.all(
    [...files].sort().map(async (file) => ({
      file,
      gzipBytes: (await gzip(await fs.readFile(path.join(distDir, file)), { level: 9 })).length,
    })),
  );
}

/** The sum of their sizes. */
export const gzipTotal = (scripts: readonly LoadedScript[]) =>
  scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
