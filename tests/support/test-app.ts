import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { ROOT } from '../../bench/paths';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { Database, DatabaseHandle } from '../../server/db/client';
import { checkAnswersAgainstContract } from './contract-check';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  /** The database handle: another app may share it (createTestApp's `shared`), as a second process would. */
  database: DatabaseHandle;
  /** DATA_DIR of this app: uploads land in `${dataDir}/uploads`. */
  dataDir: string;
  /** Every route the server declares, as registered (HEAD routes Fastify adds for GETs left out). */
  routes: Pick<RouteOptions, 'method' | 'url' | 'config'>[];
  close(): Promise<void>;
}

/**
 * The real server, in-process on a private copy of the seeded database; drive it with app.inject.
 * `extend` may add test-only routes before the app is sealed. Given another app's database (`shared`),
 * it is a second server process on that database, which the first app closes.
 */
export async function createTestApp(
  env: NodeJS.ProcessEnv = {},
  extend?: (app: FastifyInstance) => void,
  shared?: DatabaseHandle,
): Promise<TestApp> {
  const database = shared ?? (await createTestDatabase());
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, PUBLIC_DIR: path.join(dataDir, 'no-browser-app'), ...env });
  await fs.mkdir(config.uploadsDir, { recursive: true });
  const routes: TestApp['routes'] = [];
  const beforeRoutes = (app: FastifyInstance) => {
    checkAnswersAgainstContract(app);
    app.addHook('onRoute', ({ method, url, config }) => {
      if (method !== 'HEAD') routes.push({ method, url, config });
    });
  };
  const app = await buildApp({ config, db: database.db, listen: database.listen, logger: false, beforeRoutes });
  extend?.(app);
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    dataDir,
    routes,
    close: async () => {
      await app.close();
      if (!shared) await database.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The build's page (index.html): the shell every server-rendered page is drawn into, and sent as it is where none is. */
export const PAGE_TEMPLATE =
  '<!doctype html><html lang="ar" dir="rtl"><head><meta name="viewport" content="width=device-width" /><title>Portal</title><script type="module" crossorigin src="/assets/index-a1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/shell-b2.js"></head><body><div id="root"></div></body></html>';
/** The build manifest's two entries (vite.config.ts): the app, and the script a rendered page starts from. */
const MANIFEST = {
  'index.html': { file: 'assets/index-a1.js', isEntry: true, imports: ['_shell-b2.js'] },
  '_shell-b2.js': { file: 'assets/shell-b2.js' },
  'src/start-after-first-images.ts': { file: 'assets/start-after-first-images-c3.js', isEntry: true },
};
/** The app's own renderer, from its sources: the pages are drawn as the built one draws them. */
const APP_RENDERER = path.join(ROOT, 'src', 'entry-server.tsx');

/**
 * A test app that renders pages as the built server does: its public folder holds the build's page and
 * manifest and `files` (name → content) beside them; `renderer` is the app's own unless another is named
 * (a path in that folder, or absolute). It listens, since a page reads the API over the server's own socket;
 * closing it removes the folder.
 */
export async function renderingTestApp({
  renderer = APP_RENDERER,
  files = {},
}: { renderer?: string; files?: Record<string, string> } = {}): Promise<TestApp> {
  const publicDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-public-'));
  await fs.mkdir(path.join(publicDir, '.vite'));
  await fs.writeFile(path.join(publicDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  for (const [name, content] of Object.entries({ 'index.html': PAGE_TEMPLATE, ...files }))
    await fs.writeFile(path.join(publicDir, name), content);
  const t = await createTestApp({ PUBLIC_DIR: publicDir, SERVER_RENDERER: path.resolve(publicDir, renderer) });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return {
    ...t,
    close: async () => {
      await t.close();
      await fs.rm(publicDir, { recursive: true, force: true });
    },
  };
}
