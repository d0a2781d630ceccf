import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { activityTypes as allActivityTypes, joinStatuses } from './activities';
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

/** What every answer naming a permit request says of it (its own list on the profile, the answer to a new one). */
export const permitRequestProperties = {
  uuid: { type: 'string', format: 'uuid' },
  reference: text,
  type: { type: 'string', enum: permitTypes },
  status: { type: 'string', enum: permitStatuses },
  created_at: dateTime,
} as const satisfies Record<string, JSONSchema>;

/** What the applicant may do to a request now, as the lifecycle machine allows it. */
export const applicantPermitActions = ['cancel', 'resubmit'] as const;
export type ApplicantPermitAction = (typeof applicantPermitActions)[number];

/** One answer of a request, in words, under its form's title for the field. */
export const answerInWordsSchema = {
  type: 'object',
  required: ['field', 'label', 'value'],
  additionalProperties: false,
  properties: { field: text, label: text, value: text },
} as const satisfies JSONSchema;
export type AnswerInWords = FromSchema<typeof answerInWordsSchema>;

/** An entry of a request's timeline as its applicant reads it: never who acted, never a staff-only note. */
export const permitTimelineEntrySchema = {
  type: 'object',
  required: ['type', 'at', 'to_state', 'reason'],
  additionalProperties: false,
  properties: {
    type: text,
    at: dateTime,
    to_state: { anyOf: [{ type: 'string', enum: permitStatuses }, { type: 'null' }] },
    reason: { type: ['string', 'null'] },
  },
} as const satisfies JSONSchema;
export type PermitTimelineEntry = FromSchema<typeof permitTimelineEntrySchema>;

/**
 * GET me/permits: one of the member's permit requests; `pdf` only once approved. While information is asked
 * for, `unlocked_fields` may change until `resubmit_by`, and `request` holds the answers the form starts from.
 */
export const memberPermitSchema = {
  type: 'object',
  required: [
    'uuid',
    'reference',
    'type',
    'status',
    'created_at',
    'pdf',
    'timeline',
    'answers',
    'unlocked_fields',
    'resubmit_by',
    'request',
    'actions',
  ],
  additionalProperties: false,
  properties: {
    ...permitRequestProperties,
    pdf: { anyOf: [servedFile, { type: 'null' }] },
    timeline: { type: 'array', items: permitTimelineEntrySchema },
    answers: { type: 'array', items: answerInWordsSchema },
    unlocked_fields: { type: 'array', items: text },
    resubmit_by: { anyOf: [{ type: 'string', format: 'date' }, { type: 'null' }] },
    request: { anyOf: [{ type: 'object', additionalProperties: true }, { type: 'null' }] },
    actions: { type: 'array', items: { type: 'string', enum: applicantPermitActions } },
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
  required: ['uuid', 'activity', 'status', 'created_at'],
  additionalProperties: false,
  properties: {
    uuid: { type: 'string', format: 'uuid' },
    /** Approved, pending the authority's decision, or declined by it. */
    status: { type: 'string', enum: joinStatuses },
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
