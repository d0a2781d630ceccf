import { eq } from 'drizzle-orm';
import type { Database } from '../client';
import { appMeta } from '../schema';
import { seedDemoContent } from './demo-content';
import { seedFaqs } from './faqs';
import { seedDemoAccounts, seedPermitPlaces, seedPlaces, seedResearchCategories } from './reference-and-demo';
import { seedStudiesReports } from './studies-reports';

/** Each step runs once in a database's life, in this order; a later release may add steps, never change one. */
const seedSteps: { key: string; run: (db: Database) => Promise<void> }[] = [
  { key: 'demo_content_loaded_at', run: seedDemoContent },
  { key: 'places_loaded_at', run: seedPlaces },
  { key: 'demo_accounts_loaded_at', run: seedDemoAccounts },
  { key: 'research_categories_loaded_at', run: seedResearchCategories },
  { key: 'permit_places_loaded_at', run: seedPermitPlaces },
  { key: 'studies_reports_loaded_at', run: seedStudiesReports },
  { key: 'faqs_loaded_at', run: seedFaqs },
];

/** Loads the bilingual demo content, reference lists and demo accounts, each step once: true if any step ran now. */
export async function seedOnFirstStart(db: Database): Promise<boolean> {
  let ranAny = false;
  for (const step of seedSteps) {
    const ran = await db.transaction(async (tx) => {
      const done = await tx.select().from(appMeta).where(eq(appMeta.key, step.key));
      if (done.length > 0) return false;
      await step.run(tx as unknown as Database);
      await tx.insert(appMeta).values({ key: step.key, value: new Date().toISOString() });
      return true;
    });
    ranAny ||= ran;
  }
  return ranAny;
}
