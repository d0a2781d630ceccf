import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

/** One question of GET /faqs (docs/requirements.md §P3), in the request's language; the answer is sanitised HTML. */
export const faqSchema = {
  type: 'object',
  required: ['id', 'question', 'answer'],
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    question: { type: 'string' },
    answer: { type: 'string', description: 'HTML, sanitised when stored (schemas/api/html-body.ts).' },
  },
} as const satisfies JSONSchema;
export type Faq = FromSchema<typeof faqSchema>;
