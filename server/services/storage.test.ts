import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STAGING_MAX_AGE_MS, sweepStagingFiles, UploadBatch } from './storage';

describe('sweeping staging files', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'uploads-'));
  });
  afterEach(() => fs.rm(dir, { recursive: true, force: true }));

  const ageBy = async (name: string, ms: number) => {
    const then = new Date(Date.now() - ms);
    await fs.utimes(path.join(dir, name), then, then);
  };

  it('removes staging files older than the age given and keeps younger ones and every stored file', async () => {
    const batch = new UploadBatch(dir);
    const young = await batch.stage(Buffer.from('young'), 'png');
    await fs.writeFile(path.join(dir, '.staging-old.pdf'), 'left by a dead request');
    await ageBy('.staging-old.pdf', STAGING_MAX_AGE_MS + 1000);
    await fs.writeFile(path.join(dir, 'stored.pdf'), 'recorded');
    await ageBy('stored.pdf', STAGING_MAX_AGE_MS * 10);

    expect(await sweepStagingFiles(dir, STAGING_MAX_AGE_MS)).toBe(1);
    expect((await fs.readdir(dir)).sort()).toEqual([`.staging-${young}`, 'stored.pdf']);
    expect(await sweepStagingFiles(dir, 0)).toBe(1);
    expect(await fs.readdir(dir)).toEqual(['stored.pdf']);
  });

  it('finds nothing to sweep in a folder that does not exist yet', async () => {
    expect(await sweepStagingFiles(path.join(dir, 'not-yet'), 0)).toBe(0);
  });
});
