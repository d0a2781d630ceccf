import { eq } from 'drizzle-orm';
import type { Database } from '../client';
import { appMeta } from '../schema';
import { seedDemoContent } from './demo-content';

const SEEDED_KEY = 'demo_content_loaded_at';

/** Loads the bilingual demo content once: on the first start of an empty database only. */
export async function seedOnFirstStart(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    const done = await tx.select().from(appMeta).where(eq(appMeta.key, SEEDED_KEY));
    if (done.length > 0) return false;
    await seedDemoContent(tx as unknown as Database);
    await tx.insert(appMeta).values({ key: SEEDED_KEY, value: new Date().toISOString() });
    return true;
  });
}
