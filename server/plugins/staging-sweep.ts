import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { STAGING_MAX_AGE_MS, sweepStagingFiles } from '../services/storage';

const SWEEP_EVERY_MS = 10 * 60 * 1000;

/**
 * Sweeps staging files left by requests that died, at start-up and every ten minutes. With the
 * embedded database one process owns DATA_DIR, so at start-up every staging file is an orphan; with
 * DATABASE_URL several processes may share the uploads, so only files older than any request are.
 */
export const stagingSweep = fp(async (app: FastifyInstance) => {
  const { uploadsDir, contentImagesDir, reportsDir, databaseUrl } = app.config;
  const sweep = async (olderThanMs: number) => {
    let removed = 0;
    // Editors' images and reports are staged as citizens' files are, each in their own folder.
    for (const dir of [uploadsDir, contentImagesDir, reportsDir]) removed += await sweepStagingFiles(dir, olderThanMs);
    if (removed > 0) app.log.warn({ removed }, 'removed staging files of requests that did not finish');
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await sweep(databaseUrl ? STAGING_MAX_AGE_MS : 0);
    timer = setInterval(
      () => sweep(STAGING_MAX_AGE_MS).catch((error: unknown) => app.log.error({ err: error }, 'staging sweep failed')),
      SWEEP_EVERY_MS,
    );
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
});
