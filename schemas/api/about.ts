import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { serverImageSchema } from './content';

/**
 * GET /about-reserve (docs/requirements.md §P3, About content): like the appearance settings, every text in both
 * languages (`_ar`, `_en`), the client picks; bodies of tabs are sanitised HTML.
 */

const text = { type: 'string' } as const;

const attachmentSchema = {
  type: 'object',
  required: ['path', 'mime_type'],
  additionalProperties: false,
  properties: {
    path: text,
    mime_type: { type: 'string', description: "The file's media type: image/jpeg is shown as a thumbnail." },
  },
} as const satisfies JSONSchema;
export type AboutAttachment = FromSchema<typeof attachmentSchema>;

const aboutTabSchema = {
  type: 'object',
  required: ['id', 'title_ar', 'title_en', 'body_ar', 'body_en', 'image', 'attachments'],
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    title_ar: text,
    title_en: text,
    body_ar: { type: 'string', description: 'HTML, sanitised when stored (schemas/api/html-body.ts).' },
    body_en: { type: 'string', description: 'HTML, sanitised when stored (schemas/api/html-body.ts).' },
    image: { anyOf: [serverImageSchema, { type: 'null' }] },
    attachments: { type: 'array', items: attachmentSchema },
  },
} as const satisfies JSONSchema;
export type AboutTab = FromSchema<typeof aboutTabSchema>;

/** A goal or a pillar of the authority. */
const strategyItemSchema = {
  type: 'object',
  required: ['icon', 'title_ar', 'title_en'],
  additionalProperties: false,
  properties: { icon: serverImageSchema, title_ar: text, title_en: text },
} as const satisfies JSONSchema;
export type AboutStrategyItem = FromSchema<typeof strategyItemSchema>;

const statisticSchema = {
  type: 'object',
  required: ['image', 'value', 'title_ar', 'title_en'],
  additionalProperties: false,
  properties: {
    image: serverImageSchema,
    value: { type: 'string', description: 'As written, the same in both languages ("28,000").' },
    title_ar: text,
    title_en: text,
  },
} as const satisfies JSONSchema;
export type AboutStatistic = FromSchema<typeof statisticSchema>;

const taskSchema = {
  type: 'object',
  required: ['body_ar', 'body_en'],
  additionalProperties: false,
  properties: {
    body_ar: { type: 'string', description: 'Plain text.' },
    body_en: { type: 'string', description: 'Plain text.' },
  },
} as const satisfies JSONSchema;
export type AboutTask = FromSchema<typeof taskSchema>;

/** Everything the about page draws besides the appearance settings (partners and achievements are there). */
export const aboutReserveSchema = {
  type: 'object',
  required: ['tabs', 'goals', 'pillars', 'statistics', 'tasks'],
  additionalProperties: false,
  properties: {
    tabs: { type: 'array', items: aboutTabSchema },
    goals: { type: 'array', items: strategyItemSchema },
    pillars: { type: 'array', items: strategyItemSchema },
    statistics: { type: 'array', items: statisticSchema },
    tasks: { type: 'array', items: taskSchema },
  },
} as const satisfies JSONSchema;
export type AboutReserve = FromSchema<typeof aboutReserveSchema>;
