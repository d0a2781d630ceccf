import fs from 'node:fs/promises';
import { freePort } from './free-port';
import { DIST_DIR, ROOT, SERVER_ENTRY } from './paths';
import { sleep, tail } from './stats';
import { spawnWatched } from './watched-process';

export interface PortalProcess {
  url: string;
  /** Resident memory now and at its peak, from /proc (Linux). */
  memory(): Promise<ProcessMemory>;
  stop(): Promise<void>;
}

export interface ProcessMemory {
  rss_bytes: number | null;
  peak_rss_bytes: number | null;
}

async function memoryOf(pid: number | undefined): Promise<ProcessMemory> {
  const status = pid === undefined ? '' : await fs.readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kib = (field: string) => {
    const value = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1];
    return value === undefined ? null : Number(value) * 1024;
  };
  return { rss_bytes: kib('VmRSS'), peak_rss_bytes: kib('VmHWM') };
}

export interface TimedStart {
  portal: PortalProcess;
  /** From spawn() to the first HTTP answer on the probe path. */
  elapsedMs: number;
  /** Status of that first answer (404 while the route is not written yet). */
  status: number;
  /** The "(… ms)" the server itself prints after listening: its own view, without Node's boot and module loading. */
  serverReportedMs: number | null;
  engine: string | null;
}

const POLL_INTERVAL_MS = 50;
const START_TIMEOUT_MS = 120_000;
const READY_LINE = /Portal ready on \S+ \(([^,]+), (\d+) ms\)/;

/** Any HTTP answer means the server listens; null means not yet (refused, reset or slow). */
async function probe(url: string): Promise<number | null> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return null;
  }
}

/**
 * Spawns the portal exactly as `npm start` runs it after its build (node dist-server/main.js)
 * and polls the probe path every 50 ms until it answers.
 */
export async function startPortalTimed(
  dataDir: string,
  probePath: string,
  /** Settings over the defaults below (a DATABASE_URL, a PUBLIC_DIR). */
  env: NodeJS.ProcessEnv = {},
): Promise<TimedStart> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const startedAt = performance.now();
  // PGlite flushes on close: SIGTERM, and time before forcing.
  const server = spawnWatched(process.execPath, [SERVER_ENTRY], {
    cwd: ROOT,
    // Trusting the loopback proxy lets the answer-timing section send each request from its own address.
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_DIR: DIST_DIR,
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '127.0.0.1',
      ...env,
    },
    stopSignal: 'SIGTERM',
    graceMs: 10_000,
  });
  const { stop } = server;

  for (;;) {
    if (server.exitReason() !== null)
      throw new Error(`portal stopped before answering (${server.exitReason()}):\n${tail(server.output())}`);
    if (performance.now() - startedAt > START_TIMEOUT_MS) {
      await stop();
      throw new Error(
        `portal did not answer ${probePath} within ${START_TIMEOUT_MS / 1000} s:\n${tail(server.output())}`,
      );
    }
    const status = await probe(url + probePath);
    if (status !== null) {
      const elapsedMs = performance.now() - startedAt;
      // The ready line is printed right after listen(); it may reach the pipe a moment later.
      for (let waited = 0; !READY_LINE.test(server.output()) && waited < 1000; waited += 50) await sleep(50);
      const ready = READY_LINE.exec(server.output());
      return {
        portal: { url, stop, memory: () => memoryOf(server.pid) },
        elapsedMs,
        status,
        serverReportedMs: ready?.[2] ? Number(ready[2]) : null,
        engine: ready?.[1] ?? null,
      };
    }
    await sleep(POLL_INTERVAL_MS);
  }
}
