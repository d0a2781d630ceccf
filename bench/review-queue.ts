import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../server/db/client';
import { seedOnFirstStart } from '../server/db/seed';
import { createStaffMember } from '../server/services/staff/staff-members';
import { issueStaffSession } from '../server/services/staff/staff-sessions';
import { seedQueueVolume } from '../tests/support/queue-volume';
import { makeTempDir, onCleanup } from './cleanup';
import { startPortalTimed } from './portal-server';
import { round, sleep } from './stats';

/**
 * The review queue at scale on PostgreSQL: seeds 200,000 requests and 1,000,000 events into a database of its
 * own (generate_series), starts the compiled portal on it, and measures every filter and search over HTTP at
 * 10 concurrent reviewers (p50, p95, max), then the CSV export of at least 100,000 rows with the server's
 * resident memory sampled while it streams. The load average is sampled beside every figure: the machine is
 * shared. DATABASE_URL names the server (postgres://postgres@127.0.0.1:5432/test by default). Run by
 * `npm run bench:queue` (bench/run-queue.ts) and by `npm run bench` (unless BENCH_QUEUE=0).
 */

const PERMITS = 200_000;
const EVENTS_PER_PERMIT = 5;
const CONCURRENCY = 10;
const REQUESTS_PER_SCENARIO = 300;
const WARM_UP = 30;

const adminUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const databaseName = `portal_bench_queue_${process.pid}`;
const withDatabase = (url: string, name: string) => Object.assign(new URL(url), { pathname: `/${name}` }).toString();

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The database, migrated, seeded as on a first start, then filled with years of requests; two staff sessions. */
async function prepareDatabase(url: string) {
  const database = await openDatabase({ url });
  try {
    await database.migrate();
    await seedOnFirstStart(database.db);
    const startedAt = performance.now();
    await seedQueueVolume(database.db, {
      permits: PERMITS,
      eventsPerPermit: EVENTS_PER_PERMIT,
      permitsPerApplicant: 4,
      staff: 20,
    });
    const seedSeconds = round((performance.now() - startedAt) / 1000, 1);
    const session = async (role: 'admin' | 'reviewer') => {
      const { id } = await createStaffMember(database.db, {
        email: `bench.${role}@reserve.example`,
        name: `bench ${role}`,
        role,
        permitTypes: role === 'reviewer' ? ['beekeeping'] : [],
        language: 'en',
        passwordHash: 'not-used',
      });
      return issueStaffSession(database.db, id);
    };
    return { seedSeconds, adminToken: await session('admin'), reviewerToken: await session('reviewer') };
  } finally {
    await database.close();
  }
}

const loadAverage = () => round(os.loadavg()[0] ?? 0, 2);

const percentile = (sorted: readonly number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;

/** `count` GETs of `url` by `CONCURRENCY` reviewers at once (each waits for its answer before the next). */
async function timed(url: string, token: string, count: number) {
  const durations: number[] = [];
  let sent = 0;
  let failures = 0;
  const reviewer = async () => {
    while (sent < count) {
      sent += 1;
      const startedAt = performance.now();
      const response = await fetch(url, { headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' } });
      await response.arrayBuffer();
      durations.push(performance.now() - startedAt);
      if (response.status !== 200) failures += 1;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, reviewer));
  const sorted = durations.sort((a, b) => a - b);
  return {
    p50_ms: round(percentile(sorted, 0.5), 1),
    p95_ms: round(percentile(sorted, 0.95), 1),
    max_ms: round(sorted[sorted.length - 1]!, 1),
    failures,
    load_average_1m: loadAverage(),
  };
}

/** The CSV export of `query`: rows, bytes, time, and the server's resident memory before and at its peak while it streamed. */
async function exportMeasured(url: string, token: string, rssOf: () => Promise<number | null>) {
  const before = await rssOf();
  let peak = before ?? 0;
  let streaming = true;
  const sampler = (async () => {
    while (streaming) {
      peak = Math.max(peak, (await rssOf()) ?? 0);
      await sleep(50);
    }
  })();
  const startedAt = performance.now();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}`, 'accept-language': 'ar' } });
  let bytes = 0;
  let lines = 0;
  const reader = response.body!.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    bytes += read.value.length;
    for (const byte of read.value) if (byte === 0x0a) lines += 1;
  }
  const seconds = (performance.now() - startedAt) / 1000;
  streaming = false;
  await sampler;
  const mib = (value: number | null) => (value === null ? null : round(value / 1024 / 1024, 1));
  return {
    status: response.status,
    rows: lines - 1,
    bytes,
    seconds: round(seconds, 1),
    rss_before_mib: mib(before),
    rss_peak_during_mib: mib(peak),
    load_average_1m: loadAverage(),
  };
}

export type QueueResult = Awaited<ReturnType<typeof measureReviewQueue>>;

/** Seeds, serves and measures the queue; the database and the portal are gone when it returns. */
export async function measureReviewQueue() {
  const dropDatabase = () => admin(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${databaseName}`);
  const forgetDatabase = onCleanup(dropDatabase);
  try {
    return await measureOn(withDatabase(adminUrl, databaseName));
  } finally {
    forgetDatabase();
    await dropDatabase();
  }
}

async function measureOn(url: string) {
  console.error(`seeding ${PERMITS} requests and ${PERMITS * EVENTS_PER_PERMIT} events…`);
  const { seedSeconds, adminToken, reviewerToken } = await prepareDatabase(url);

  const dataDir = await makeTempDir('queue-');
  const { portal } = await startPortalTimed(dataDir, '/api/v1/appearance', {
    DATABASE_URL: url,
    PUBLIC_DIR: path.join(dataDir, 'no-browser-app'),
  });
  const forgetPortal = onCleanup(() => portal.stop());
  try {
    const api = `${portal.url}/api/v1/admin/permits`;
    const queue = await timeScenarios(api, adminToken, reviewerToken);
    // Half the volume: requests submitted in the last 100,000 × 10 minutes.
    const half = new Date(Date.now() - (PERMITS / 2) * 600_000).toISOString().slice(0, 10);
    const csv = await exportMeasured(
      `${api}.csv?from=${half}`,
      adminToken,
      async () => (await portal.memory()).rss_bytes,
    );
    return {
      timestamp: new Date().toISOString(),
      database: 'PostgreSQL',
      permits: PERMITS,
      events: PERMITS * EVENTS_PER_PERMIT,
      seed_s: seedSeconds,
      concurrency: CONCURRENCY,
      requests_per_scenario: REQUESTS_PER_SCENARIO,
      queue,
      csv,
    };
  } finally {
    forgetPortal();
    await portal.stop();
  }
}

/** Each filter and search, warmed up, then timed. */
async function timeScenarios(api: string, adminToken: string, reviewerToken: string) {
  const year = new Date().getFullYear();
  const scenarios: [string, string, string][] = [
    ['no filter', '', adminToken],
    ['no filter, page 500', '?page=500', adminToken],
    ['status', '?status=pending', adminToken],
    ['type', '?type=work_permit', adminToken],
    ['type and status', '?type=work_permit&status=pending', adminToken],
    ['date range', '?from=2025-01-01&to=2025-03-31', adminToken],
    ['region', '?region=1', adminToken],
    ['area', '?area=2', adminToken],
    ['assignee', '?assignee=me', adminToken],
    ['unassigned', '?unassigned=1', adminToken],
    ['overdue', '?overdue=1', adminToken],
    ['reference', `?q=SA-${year}-000105`, adminToken],
    ['reference start (sa-)', '?q=sa-', adminToken],
    ['reference start (sa-2025)', '?q=sa-2025', adminToken],
    [`reference start (sa-${year})`, `?q=sa-${year}`, adminToken],
    ['national id (Arabic digits)', `?q=${encodeURIComponent('٣٠٠٠٠٠٠٠٤٢')}`, adminToken],
    ['name, rare', `?q=${encodeURIComponent('نورة الشمري 23')}`, adminToken],
    ['name, common, no hamza', `?q=${encodeURIComponent('احمد')}`, adminToken],
    ['reviewer of one type', '?status=pending', reviewerToken],
  ];
  const queue: Record<string, Awaited<ReturnType<typeof timed>>> = {};
  for (const [name, query, token] of scenarios) {
    await timed(api + query, token, WARM_UP);
    queue[name] = await timed(api + query, token, REQUESTS_PER_SCENARIO);
    console.error(`${name.padEnd(30)} p95 ${queue[name].p95_ms} ms (load ${queue[name].load_average_1m})`);
  }
  return queue;
}
