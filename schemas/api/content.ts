import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { actionAnswerOf } from './envelopes';

/**
 * What the public content API answers, as JSON Schema (see envelopes.ts). Bilingual settings carry
 * both languages; content (articles, areas) comes in the request's language.
 */

const text = { type: 'string' } as const;
/** An image the server hosts, by its absolute site path. */
export const serverImageSchema = {
  type: 'object',
  required: ['path'],
  additionalProperties: false,
  properties: { path: text },
} as const satisfies JSONSchema;
export type ServerImage = FromSchema<typeof serverImageSchema>;

const topBarItemSchema = {
  type: 'object',
  required: ['id', 'title_ar', 'title_en'],
  additionalProperties: false,
  properties: { id: { type: 'integer' }, title_ar: text, title_en: text },
} as const satisfies JSONSchema;
export type TopBarItem = FromSchema<typeof topBarItemSchema>;

const footerLabelSchema = {
  type: 'object',
  required: ['group_name_ar', 'label_ar', 'label_en', 'url'],
  additionalProperties: false,
  properties: {
    group_name_ar: { type: ['string', 'null'] },
    group_name_en: {
      type: ['string', 'null'],
      description: "The group's name on the English page; absent or null, the Arabic name is shown.",
    },
    label_ar: text,
    label_en: text,
    url: text,
  },
} as const satisfies JSONSchema;
export type FooterLabel = FromSchema<typeof footerLabelSchema>;

const quickLinkSchema = {
  type: 'object',
  required: ['url', 'image', 'title_ar', 'title_en'],
  additionalProperties: false,
  properties: { url: text, image: serverImageSchema, title_ar: text, title_en: text },
} as const satisfies JSONSchema;
export type QuickLink = FromSchema<typeof quickLinkSchema>;

/** One place of the reserve shown on the home page. */
const reservePlaceSchema = {
  type: 'object',
  required: ['large_image', 'small_image', 'title_ar', 'title_en', 'description_ar', 'description_en'],
  additionalProperties: false,
  properties: {
    large_image: serverImageSchema,
    small_image: serverImageSchema,
    title_ar: text,
    title_en: text,
    description_ar: text,
    description_en: text,
  },
} as const satisfies JSONSchema;
export type ReservePlace = FromSchema<typeof reservePlaceSchema>;

const linkedImageSchema = {
  type: 'object',
  required: ['url', 'image'],
  additionalProperties: false,
  properties: { url: text, image: serverImageSchema },
} as const satisfies JSONSchema;
export type LinkedImage = FromSchema<typeof linkedImageSchema>;

/** The site-wide settings the header, footer and pages are dressed with (GET /appearance). */
export const appearanceSchema = {
  type: 'object',
  required: ['top_bar', 'footer_labels', 'pages_headers', 'quick_links', 'region', 'our_partners', 'achievements'],
  additionalProperties: false,
  properties: {
    top_bar: { type: 'array', items: topBarItemSchema },
    footer_labels: { type: 'array', items: footerLabelSchema },
    pages_headers: { type: 'object', additionalProperties: serverImageSchema },
    quick_links: { type: 'array', items: quickLinkSchema },
    region: { type: 'array', items: reservePlaceSchema },
    our_partners: { type: 'array', items: linkedImageSchema },
    achievements: { type: 'array', items: linkedImageSchema },
  },
} as const satisfies JSONSchema;
export type Appearance = FromSchema<typeof appearanceSchema>;

/** An image with its text alternative in the request's language: empty for one of the portal's own that has none yet. */
export const describedImageSchema = {
  type: 'object',
  required: ['path', 'alt'],
  additionalProperties: false,
  properties: {
    path: text,
    alt: { type: 'string', description: 'What the image shows, for those who cannot see it.' },
  },
} as const satisfies JSONSchema;

/** A news article as GET /articles lists it, in the request's language. */
export const articleSchema = {
  type: 'object',
  required: ['uuid', 'slug', 'title', 'subtitle', 'description', 'image', 'created_at', 'publish_at', 'likes_count'],
  additionalProperties: false,
  properties: {
    uuid: { type: 'string', format: 'uuid' },
    slug: text,
    title: text,
    subtitle: text,
    description: text,
    image: { anyOf: [describedImageSchema, { type: 'null' }] },
    created_at: { type: 'string', format: 'date-time' },
    publish_at: {
      type: 'string',
      format: 'date-time',
      description: 'When it was published (an editor may set it ahead); lists are ordered by it.',
    },
    likes_count: { type: 'integer', minimum: 0 },
  },
} as const satisfies JSONSchema;
export type Article = FromSchema<typeof articleSchema>;

/** An area of the reserve a resident may live in (GET /reserve-areas). */
export const reserveAreaSchema = {
  type: 'object',
  required: ['id', 'name'],
  additionalProperties: false,
  properties: { id: { type: 'integer' }, name: text },
} as const satisfies JSONSchema;
export type ReserveArea = FromSchema<typeof reserveAreaSchema>;

/** POST /contact-us (201): the stored message's reference and the thanks, in the request's language. */
export const contactMessageAnswerSchema = actionAnswerOf({
  type: 'object',
  required: ['uuid', 'type', 'created_at'],
  additionalProperties: false,
  properties: {
    uuid: { type: 'string', format: 'uuid' },
    type: text,
    created_at: { type: 'string', format: 'date-time' },
  },
});
