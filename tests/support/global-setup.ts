import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, pgliteClientOf } from '../../server/db/client';
import { seedOnFirstStart } from '../../server/db/seed';
import type { TestDatabaseTemplate } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: TestDatabaseTemplate;
  }
}

/**
 * Migrates and seeds one database per test run; every test file then starts from a copy of it,
 * because creating a PGlite database costs seconds and hundreds of megabytes.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const templateName = `portal_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${templateName}`);
    await admin.query(`CREATE DATABASE ${templateName}`);
    const templateUrl = withDatabase(url, templateName);
    const database = await openDatabase({ url: templateUrl });
    await database.migrate();
    await seedOnFirstStart(database.db);
    await database.close();
    project.provide('databaseTemplate', { engine: 'postgres', adminUrl: url, templateName });
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${templateName} WITH (FORCE)`);
      await admin.end();
    };
  }

  const database = await openDatabase({});
  await database.migrate();
  await seedOnFirstStart(database.db);
  const dump = await pgliteClientOf(database)!.dumpDataDir('none');
  await database.close();
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-template-'));
  const dumpPath = path.join(dir, 'template.tar');
  await fs.writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()));
  project.provide('databaseTemplate', { engine: 'pglite', dumpPath });
  return () => fs.rm(dir, { recursive: true, force: true });
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
