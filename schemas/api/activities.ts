import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { serverImageSchema } from './content';
import { actionAnswerOf } from './envelopes';

/** The API's shapes of activities (docs/requirements.md §P3, §P7), as JSON Schema (see envelopes.ts); texts in the request's language. */

const text = { type: 'string' } as const;

/** The four kinds of activity, in the order /events shows their groups. */
export const activityTypes = ['event', 'volunteer_opportunity', 'workshop', 'environmental_tourism'] as const;
export type ActivityType = (typeof activityTypes)[number];

/**
 * A registration's status: approved at once when the activity auto-approves, else pending until staff
 * approve or decline it (GET admin/activity-registrations).
 */
export const joinStatuses = ['approved', 'pending', 'declined'] as const;
export type JoinStatus = (typeof joinStatuses)[number];

const summaryProperties = {
  uuid: { type: 'string', format: 'uuid' },
  slug: text,
  type: { type: 'string', enum: activityTypes },
  title: text,
  from: { type: 'string', format: 'date-time', description: 'When it starts.' },
  to: { type: 'string', format: 'date-time', description: 'When it ends.' },
  imageFile: { anyOf: [serverImageSchema, { type: 'null' }], description: 'The card image, a path on this site.' },
  location_name: text,
  auto_approve: { type: 'boolean', description: 'Whether a join is approved at once rather than pending approval.' },
  user_volunteered: {
    type: 'boolean',
    description:
      'Only with a valid bearer token: whether that account has joined it. Such an answer is theirs alone (Cache-Control: private, no-store).',
  },
} as const;

/** One activity of GET /activities. */
export const activitySummarySchema = {
  type: 'object',
  required: ['uuid', 'slug', 'type', 'title', 'from', 'to', 'imageFile', 'location_name', 'auto_approve'],
  additionalProperties: false,
  properties: summaryProperties,
} as const satisfies JSONSchema;
export type ActivitySummary = FromSchema<typeof activitySummarySchema>;

/** GET /activities/{slug}: the whole activity. */
export const activityDetailSchema = {
  type: 'object',
  required: [...activitySummarySchema.required, 'images', 'location', 'description', 'terms', 'files'],
  additionalProperties: false,
  properties: {
    ...summaryProperties,
    images: { type: 'array', items: serverImageSchema, description: 'The gallery, in order; may be empty.' },
    location: { type: ['string', 'null'], description: 'A map link for the location.' },
    description: { type: 'string', description: 'HTML, sanitised when stored (schemas/api/html-body.ts).' },
    terms: { type: 'string', description: 'HTML, sanitised when stored.' },
    files: {
      type: 'array',
      items: {
        type: 'object',
        required: ['path', 'mime_type'],
        additionalProperties: false,
        properties: { path: text, mime_type: text },
      },
    },
  },
} as const satisfies JSONSchema;
export type ActivityDetail = FromSchema<typeof activityDetailSchema>;

/**
 * POST /activities/{slug}/volunteer: the caller's registration (a repeat answers the one already stored,
 * `already_registered` true) and the message to show, which says approved or pending.
 */
export const activityJoinAnswerSchema = actionAnswerOf({
  type: 'object',
  required: ['status', 'auto_approve', 'already_registered', 'created_at'],
  additionalProperties: false,
  properties: {
    status: { type: 'string', enum: joinStatuses },
    auto_approve: { type: 'boolean', description: "The activity's own auto_approve, which decided the status." },
    already_registered: {
      type: 'boolean',
      description: 'True when this account had joined before: nothing new was stored.',
    },
    created_at: { type: 'string', format: 'date-time' },
  },
});
export type ActivityJoinAnswer = FromSchema<typeof activityJoinAnswerSchema>;
