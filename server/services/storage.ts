import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

const STAGING_PREFIX = '.staging-';

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
      this.storedNames.flatMap((name) => [STAGING_PREFIX + name, name].map((file) => fs.rm(this.pathOf(file), { force: true }))),
    );
  }

  // Stored names are ours (random), never a citizen's file name.
  private pathOf(storedName: string): string {
    return path.join(this.uploadsDir, storedName);
  }
}
