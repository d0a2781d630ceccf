import type { Database } from '../client';
import { seedAbout } from './about';
import { seedActivities } from './activities';
import { seedAlbums } from './albums';
import { nameFooterGroupsInEnglish, seedDemoContent } from './demo-content';
import { seedFaqs } from './faqs';
import { seedJobs } from './jobs';
import {
  seedDemoAccounts,
  seedPermitPlaces,
  seedPlaces,
  seedResearchCategories,
  seedServiceLevels,
} from './reference-and-demo';
import { seedStudiesReports } from './studies-reports';
import type { SeedStepKey } from './step-keys';
import { seedSurveys } from './surveys';

/** What each seed step does; step-keys.ts holds their order. */
export const seedSteps: Record<SeedStepKey, (db: Database) => Promise<void>> = {
  demo_content_loaded_at: seedDemoContent,
  places_loaded_at: seedPlaces,
  demo_accounts_loaded_at: seedDemoAccounts,
  research_categories_loaded_at: seedResearchCategories,
  permit_places_loaded_at: seedPermitPlaces,
  studies_reports_loaded_at: seedStudiesReports,
  faqs_loaded_at: seedFaqs,
  activities_loaded_at: seedActivities,
  jobs_loaded_at: seedJobs,
  surveys_loaded_at: seedSurveys,
  albums_loaded_at: seedAlbums,
  about_loaded_at: seedAbout,
  footer_groups_named_in_english_at: nameFooterGroupsInEnglish,
  service_levels_loaded_at: seedServiceLevels,
};
