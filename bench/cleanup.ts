import fs from 'node:fs/promises';
import path from 'node:path';
import { TMP_ROOT } from './paths';
import { errorMessage } from './stats';

type Cleanup = () => unknown;

/** Undo actions (stop a server, remove a dir), run newest first at the end or on Ctrl-C. */
const cleanups: Cleanup[] = [];

export function onCleanup(cleanup: Cleanup): () => void {
  cleanups.push(cleanup);
  return () => {
    const index = cleanups.indexOf(cleanup);
    if (index >= 0) cleanups.splice(index, 1);
  };
}

export async function runCleanups(): Promise<void> {
  for (let cleanup = cleanups.pop(); cleanup; cleanup = cleanups.pop()) {
    try {
      await cleanup();
    } catch (error) {
      console.error(`cleanup failed: ${errorMessage(error)}`);
    }
  }
}

/** Ctrl-C or a kill must not leave a portal, nginx or Chromium running, nor temp dirs behind. */
export function cleanUpOnSignals(): void {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping servers and removing temp dirs…`);
      void runCleanups().finally(() => process.exit(130));
    });
  }
}

/** A fresh directory under bench/.tmp, removed at the end. */
export async function makeTempDir(prefix: string): Promise<string> {
  await fs.mkdir(TMP_ROOT, { recursive: true });
  const dir = await fs.mkdtemp(path.join(TMP_ROOT, prefix));
  onCleanup(() => fs.rm(dir, { recursive: true, force: true }));
  return dir;
}

/** Removes bench/.tmp itself once it is empty (left alone if someone else uses it). */
export function removeTmpRootWhenEmpty(): void {
  onCleanup(() => fs.rmdir(TMP_ROOT).catch(() => undefined));
}
