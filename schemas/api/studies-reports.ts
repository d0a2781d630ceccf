import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

/** The API's shapes of studies and reports (docs/requirements.md §P3, §P7), as JSON Schema (see envelopes.ts). */

/** One study or report of GET /studies-reports: its title in the request's language (docs/requirements.md §P3). */
export const studyReportSchema = {
  type: 'object',
  required: ['uuid', 'title', 'created_at'],
  additionalProperties: false,
  properties: {
    uuid: { type: 'string', format: 'uuid' },
    title: { type: 'string' },
    created_at: { type: 'string', format: 'date-time' },
  },
} as const satisfies JSONSchema;
export type StudyReport = FromSchema<typeof studyReportSchema>;
