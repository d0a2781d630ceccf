import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { DatabaseHandle } from './client';
import { appMeta } from './schema';
import { createTestDatabase } from '../../tests/support/test-database';

// PGlite runs in-process and has no connections to lose; this is about PostgreSQL restarts.
describe.runIf(process.env.DATABASE_URL)('a PostgreSQL connection lost while idle', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('is logged, not fatal, and the next query gets a new connection', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const [{ name }] = (await database.db
      .select({ name: sql<string>`current_database()` })
      .from(appMeta)
      .limit(1)) as [{ name: string }];
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [name],
    );
    await admin.end();
    await vi.waitFor(() => expect(logged).toHaveBeenCalledWith(expect.stringContaining('PostgreSQL connection lost')));

    expect(
      await database.db
        .select({ name: sql<string>`current_database()` })
        .from(appMeta)
        .limit(1),
    ).toEqual([{ name }]);
    logged.mockRestore();
  });
});

describe.skipIf(process.env.DATABASE_URL)('the embedded database', () => {
  it('keeps a 32 MB buffer pool, not PostgreSQL’s default 128 MB, in its WebAssembly memory', async () => {
    const database = await createTestDatabase();
    try {
      const { rows } = (await database.db.execute(sql`SHOW shared_buffers`)) as unknown as {
        rows: { shared_buffers: string }[];
      };
      expect(rows[0]?.shared_buffers).toBe('32MB');
    } finally {
      await database.close();
    }
  });
});
