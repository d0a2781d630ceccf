import fs from 'node:fs';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedOnFirstStart } from './db/seed';

/** Starts the portal: one process serving the browser app at / and the API at /api/v1. */
async function main() {
  const startedAt = performance.now();
  const config = loadConfig();
  fs.mkdirSync(config.uploadsDir, { recursive: true });
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: `${config.dataDir}/db` },
  );
  await database.migrate();
  if (await seedOnFirstStart(database.db)) console.log('Loaded the bilingual demo content.');

  const app = await buildApp({
    config,
    db: database.db,
    listen: database.listen,
    logger: { level: config.logLevel },
  });
  // The database closes after the app, whose onClose hooks may still be finishing work that uses it.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(
      signal,
      () =>
        void app
          .close()
          .then(() => database.close())
          .then(() => process.exit(0)),
    );
  }
  await app.listen({ port: config.port, host: config.host });
  const shownHost = config.host === '0.0.0.0' ? 'localhost' : config.host;
  console.log(
    `Portal ready on http://${shownHost}:${config.port} (${database.engine}, ${Math.round(performance.now() - startedAt)} ms)`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
  process.exit(1);
});
