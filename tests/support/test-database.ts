import fs from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/db/client';

export type TestDatabaseTemplate =
  | { engine: 'pglite'; dumpPath: string }
  | { engine: 'postgres'; adminUrl: string; templateName: string };

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** A private, migrated and seeded database for one test file: a copy of the run's template. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const template = inject('databaseTemplate');
  if (template.engine === 'pglite') {
    const dump = await fs.readFile(template.dumpPath);
    return openDatabase({ loadDataDir: new Blob([dump]) });
  }
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: template.adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template.templateName}`);
  } finally {
    await admin.end();
  }
  const handle = await openDatabase({ url: withDatabase(template.adminUrl, name) });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: template.adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
