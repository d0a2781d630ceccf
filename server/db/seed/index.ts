import { eq } from 'drizzle-orm';
import type { Database } from '../client';
import { appMeta } from '../schema';
import { seedAbout } from './about';
import { seedActivities } from './activities';
import { seedAlbums } from './albums';
import { nameFooterGroupsInEnglish, seedDemoContent } from './demo-content';
import { seedFaqs } from './faqs';
import { seedJobs } from './jobs';
import { seedDemoAccounts, seedPermitPlaces, seedPlaces, seedResearchCategories } from './reference-and-demo';
import { seedStudiesReports } from './studies-reports';
import { seedSurveys } from './surveys';

/** Each step runs once in a database's life, in this order; a later release may add steps, never change one. */
const seedSteps: { key: string; run: (db: Database) => Promise<void> }[] = [
  { key: 'demo_content_loaded_at', run: seedDemoContent },
  { key: 'places_loaded_at', run: seedPlaces },
  { key: 'demo_accounts_loaded_at', run: seedDemoAccounts },
  { key: 'research_categories_loaded_at', run: seedResearchCategories },
  { key: 'permit_places_loaded_at', run: seedPermitPlaces },
  { key: 'studies_reports_loaded_at', run: seedStudiesReports },
  { key: 'faqs_loaded_at', run: seedFaqs },
  { key: 'activities_loaded_at', run: seedActivities },
  { key: 'jobs_loaded_at', run: seedJobs },
  { key: 'surveys_loaded_at', run: seedSurveys },
  { key: 'albums_loaded_at', run: seedAlbums },
  { key: 'about_loaded_at', run: seedAbout },
  { key: 'footer_groups_named_in_english_at', run: nameFooterGroupsInEnglish },
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
