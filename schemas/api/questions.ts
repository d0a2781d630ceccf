import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

const text = { type: 'string' } as const;

/** One question of a job or a survey (docs/requirements.md §P3: id, question, type, required, options), in the request's language. */
export const questionSchema = {
  type: 'object',
  required: ['id', 'question', 'type', 'required', 'options'],
  additionalProperties: false,
  properties: {
    id: { type: 'integer', minimum: 1 },
    question: text,
    type: { type: 'string', enum: ['text', 'textarea', 'file', 'radio', 'checkbox', 'date', 'number', 'tel'] },
    required: { type: 'boolean' },
    /** The choices of a radio or checkbox question; empty for the others. */
    options: {
      type: 'array',
      items: {
        type: 'object',
        required: ['value', 'label'],
        additionalProperties: false,
        properties: { value: text, label: text },
      },
    },
  },
} as const satisfies JSONSchema;
export type Question = FromSchema<typeof questionSchema>;
