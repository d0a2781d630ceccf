import { aboutReserveSchema } from './about';
import { currentUserSchema, citySchema, countrySchema } from './accounts';
import { activityDetailSchema } from './activities';
import { albumFileSchema, albumSchema } from './albums';
import { appearanceSchema, articleSchema, reserveAreaSchema } from './content';
import { faqSchema } from './faqs';
import { jobDetailSchema } from './jobs';
import { permitTypes, researchCategorySchema } from './member';
import { permitSettingKeys } from './permits';
import { questionSchema } from './questions';
import { studyReportSchema } from './studies-reports';
import { surveyDetailSchema } from './surveys';

/**
 * The demo content files (server/db/seed/content/*.json), each entry described by the answer that serves it: the
 * answer's fields the database makes (uuid, id) left out, a field in the request's language written once per
 * language (`title` as `title_ar` and `title_en`), and what an entry stores its own way (an image as its path).
 * The seed refuses a file that does not match, so an edited file cannot load what the API would not answer.
 */

interface ObjectSchema {
  type: 'object';
  required?: readonly string[];
  additionalProperties?: unknown;
  properties: Record<string, unknown>;
}

interface EntryShape {
  /** Answer fields the entry does not carry: made by the database, decided by the request, or stored otherwise. */
  omit?: readonly string[];
  /** Answer fields in the request's language: the entry has `<field>_ar` and `<field>_en`. */
  bilingual?: readonly string[];
  /** Fields of the entry that are not the answer's (an image's path rather than `{ path }`), all required. */
  stored?: Record<string, unknown>;
  /** Of those, the ones an entry may leave out. */
  optional?: readonly string[];
}

/** The schema of a content entry that the API serves as `answer`. */
export function contentEntryOf(
  answer: ObjectSchema,
  { omit = [], bilingual = [], stored = {}, optional = [] }: EntryShape,
): ObjectSchema {
  const properties: Record<string, unknown> = {};
  const required: string[] = [];
  for (const [name, schema] of Object.entries(answer.properties)) {
    if (omit.includes(name)) continue;
    const names = bilingual.includes(name) ? [`${name}_ar`, `${name}_en`] : [name];
    for (const entryName of names) properties[entryName] = schema;
    if (answer.required?.includes(name)) required.push(...names);
  }
  Object.assign(properties, stored);
  required.push(...Object.keys(stored).filter((name) => !optional.includes(name)));
  return { type: 'object', required, additionalProperties: false, properties };
}

const listOf = (items: unknown) => ({ type: 'array', items }) as const;
const text = { type: 'string' } as const;
/** An image or a file of the site, by its absolute path (/demo/…). */
const sitePath = { type: 'string', pattern: '^/' } as const;
const optionalSitePath = { anyOf: [sitePath, { type: 'null' }] } as const;
const dateTime = { type: 'string', format: 'date-time' } as const;

const about = aboutReserveSchema.properties;
const strategyItem = contentEntryOf(about.goals.items, { omit: ['icon'], stored: { icon_path: sitePath } });

/** about.json: the about page's tabs, goals, pillars, statistics and tasks, already in both languages. */
export const aboutContentSchema = {
  type: 'object',
  required: [...aboutReserveSchema.required],
  additionalProperties: false,
  properties: {
    tabs: listOf(contentEntryOf(about.tabs.items, { omit: ['id', 'image'], stored: { image_path: optionalSitePath } })),
    goals: listOf(strategyItem),
    pillars: listOf(strategyItem),
    statistics: listOf(contentEntryOf(about.statistics.items, { omit: ['image'], stored: { image_path: sitePath } })),
    tasks: listOf(about.tasks.items),
  },
} as const;

/** accounts.json: the demo accounts (GET /me), each with its password. */
export const accountsContentSchema = listOf(
  contentEntryOf(currentUserSchema, {
    omit: [
      'uuid',
      'email_verified',
      'country',
      'city',
      'is_reserve_resident',
      'personal_image',
      'contact_method',
      'language',
    ],
    stored: { password: { type: 'string', minLength: 8 } },
  }),
);

const activity = activityDetailSchema.properties;
/** activities.json: the demo activities of the four types. */
export const activitiesContentSchema = listOf(
  contentEntryOf(activityDetailSchema, {
    omit: ['uuid', 'user_volunteered', 'from', 'to', 'imageFile', 'images', 'location'],
    bilingual: ['title', 'description', 'terms', 'location_name'],
    stored: {
      starts_at: activity.from,
      ends_at: activity.to,
      image_path: optionalSitePath,
      images: listOf(sitePath),
      location_url: activity.location,
    },
  }),
);

/** albums.json: the tags (by key, in both languages), the photos (by path, with size and alternatives) and the albums naming them. */
export const albumsContentSchema = {
  type: 'object',
  required: ['tags', 'photos', 'albums'],
  additionalProperties: false,
  properties: {
    tags: {
      type: 'object',
      additionalProperties: {
        type: 'object',
        required: ['ar', 'en'],
        additionalProperties: false,
        properties: { ar: text, en: text },
      },
    },
    photos: {
      type: 'object',
      additionalProperties: contentEntryOf(albumFileSchema, { omit: ['path'], bilingual: ['alt'] }),
    },
    albums: listOf(
      contentEntryOf(albumSchema, {
        omit: ['uuid', 'tags', 'files'],
        bilingual: ['title'],
        stored: { tags: listOf(text), photos: { type: 'array', minItems: 1, items: sitePath }, created_at: dateTime },
      }),
    ),
  },
} as const;

/** appearance.json: the settings of GET /appearance, images by their paths. */
export const appearanceContentSchema = {
  type: 'object',
  required: [...appearanceSchema.required],
  additionalProperties: false,
  properties: {
    top_bar: listOf(contentEntryOf(appearanceSchema.properties.top_bar.items, { omit: ['id'] })),
    footer_labels: appearanceSchema.properties.footer_labels,
    pages_headers: appearanceSchema.properties.pages_headers,
    quick_links: listOf(
      contentEntryOf(appearanceSchema.properties.quick_links.items, {
        omit: ['image'],
        stored: { image_path: sitePath },
      }),
    ),
    region: listOf(
      contentEntryOf(appearanceSchema.properties.region.items, {
        omit: ['large_image', 'small_image'],
        stored: { large_image_path: sitePath, small_image_path: sitePath },
      }),
    ),
    our_partners: listOf(
      contentEntryOf(appearanceSchema.properties.our_partners.items, {
        omit: ['image'],
        stored: { image_path: sitePath },
      }),
    ),
    achievements: listOf(
      contentEntryOf(appearanceSchema.properties.achievements.items, {
        omit: ['image'],
        stored: { image_path: sitePath },
      }),
    ),
  },
} as const;

/** articles.json: the news, newest first; each was published when it was written (publish_at is created_at). */
export const articlesContentSchema = listOf(
  contentEntryOf(articleSchema, {
    omit: ['uuid', 'image', 'publish_at'],
    bilingual: ['title', 'subtitle', 'description'],
    // What the image shows in each language, empty without one.
    stored: { image_path: optionalSitePath, image_alt_ar: text, image_alt_en: text },
  }),
);

/** countries.json: the countries of the registration form with their cities. */
export const countriesContentSchema = listOf(
  contentEntryOf(countrySchema, {
    omit: ['id'],
    stored: { cities: listOf(contentEntryOf(citySchema, { omit: ['id'] })) },
  }),
);

/** faqs.json: the questions, in the order shown. */
export const faqsContentSchema = listOf(contentEntryOf(faqSchema, { omit: ['id'], bilingual: ['question', 'answer'] }));

const optionSchema = questionSchema.properties.options.items;
/** A question of a job or a survey in both languages; a radio or checkbox question lists its options. */
const questionEntrySchema = contentEntryOf(questionSchema, {
  omit: ['options'],
  bilingual: ['question'],
  stored: { options: listOf(contentEntryOf(optionSchema, { bilingual: ['label'] })) },
  optional: ['options'],
});

/** jobs.json: the demo jobs, each with its questions and, if it has one, its closing time. */
export const jobsContentSchema = listOf(
  contentEntryOf(jobDetailSchema, {
    omit: ['uuid', 'applied_at', 'questions'],
    bilingual: ['title', 'description', 'requirements', 'responsibilities'],
    stored: { questions: listOf(questionEntrySchema), closes_at: { anyOf: [dateTime, { type: 'null' }] } },
  }),
);

const objectOf = (properties: Record<string, unknown>) =>
  ({ type: 'object', required: Object.keys(properties), additionalProperties: false, properties }) as const;
const names = { nameAr: text, nameEn: text };
const position = {
  type: 'integer',
  minimum: 1,
  description: 'The 1-based position of the row it belongs to, in its list.',
} as const;
const month = { type: 'integer', minimum: 1, maximum: 12 } as const;
const optionalDay = { anyOf: [{ type: 'string', format: 'date' }, { type: 'null' }] } as const;

/**
 * permit-places.json: each permit service's switch and description, and the places the permit forms offer
 * (GET permit-settings, regions, areas, apiary-locations, camping-locations); written as the tables hold them.
 */
export const permitPlacesContentSchema = objectOf({
  settings: listOf(
    objectOf({
      key: { type: 'string', enum: permitSettingKeys },
      enabled: { type: 'boolean' },
      descriptionAr: text,
      descriptionEn: text,
    }),
  ),
  regions: listOf(objectOf(names)),
  areas: listOf(
    objectOf({
      region: position,
      ...names,
      openToWorkPermits: { type: 'boolean' },
      closedFrom: optionalDay,
      closedUntil: optionalDay,
    }),
  ),
  apiaryLocations: listOf(objectOf({ ...names, imagePath: sitePath })),
  apiaries: listOf(
    objectOf({
      location: position,
      ...names,
      lat: { type: 'number' },
      lng: { type: 'number' },
      reservedByAuthority: { type: 'boolean' },
    }),
  ),
  campingLocations: listOf(objectOf({ ...names, seasonStartMonth: month, seasonEndMonth: month })),
});

/**
 * service-levels.json: the working days within which each permit type is answered (research's 15 are the
 * spec's, in server/lib/working-days.ts) and the days the authority is closed besides the weekend.
 */
export const serviceLevelsContentSchema = objectOf({
  serviceLevels: listOf(
    objectOf({
      type: { type: 'string', enum: permitTypes },
      workingDays: { type: 'integer', minimum: 1, maximum: 365 },
    }),
  ),
  holidays: listOf(objectOf({ day: { type: 'string', format: 'date' }, ...names })),
});

/** research-categories.json: the fields a research is filed under. */
export const researchCategoriesContentSchema = listOf(
  contentEntryOf(researchCategorySchema, { omit: ['id'], bilingual: ['title'] }),
);

/** reserve-areas.json: where a reserve resident may live. */
export const reserveAreasContentSchema = listOf(
  contentEntryOf(reserveAreaSchema, { omit: ['id'], bilingual: ['name'] }),
);

/** studies-reports.json: the studies and reports, each with the file its download serves. */
export const studiesReportsContentSchema = listOf(
  contentEntryOf(studyReportSchema, {
    omit: ['uuid'],
    bilingual: ['title'],
    stored: { file_path: sitePath, file_name: text, mime_type: text, size_bytes: { type: 'integer', minimum: 1 } },
  }),
);

/** surveys.json: the demo surveys with their questions. */
export const surveysContentSchema = listOf(
  contentEntryOf(surveyDetailSchema, {
    omit: ['uuid', 'answered', 'image', 'questions'],
    bilingual: ['title', 'description'],
    stored: { image_path: optionalSitePath, questions: listOf(questionEntrySchema) },
  }),
);
