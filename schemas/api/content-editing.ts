import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import type { Locale } from '../locale';
import type { FormId } from '../registry';

/**
 * The content types editors manage, by their name in /admin/content/<name>: the form each is edited by,
 * and the fields of that form that name an item (its title in each language). A `fixed` type is a set
 * the portal itself defines (the permit services, the pages with a header image): editors edit its items but neither add nor delete
 * one; its list offers no Add, its items no Delete, and the API has no such POST or DELETE (404).
 */
export const editableContent = {
  faqs: { form: 'admin/content-faq', title: { ar: 'question_ar', en: 'question_en' } },
  articles: { form: 'admin/content-article', title: { ar: 'title_ar', en: 'title_en' } },
  'camping-locations': { form: 'admin/content-camping-location', title: { ar: 'name_ar', en: 'name_en' } },
  'permit-areas': { form: 'admin/content-permit-area', title: { ar: 'name_ar', en: 'name_en' } },
  jobs: { form: 'admin/content-job', title: { ar: 'title_ar', en: 'title_en' } },
  surveys: { form: 'admin/content-survey', title: { ar: 'title_ar', en: 'title_en' } },
  'permit-regions': { form: 'admin/content-permit-region', title: { ar: 'name_ar', en: 'name_en' } },
  apiaries: { form: 'admin/content-apiary', title: { ar: 'name_ar', en: 'name_en' } },
  'apiary-locations': { form: 'admin/content-apiary-location', title: { ar: 'name_ar', en: 'name_en' } },
  'research-categories': { form: 'admin/content-research-category', title: { ar: 'title_ar', en: 'title_en' } },
  'reserve-areas': { form: 'admin/content-reserve-area', title: { ar: 'name_ar', en: 'name_en' } },
  'permit-settings': {
    form: 'admin/content-permit-setting',
    title: { ar: 'description_ar', en: 'description_en' },
    fixed: true,
  },
  'page-headers': {
    form: 'admin/content-page-header',
    title: { ar: 'page_ar', en: 'page_en' },
    fixed: true,
  },
  activities: { form: 'admin/content-activity', title: { ar: 'title_ar', en: 'title_en' } },
  'top-bar-items': { form: 'admin/content-top-bar-item', title: { ar: 'title_ar', en: 'title_en' } },
  'footer-links': { form: 'admin/content-footer-link', title: { ar: 'label_ar', en: 'label_en' } },
  'about-tasks': { form: 'admin/content-about-task', title: { ar: 'body_ar', en: 'body_en' } },
  'about-statistics': { form: 'admin/content-about-statistic', title: { ar: 'title_ar', en: 'title_en' } },
  'about-strategy-items': { form: 'admin/content-about-strategy-item', title: { ar: 'title_ar', en: 'title_en' } },
  'showcase-links': { form: 'admin/content-showcase-link', title: { ar: 'url', en: 'url' } },
  'quick-links': { form: 'admin/content-quick-link', title: { ar: 'title_ar', en: 'title_en' } },
  albums: { form: 'admin/content-album', title: { ar: 'title_ar', en: 'title_en' } },
  'studies-reports': { form: 'admin/content-study-report', title: { ar: 'title_ar', en: 'title_en' } },
} as const satisfies Record<string, { form: FormId; title: Record<Locale, string>; fixed?: true }>;
export type EditableContentName = keyof typeof editableContent;

/** Whether a type's items are a fixed set: edited, never added or deleted. */
export const isFixedContent = (name: EditableContentName): boolean => 'fixed' in editableContent[name];

/** What an edit did to an item. */
export const contentEditActions = ['created', 'edited', 'deleted'] as const;
export type ContentEditAction = (typeof contentEditActions)[number];

/** Where a published item stands with the public: kept back, waiting for its time, or shown. */
export const contentStates = ['draft', 'scheduled', 'published'] as const;
export type ContentState = (typeof contentStates)[number];

/**
 * One item of a content type in the editors' list: its id and its title in both languages, Arabic first,
 * and, for a type that publishes (articles), its state with the moment a scheduled one shows.
 */
export const contentSummarySchema = {
  type: 'object',
  required: ['id', 'title_ar', 'title_en'],
  additionalProperties: false,
  properties: {
    id: { type: 'string' },
    title_ar: { type: 'string' },
    title_en: { type: 'string' },
    state: { type: 'string', enum: contentStates },
    publish_at: { type: 'string', format: 'date-time', description: 'When a scheduled item shows.' },
  },
} as const satisfies JSONSchema;
export type ContentSummary = FromSchema<typeof contentSummarySchema>;

/** One entry of an item's edit history: who did what, when, and which fields it changed (before and after). */
export const contentEditSchema = {
  type: 'object',
  required: ['action', 'actor', 'at', 'changes'],
  additionalProperties: false,
  properties: {
    action: { type: 'string', enum: contentEditActions },
    actor: { type: 'string' },
    at: { type: 'string', format: 'date-time' },
    changes: {
      type: 'object',
      additionalProperties: {
        type: 'object',
        required: ['before', 'after'],
        additionalProperties: false,
        properties: { before: {}, after: {} },
      },
    },
  },
} as const satisfies JSONSchema;
export type ContentEdit = FromSchema<typeof contentEditSchema>;

/**
 * An item as its editor opens it: the values of its form (the type's schemas/admin/content-<type>/), its
 * history, newest first, and its revision, which a save or a delete names in `If-Match` (also the ETag).
 */
export const contentItemSchema = {
  type: 'object',
  required: ['id', 'revision', 'values', 'history'],
  additionalProperties: false,
  properties: {
    id: { type: 'string' },
    revision: { type: 'string', pattern: '^\\d+$' },
    values: { type: 'object', additionalProperties: true },
    history: { type: 'array', items: contentEditSchema },
    preview: {
      type: 'string',
      description:
        "Of a type with a public page (articles): that page's address with a signed `preview` token, which shows the item as stored even unpublished, for a few hours.",
    },
  },
} as const satisfies JSONSchema;
export type ContentItem = FromSchema<typeof contentItemSchema>;

/** `If-Match` on a save or a delete: the revision the editor opened, as its ETag (`"12"`). */
export const revisionHeaders = {
  type: 'object',
  properties: { 'if-match': { type: 'string', pattern: '^"\\d+"$' } },
} as const satisfies JSONSchema;

/** The ETag of a revision, as `If-Match` names it. */
export const etagOf = (revision: string) => `"${revision}"`;
