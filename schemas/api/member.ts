import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { activityTypes as allActivityTypes } from './activities';
import { permitPages } from '../.generated/permit-pages';
import { actionAnswerOf } from './envelopes';

/** What the member area's API answers (docs/requirements.md §M3), as JSON Schema (see envelopes.ts). */

const text = { type: 'string' } as const;
const dateTime = { type: 'string', format: 'date-time' } as const;
const servedFile = {
  type: 'object',
  required: ['path'],
  additionalProperties: false,
  properties: { path: text },
} as const;

export const activityTypes = ['event', 'workshop', 'volunteer_opportunity'] as const;
export type ActivityType = (typeof activityTypes)[number];

/** GET me/activities-statistics: how many activities of each type the member joined. */
export const activityStatisticSchema = {
  type: 'object',
  required: ['type', 'activities_count'],
  additionalProperties: false,
  properties: { type: { type: 'string', enum: activityTypes }, activities_count: { type: 'integer', minimum: 0 } },
} as const satisfies JSONSchema;
export type ActivityStatistic = FromSchema<typeof activityStatisticSchema>;

/** A request's states, as machines/permit-lifecycle.machine.ts moves it between them. */
export const permitStatuses = [
  'pending',
  'in_review',
  'needs_info',
  'approved',
  'rejected',
  'cancelled',
  'expired',
] as const;
export type PermitStatus = (typeof permitStatuses)[number];
/** A permit's type, declared by its folder's service.json. */
export type PermitType = (typeof permitPages)[number]['type'];
export const permitTypes = permitPages.map(({ type }) => type) as [PermitType, ...PermitType[]];

/** GET me/permits: one of the member's permit requests; `pdf` only once approved. */
export const memberPermitSchema = {
  type: 'object',
  required: ['uuid', 'reference', 'type', 'status', 'created_at', 'pdf'],
  additionalProperties: false,
  properties: {
    uuid: { type: 'string', format: 'uuid' },
    reference: text,
    type: { type: 'string', enum: permitTypes },
    status: { type: 'string', enum: permitStatuses },
    created_at: dateTime,
    pdf: { anyOf: [servedFile, { type: 'null' }] },
  },
} as const satisfies JSONSchema;
export type MemberPermit = FromSchema<typeof memberPermitSchema>;

/** GET me/job-opportunities: one of the member's job applications. */
export const jobApplicationSchema = {
  type: 'object',
  required: ['uuid', 'job_opportunity', 'created_at'],
  additionalProperties: false,
  properties: {
    uuid: { type: 'string', format: 'uuid' },
    job_opportunity: {
      type: 'object',
      required: ['uuid', 'title'],
      additionalProperties: false,
      properties: { uuid: text, title: text },
    },
    created_at: dateTime,
  },
} as const satisfies JSONSchema;
export type JobApplication = FromSchema<typeof jobApplicationSchema>;

/** GET me/activities: an activity the member joined. */
export const joinedActivitySchema = {
  type: 'object',
  required: ['uuid', 'activity', 'created_at'],
  additionalProperties: false,
  properties: {
    uuid: { type: 'string', format: 'uuid' },
    activity: {
      type: 'object',
      required: ['slug', 'title', 'type', 'start_date'],
      additionalProperties: false,
      // Any of the four types can be joined; the counters above count three of them (docs/requirements.md §M2).
      properties: {
        slug: text,
        title: text,
        type: { type: 'string', enum: allActivityTypes },
        start_date: { type: 'string', format: 'date' },
      },
    },
    created_at: dateTime,
  },
} as const satisfies JSONSchema;
export type JoinedActivity = FromSchema<typeof joinedActivitySchema>;

/** GET research-categories: a category a research is filed under, titled in the request's language. */
export const researchCategorySchema = {
  type: 'object',
  required: ['id', 'title'],
  additionalProperties: false,
  properties: { id: { type: 'integer' }, title: text },
} as const satisfies JSONSchema;
export type ResearchCategory = FromSchema<typeof researchCategorySchema>;

/** GET researches: one of the member's own researches; each attachment downloads from its `path` with its original name. */
export const researchSchema = {
  type: 'object',
  required: ['uuid', 'title', 'summary', 'research_category', 'attachments', 'created_at'],
  additionalProperties: false,
  properties: {
    uuid: { type: 'string', format: 'uuid' },
    title: text,
    summary: text,
    research_category: researchCategorySchema,
    attachments: {
      type: 'array',
      items: {
        type: 'object',
        required: ['path', 'original_name'],
        additionalProperties: false,
        properties: { path: text, original_name: text },
      },
    },
    created_at: dateTime,
  },
} as const satisfies JSONSchema;
export type Research = FromSchema<typeof researchSchema>;

/** POST researches/submit: 201 `{ data: <the research as GET researches lists it>, message }`. */
export const researchSubmitAnswerSchema = actionAnswerOf(researchSchema);
export type ResearchSubmitAnswer = FromSchema<typeof researchSubmitAnswerSchema>;
