import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import {
  aboutContentSchema,
  accountsContentSchema,
  activitiesContentSchema,
  albumsContentSchema,
  appearanceContentSchema,
  articlesContentSchema,
  countriesContentSchema,
  faqsContentSchema,
  jobsContentSchema,
  permitPlacesContentSchema,
  researchCategoriesContentSchema,
  reserveAreasContentSchema,
  serviceLevelsContentSchema,
  studiesReportsContentSchema,
  surveysContentSchema,
} from '../../../schemas/api/content-entries';
import about from './content/about.json';
import accounts from './content/accounts.json';
import activities from './content/activities.json';
import albums from './content/albums.json';
import appearance from './content/appearance.json';
import articles from './content/articles.json';
import countries from './content/countries.json';
import faqs from './content/faqs.json';
import jobs from './content/jobs.json';
import permitPlaces from './content/permit-places.json';
import researchCategories from './content/research-categories.json';
import reserveAreas from './content/reserve-areas.json';
import serviceLevels from './content/service-levels.json';
import studiesReports from './content/studies-reports.json';
import surveys from './content/surveys.json';

/** Every file of content/ with the schema (schemas/api/content-entries.ts) its content keeps to. */
export const contentFiles = {
  'about.json': { content: about, schema: aboutContentSchema },
  'accounts.json': { content: accounts, schema: accountsContentSchema },
  'activities.json': { content: activities, schema: activitiesContentSchema },
  'albums.json': { content: albums, schema: albumsContentSchema },
  'appearance.json': { content: appearance, schema: appearanceContentSchema },
  'articles.json': { content: articles, schema: articlesContentSchema },
  'countries.json': { content: countries, schema: countriesContentSchema },
  'faqs.json': { content: faqs, schema: faqsContentSchema },
  'jobs.json': { content: jobs, schema: jobsContentSchema },
  'permit-places.json': { content: permitPlaces, schema: permitPlacesContentSchema },
  'research-categories.json': { content: researchCategories, schema: researchCategoriesContentSchema },
  'reserve-areas.json': { content: reserveAreas, schema: reserveAreasContentSchema },
  'service-levels.json': { content: serviceLevels, schema: serviceLevelsContentSchema },
  'studies-reports.json': { content: studiesReports, schema: studiesReportsContentSchema },
  'surveys.json': { content: surveys, schema: surveysContentSchema },
};

export type ContentFile = keyof typeof contentFiles;

const ajv = new Ajv({ allErrors: true });
addFormats(ajv);

/** Where `content` breaks `schema`, one line a fault; empty when it keeps to it. */
export function contentFaults(content: unknown, schema: object): string[] {
  const validate = ajv.compile(schema);
  if (validate(content)) return [];
  return (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? 'is invalid'}`);
}

/** The content of `file`, once checked: a file an editor broke stops the seed, saying where. */
export function seedContent<F extends ContentFile>(file: F): (typeof contentFiles)[F]['content'] {
  const { content, schema } = contentFiles[file];
  const faults = contentFaults(content, schema);
  if (faults.length > 0)
    throw new Error(`server/db/seed/content/${file} does not match its schema:\n${faults.join('\n')}`);
  return content;
}
