import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, RouteOptions } from 'fastify';
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
