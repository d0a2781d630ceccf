import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

const STAGING_PREFIX = '.staging-';

/** A staging file older than this belongs to no live request: a submission stages its files and commits in seconds. */
export const STAGING_MAX_AGE_MS = 60 * 60 * 1000;

/**
 * The files of one submission under DATA_DIR/uploads: written first under temporary names,
 * renamed to their random stored names once the rows are in, or all removed on any failure,
 * so a refused or failed request leaves no file behind.
 */
export class UploadBatch {
  private readonly storedNames: string[] = [];

  constructor(private readonly uploadsDir: string) {}

  /** Writes the bytes under a temporary name and returns the random name they will be stored as. */
  async stage(bytes: Uint8Array, extension: string | undefined): Promise<string> {
    const storedName = `${randomUUID()}${extension ? `.${extension}` : ''}`;
    await fs.mkdir(this.uploadsDir, { recursive: true });
    this.storedNames.push(storedName);
    await fs.writeFile(this.pathOf(STAGING_PREFIX + storedName), bytes, { flag: 'wx' });
    return storedName;
  }

  /** Gives every staged file its stored name; call inside the transaction that records them. */
  async keep(): Promise<void> {
    for (const name of this.storedNames) await fs.rename(this.pathOf(STAGING_PREFIX + name), this.pathOf(name));
  }

  /** Removes every file of the batch, staged or kept. */
  async discard(): Promise<void> {
    await Promise.all(
      this.storedNames.flatMap((name) =>
        [STAGING_PREFIX + name, name].map((file) => fs.rm(this.pathOf(file), { force: true })),
      ),
    );
  }

  // Stored names are ours (random), never a citizen's file name.
  private pathOf(storedName: string): string {
    return path.join(this.uploadsDir, storedName);
  }
}

/** The columns of a stored file, as every attachment table has them. */
export interface StoredFileColumns {
  originalName: string;
  storedName: string;
  mimeType: string;
  sizeBytes: number;
  sha256: string;
}

/** What storeUploads needs of an accepted upload (server/lib/multipart-form.ts UploadedFile). */
interface Upload {
  descriptor: { name: string; type: string; size: number };
  bytes: Uint8Array;
  sha256: string;
  extension: string | undefined;
}

/**
 * THE way a request keeps its uploads: stages them, then runs `record` with their columns; `record`
 * writes its rows in a transaction and calls `keep` inside it, so the files and rows exist together
 * or, on any failure, neither does.
 */
export async function storeUploads<T>(
  uploadsDir: string,
  uploads: readonly Upload[],
  record: (files: StoredFileColumns[], keep: () => Promise<void>) => Promise<T>,
): Promise<T> {
  const batch = new UploadBatch(uploadsDir);
  try {
    const files: StoredFileColumns[] = [];
    for (const upload of uploads) {
      const { name, type, size } = upload.descriptor;
      files.push({
        originalName: name,
        storedName: await batch.stage(upload.bytes, upload.extension),
        mimeType: type,
        sizeBytes: size,
        sha256: upload.sha256,
      });
    }
    return await record(files, () => batch.keep());
  } catch (error) {
    await batch.discard();
    throw error;
  }
}

/**
 * Removes the staging files of requests that died between writing a file and recording it (a crash,
 * a kill), older than `olderThanMs`; returns how many. A file that vanishes meanwhile is not an error.
 */
export async function sweepStagingFiles(uploadsDir: string, olderThanMs: number): Promise<number> {
  const names = await fs.readdir(uploadsDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const bornBefore = Date.now() - olderThanMs;
  let removed = 0;
  for (const name of names.filter((file) => file.startsWith(STAGING_PREFIX))) {
    const file = path.join(uploadsDir, name);
    const stats = await fs.stat(file).catch(() => undefined);
    if (!stats || stats.mtimeMs > bornBefore) continue;
    await fs.rm(file, { force: true });
    removed += 1;
  }
  return removed;
}
