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

/**
 * Starts the portal exactly as `npm start` does (after its build), with the embedded database, on a
 * fresh DATA_DIR or on `dataDir` (to start again where a stopped or killed server left off).
 */
export async function startPortal({ env = {}, dataDir: reused }: { env?: NodeJS.ProcessEnv; dataDir?: string } = {}): Promise<PortalServer> {
  const dataDir = reused ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'portal-process-')));
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, DATABASE_URL: '', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`portal did not start:\n${output}`)), 60_000);
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
    stop: async ({ keepData = false } = {}) => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      if (!keepData) await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
