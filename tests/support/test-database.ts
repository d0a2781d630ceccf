import fs from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/db/client';

export type TestDatabaseTemplate =
  { engine: 'pglite'; dumpPath: string } | { engine: 'postgres'; adminUrl: string; templateName: string };

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/**
 * pg-pool's end() resolves before its connections have said goodbye; dropping the database under
 * them would kill them mid-close, so wait (briefly) until the server has let them go.
 */
async function untilNoSessions(admin: pg.Client, database: string) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const { rows } = await admin.query<{ sessions: number }>(
      'SELECT count(*)::int AS sessions FROM pg_stat_activity WHERE datname = $1',
      [database],
    );
    if (rows[0]?.sessions === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
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
      try {
        await untilNoSessions(dropper, name);
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

/** The database's own message refusing `query` (drizzle wraps it as the cause); throws if it was not refused. */
export async function refusal(query: PromiseLike<unknown>): Promise<string> {
  const error = await Promise.resolve(query).then(
    () => undefined,
    (failure: unknown) => failure,
  );
  if (!(error instanceof Error)) throw new Error('The query was not refused');
  return error.cause instanceof Error ? error.cause.message : error.message;
}
