import { pathToFileURL } from 'node:url';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { rotateGeneratedKey } from './services/permit-proof/signing-keys';

/**
 * `npm run permit-keys:rotate`: in the database the environment names (as the server does: DATABASE_URL,
 * else DATA_DIR), retires the generated permit-signing key and makes a new one, which the server signs
 * with from its next start. Returns the new key's id.
 */
export async function rotatePermitKeysFromCommandLine(env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const config = loadConfig(env);
  if (config.permitSigningKey)
    throw new ConfigError(
      'PERMIT_SIGNING_KEY is set, so the server signs with that key: to rotate, set a new key there and restart',
    );
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: `${config.dataDir}/db` },
  );
  try {
    await database.migrate();
    return await rotateGeneratedKey(database.db);
  } finally {
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  rotatePermitKeysFromCommandLine().then(
    (kid) =>
      console.log(
        `New permit-signing key ${kid}. The server signs with it from its next start; the old key stays published.`,
      ),
    (error: unknown) => {
      console.error(error instanceof ConfigError ? error.message : error);
      process.exit(1);
    },
  );
}
