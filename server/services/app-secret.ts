import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appMeta } from '../db/schema';
import { newSecret } from './accounts/secrets';

const KEY = 'app_secret';

/**
 * The secret that signs e-mail links and captchas: APP_SECRET when set, otherwise one generated on
 * the first start and kept in the database, so every process and every restart agrees on it.
 */
export async function loadAppSecret(db: Database, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db.insert(appMeta).values({ key: KEY, value: newSecret() }).onConflictDoNothing();
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, KEY));
  if (!row) throw new Error('The application secret could not be stored');
  return row.value;
}
