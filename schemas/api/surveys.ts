import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { serverImageSchema } from './content';
import { actionAnswerOf } from './envelopes';
import { questionSchema } from './questions';

/** The API's shapes of surveys (docs/requirements.md §P3, §P7), as JSON Schema (see envelopes.ts); texts in the request's language. */

const text = { type: 'string' } as const;

const surveyProperties = {
  uuid: { type: 'string', format: 'uuid' },
  title: text,
  description: { type: 'string', description: 'Plain text.' },
  created_at: { type: 'string', format: 'date-time' },
  image: { anyOf: [serverImageSchema, { type: 'null' }] },
  display_in_public: { type: 'boolean', description: 'False: only signed-in citizens may open and answer it.' },
  is_open: { type: 'boolean', description: 'False: the survey is shown but takes no answers.' },
} as const;

/** One survey of GET /surveys. */
export const surveySummarySchema = {
  type: 'object',
  required: ['uuid', 'title', 'description', 'created_at', 'image', 'display_in_public', 'is_open'],
  additionalProperties: false,
  properties: surveyProperties,
} as const satisfies JSONSchema;
export type SurveySummary = FromSchema<typeof surveySummarySchema>;

/**
 * GET /surveys/{uuid}: the survey with its questions, and `answered` when the request names a respondent
 * (a valid bearer token, else a `guest_uuid` query parameter); such an answer is theirs alone and not cached.
 */
export const surveyDetailSchema = {
  type: 'object',
  required: [...surveySummarySchema.required, 'questions'],
  additionalProperties: false,
  properties: {
    ...surveyProperties,
    questions: { type: 'array', items: questionSchema },
    answered: {
      type: 'boolean',
      description: 'Whether the signed-in account, or else the guest of guest_uuid, has answered it.',
    },
  },
} as const satisfies JSONSchema;
export type SurveyDetail = FromSchema<typeof surveyDetailSchema>;

/** POST /surveys/{uuid}/answer: when the answer was recorded, and the thanks. */
export const surveyAnswerAnswerSchema = actionAnswerOf({
  type: 'object',
  required: ['created_at'],
  additionalProperties: false,
  properties: { created_at: { type: 'string', format: 'date-time' } },
});
export type SurveyAnswerAnswer = FromSchema<typeof surveyAnswerAnswerSchema>;
