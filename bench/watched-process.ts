import { spawn, type SpawnOptions } from 'node:child_process';
import { onCleanup } from './cleanup';

export interface WatchedProcess {
  /** Its process id, while it runs. */
  pid: number | undefined;
  /** Everything it printed so far, stdout and stderr together. */
  output(): string;
  /** Why it ended, or null while it runs. */
  exitReason(): string | null;
  /** Sends the signal, waits up to graceMs, then kills; also runs on the bench's cleanup. */
  stop(): Promise<void>;
}

/** A child process whose output and exit are recorded and which is stopped on cleanup. */
export function spawnWatched(
  command: string,
  args: string[],
  options: SpawnOptions & { stopSignal: NodeJS.Signals; graceMs: number },
): WatchedProcess {
  const { stopSignal, graceMs, ...spawnOptions } = options;
  const child = spawn(command, args, { ...spawnOptions, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let exitReason: string | null = null;
  const exited = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      exitReason = `exit code ${code ?? signal}`;
      resolve();
    });
    child.once('error', (error) => {
      exitReason = error.message;
      resolve();
    });
  });
  const stop = async () => {
    unregister();
    if (exitReason !== null) return;
    child.kill(stopSignal);
    const forced = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await exited;
    clearTimeout(forced);
  };
  const unregister = onCleanup(stop);
  return { pid: child.pid, output: () => output, exitReason: () => exitReason, stop };
}
