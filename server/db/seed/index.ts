import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../client';
import { appMeta } from '../schema';
import { seedNewPermits } from './new-permits';
import { SEED_STEP_KEYS } from './step-keys';

/**
 * Loads the bilingual demo content, reference lists and demo accounts, each step once, then what a
 * permit folder added since brings: true if anything was loaded now.
 */
export async function seedOnFirstStart(db: Database): Promise<boolean> {
  const ranSteps = await runSeedSteps(db);
  return (await seedNewPermits(db)) || ranSteps;
}

async function runSeedSteps(db: Database): Promise<boolean> {
  const done = await db
    .select({ key: appMeta.key })
    .from(appMeta)
    .where(inArray(appMeta.key, [...SEED_STEP_KEYS]));
  // A database seeded before opens without loading the content and its sanitiser at all.
  if (done.length === SEED_STEP_KEYS.length) return false;
  const { seedSteps } = await import('./steps');
  let ranAny = false;
  for (const key of SEED_STEP_KEYS) {
    // Checked again inside the step's transaction: two processes may start on one PostgreSQL at once.
    const ran = await db.transaction(async (tx) => {
      const stepDone = await tx.select().from(appMeta).where(eq(appMeta.key, key));
      if (stepDone.length > 0) return false;
      await seedSteps[key](tx);
      await tx.insert(appMeta).values({ key, value: new Date().toISOString() });
      return true;
    });
    ranAny ||= ran;
  }
  return ranAny;
}
