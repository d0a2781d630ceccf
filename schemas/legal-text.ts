import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

/**
 * A legal text of the portal (the terms, the beekeepers' conditions, the research rules), as its JSON file beside
 * its page holds it: in both languages, each an introduction and numbered sections whose anchors are the same in each.
 */

const words = { type: 'string', minLength: 1 } as const;

/** A paragraph, or a list of points. */
const legalBlockSchema = {
  anyOf: [
    words,
    {
      type: 'object',
      required: ['list'],
      additionalProperties: false,
      properties: { list: { type: 'array', minItems: 1, items: words } },
    },
  ],
} as const satisfies JSONSchema;
export type LegalBlock = FromSchema<typeof legalBlockSchema>;

const legalSectionSchema = {
  type: 'object',
  required: ['id', 'heading', 'blocks'],
  additionalProperties: false,
  properties: {
    id: {
      type: 'string',
      pattern: '^[a-z][a-z0-9-]*$',
      description: "The section's anchor, the same in both languages (#cookies).",
    },
    heading: words,
    blocks: { type: 'array', minItems: 1, items: legalBlockSchema },
  },
} as const satisfies JSONSchema;
export type LegalSection = FromSchema<typeof legalSectionSchema>;

/** A legal text in one language: what it is about, then its sections. */
const legalTextSchema = {
  type: 'object',
  required: ['intro', 'sections'],
  additionalProperties: false,
  properties: {
    intro: { type: 'array', items: legalBlockSchema },
    sections: { type: 'array', minItems: 1, items: legalSectionSchema },
  },
} as const satisfies JSONSchema;
export type LegalText = FromSchema<typeof legalTextSchema>;

/** A legal text's file: the text in Arabic and in English. */
export const legalDocumentSchema = {
  type: 'object',
  required: ['ar', 'en'],
  additionalProperties: false,
  properties: { ar: legalTextSchema, en: legalTextSchema },
} as const satisfies JSONSchema;
export type LegalDocumentText = FromSchema<typeof legalDocumentSchema>;
