import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface PortalServer {
  url: string;
  dataDir: string;
  /** The server's own process (no wrapper in between), for a test that stops or kills it. */
  pid: number;
  /** Settles when the process has ended, however it ended. */
  exited: Promise<void>;
  /** Everything the process printed so far. */
  output(): string;
  /** Stops the server (SIGTERM); its DATA_DIR is removed unless keepData. */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

interface PortalOptions {
  env?: NodeJS.ProcessEnv;
  /** Start again where a stopped or killed server left off, instead of on a fresh DATA_DIR. */
  dataDir?: string;
  /**
   * `compiled`: dist-server/main.js, what `npm start` runs after its build; `source`: the TypeScript
   * through tsx, for tests that run without a build (npm test); `npm-start`: server/start.mjs itself.
   */
  run?: 'compiled' | 'source' | 'npm-start';
}

const ENTRIES = {
  compiled: ['dist-server/main.js'],
  source: ['--import', 'tsx', 'server/main.ts'],
  'npm-start': ['server/start.mjs'],
};

/** Starts the portal with the embedded database, by default as `npm start` runs it after its build. */
export async function startPortal({
  env = {},
  dataDir: reused,
  run = 'compiled',
}: PortalOptions = {}): Promise<PortalServer> {
  const dataDir = reused ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'portal-process-')));
  const port = await freePort();
  // Not vitest's NODE_ENV=test: the portal runs as it does for a citizen.
  const environment = { ...process.env };
  delete environment.NODE_ENV;
  const child: ChildProcess = spawn(process.execPath, ENTRIES[run], {
    env: {
      ...environment,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`portal did not start:\n${output}`)), 120_000);
    child.stdout?.on('data', () => {
      if (output.includes('Portal ready')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on('exit', (code) => reject(new Error(`portal exited with ${code}:\n${output}`)));
  });
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  return {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    pid: child.pid!,
    exited,
    output: () => output,
    stop: async ({ keepData = false } = {}) => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      if (!keepData) await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
