/** Each step runs once in a database's life, in this order; a later release may add steps, never change one. */
export const SEED_STEP_KEYS = [
  'demo_content_loaded_at',
  'places_loaded_at',
  'demo_accounts_loaded_at',
  'research_categories_loaded_at',
  'permit_places_loaded_at',
  'studies_reports_loaded_at',
  'faqs_loaded_at',
  'activities_loaded_at',
  'jobs_loaded_at',
  'surveys_loaded_at',
  'albums_loaded_at',
  'about_loaded_at',
  'footer_groups_named_in_english_at',
  'service_levels_loaded_at',
] as const;

export type SeedStepKey = (typeof SEED_STEP_KEYS)[number];
