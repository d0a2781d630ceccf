import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { actionAnswerOf } from './envelopes';
import { questionSchema } from './questions';

/** The API's shapes of jobs (docs/requirements.md §P3, §P7), as JSON Schema (see envelopes.ts); texts in the request's language. */

const html = { type: 'string', description: 'HTML, sanitised when stored (see html-body.ts).' } as const;

const jobProperties = {
  uuid: { type: 'string', format: 'uuid' },
  title: { type: 'string' },
  description: html,
  created_at: { type: 'string', format: 'date-time' },
  is_open: {
    type: 'boolean',
    description: 'False: the job is shown but takes no applications (closed, or past its closing time).',
  },
} as const;

/** One job of GET /job-opportunities. */
export const jobSummarySchema = {
  type: 'object',
  required: ['uuid', 'title', 'description', 'created_at', 'is_open'],
  additionalProperties: false,
  properties: jobProperties,
} as const satisfies JSONSchema;
export type JobSummary = FromSchema<typeof jobSummarySchema>;

/** GET /job-opportunities/{uuid}: the job with its questions (the one question shape of jobs and surveys, docs/requirements.md §P3). */
export const jobDetailSchema = {
  type: 'object',
  required: [...jobSummarySchema.required, 'requirements', 'responsibilities', 'questions'],
  additionalProperties: false,
  properties: {
    ...jobProperties,
    requirements: { anyOf: [html, { type: 'null' }] },
    responsibilities: { anyOf: [html, { type: 'null' }] },
    questions: { type: 'array', items: questionSchema },
    applied_at: {
      anyOf: [{ type: 'string', format: 'date-time' }, { type: 'null' }],
      description: "Only in a signed-in member's own answer: when they applied for this job, or null.",
    },
  },
} as const satisfies JSONSchema;
export type JobDetail = FromSchema<typeof jobDetailSchema>;

/** POST /job-opportunities/{uuid}/apply: the application recorded, and the thanks. */
export const jobApplyAnswerSchema = actionAnswerOf({
  type: 'object',
  required: ['uuid', 'created_at'],
  additionalProperties: false,
  properties: { uuid: { type: 'string', format: 'uuid' }, created_at: { type: 'string', format: 'date-time' } },
});
export type JobApplyAnswer = FromSchema<typeof jobApplyAnswerSchema>;
