import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { Client as PostgresClient } from 'pg';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction handed to `db.transaction`'s callback. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Hears the notifications on `channel` (NOTIFY), from every process using the database; answers how to stop. */
export type Listen = (channel: string, hear: (payload: string) => void) => Promise<() => Promise<void>>;

/** An open database and how to migrate and close it, whichever engine is behind it. */
export interface DatabaseHandle {
  db: Database;
  engine: 'pglite' | 'postgres';
  listen: Listen;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const PGLITE_SHARED_BUFFERS = '32MB';

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export type DatabaseSource =
  | { url: string }
  /** A PGlite data directory, or undefined for an in-memory database; loadDataDir restores a dump. */
  | { dataDir?: string; loadDataDir?: Blob };

/** Opens PostgreSQL when a url is given, otherwise embedded PGlite; only the engine in use is loaded. */
export async function openDatabase(source: DatabaseSource): Promise<DatabaseHandle> {
  if ('url' in source) {
    const [{ default: pg }, { drizzle: drizzlePostgres }, { migrate: migratePostgres }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    const pool = new pg.Pool({ connectionString: source.url, max: 10 });
    // An idle connection dropped by the server (a restart, a failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
    const db = drizzlePostgres(pool, { schema }) as unknown as Database;
    return {
      db,
      engine: 'postgres',
      listen: (channel, hear) => listenOnPostgres(() => new pg.Client({ connectionString: source.url }), channel, hear),
      migrate: () => migratePostgres(drizzlePostgres(pool, { schema }), { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    // The review queue's name search (migration 0010); PostgreSQL ships it in its contrib package.
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const client = await PGlite.create({
    dataDir: source.dataDir,
    loadDataDir: source.loadDataDir,
    extensions: { pg_trgm },
    // PostgreSQL's default 128 MB buffer pool sits in PGlite's WebAssembly memory, used or not; the
    // portal's working set fits a quarter of it, and the process is about 110 MB smaller.
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
  const orm = drizzlePglite(client, { schema });
  return {
    db: orm as unknown as Database,
    engine: 'pglite',
    listen: async (channel, hear) => {
      const stop = await client.listen(channel, hear);
      return () => stop();
    },
    migrate: () => migratePglite(orm, { migrationsFolder }),
    close: () => client.close(),
  };
}

/** How long a lost listening connection waits before it connects again. */
const RELISTEN_AFTER_MS = 1000;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to queries). A lost connection (a
 * restart, a failover) is replaced, trying every second; what was notified meanwhile is missed, and the
 * listener's own safety net (the public cache's TTL) covers it.
 */
async function listenOnPostgres(
  newClient: () => PostgresClient,
  channel: string,
  hear: (payload: string) => void,
): Promise<() => Promise<void>> {
  let client: PostgresClient | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connectLater = () => {
    if (!stopped) retry = setTimeout(() => void connect().catch(connectLater), RELISTEN_AFTER_MS);
  };
  const connect = async () => {
    const next = newClient();
    next.on('notification', ({ channel: heard, payload }) => {
      if (heard === channel && payload !== undefined) hear(payload);
    });
    let listening = false;
    // Lost once listening: replaced. Failing before that, connect() rejects and its caller retries.
    next.on('error', (error) => {
      if (!listening) return;
      listening = false;
      console.error(`PostgreSQL listening connection lost: ${error.message}`);
      next.end().catch(() => {});
      connectLater();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${next.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    listening = true;
    if (stopped) await next.end();
    else client = next;
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end();
  };
}

/** The PGlite client behind a handle, for dumping a test template; undefined on PostgreSQL. */
export function pgliteClientOf(handle: DatabaseHandle): PGlite | undefined {
  if (handle.engine !== 'pglite') return undefined;
  return (handle.db as unknown as { $client: PGlite }).$client;
}
