import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { listMetaSchema } from './envelopes';
import { permitStatuses, permitTypes } from './member';

/** What the authority's review queue answers (GET admin/permits, admin/permits/{uuid}), as JSON Schema. */

const text = { type: 'string' } as const;
const uuid = { type: 'string', format: 'uuid' } as const;
const day = { type: 'string', format: 'date' } as const;
const dateTime = { type: 'string', format: 'date-time' } as const;
const nullable = <Schema extends JSONSchema>(schema: Schema) => ({ anyOf: [schema, { type: 'null' }] }) as const;
/** An answer as the applicant gave it: text, a number, a list, a group or a file's description. */
const anyAnswer = {} as const;

/** A request as a line of the queue (and the `data` of each lifecycle action's answer). */
export const reviewQueueRowSchema = {
  type: 'object',
  required: [
    'uuid',
    'reference',
    'type',
    'status',
    'applicant_name',
    'national_id',
    'created_at',
    'due_on',
    'overdue',
    'assignee',
    'version',
  ],
  additionalProperties: false,
  properties: {
    uuid,
    reference: text,
    type: { type: 'string', enum: permitTypes },
    status: { type: 'string', enum: permitStatuses },
    /** The account's name (emptied when the account was deleted). */
    applicant_name: text,
    national_id: nullable(text),
    created_at: dateTime,
    /** The last working day of its service level; null for requests older than service levels. */
    due_on: nullable(day),
    /** Pending or in review past `due_on`. */
    overdue: { type: 'boolean' },
    assignee: {
      anyOf: [
        { type: 'object', required: ['uuid', 'name'], additionalProperties: false, properties: { uuid, name: text } },
        { type: 'null' },
      ],
    },
    version: { type: 'integer', minimum: 1 },
  },
} as const satisfies JSONSchema;
export type ReviewQueueRow = FromSchema<typeof reviewQueueRowSchema>;

/** GET admin/permits: a page of the queue, its total counted only up to a cap (docs/permits.md#the-review-queue). */
export const reviewQueuePageSchema = {
  type: 'object',
  required: ['data', 'meta'],
  additionalProperties: false,
  properties: {
    data: { type: 'array', items: reviewQueueRowSchema },
    meta: {
      ...listMetaSchema,
      required: [...listMetaSchema.required, 'total_is_lower_bound'],
      properties: {
        ...listMetaSchema.properties,
        /** True when more requests match than were counted: `total` (and `last_page`) are then at least that. */
        total_is_lower_bound: { type: 'boolean' },
      },
    },
  },
} as const satisfies JSONSchema;
export type ReviewQueuePage = FromSchema<typeof reviewQueuePageSchema>;

/** The lifecycle events a member of staff may send a request now (machines/permit-lifecycle.machine.ts). */
export const staffPermitActions = [
  'permit.assign',
  'permit.release',
  'permit.approve',
  'permit.reject',
  'permit.requestInfo',
  'permit.cancel',
] as const;
export type StaffPermitAction = (typeof staffPermitActions)[number];

const historyEntrySchema = {
  type: 'object',
  required: ['type', 'at', 'actor', 'from_state', 'to_state', 'reason', 'note', 'visibility', 'version'],
  additionalProperties: false,
  properties: {
    type: text,
    at: dateTime,
    actor: {
      type: 'object',
      required: ['kind', 'name'],
      additionalProperties: false,
      properties: { kind: { type: 'string', enum: ['applicant', 'staff', 'system'] }, name: nullable(text) },
    },
    from_state: nullable({ type: 'string', enum: permitStatuses }),
    to_state: nullable({ type: 'string', enum: permitStatuses }),
    reason: nullable(text),
    note: nullable(text),
    /** `staff`: an internal entry the applicant never sees. */
    visibility: { type: 'string', enum: ['applicant', 'staff'] },
    version: nullable({ type: 'integer' }),
  },
} as const satisfies JSONSchema;

/** GET admin/permits/{uuid}: a request as its case page shows it. */
export const permitCaseSchema = {
  type: 'object',
  required: [...reviewQueueRowSchema.required, 'answers', 'files', 'pdf', 'history', 'changes', 'actions'],
  additionalProperties: false,
  properties: {
    ...reviewQueueRowSchema.properties,
    /** Each answer under its field's label in the request's language, in the form's order. */
    answers: {
      type: 'array',
      items: {
        type: 'object',
        required: ['field', 'label', 'value'],
        additionalProperties: false,
        properties: { field: text, label: text, value: anyAnswer },
      },
    },
    /** Every version's files, each with the request's version it was sent with. */
    files: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'field', 'name', 'url', 'version'],
        additionalProperties: false,
        properties: { id: { type: 'integer' }, field: text, name: text, url: text, version: { type: 'integer' } },
      },
    },
    /** The permit document issued on approval, kept whatever the state since; null before. */
    pdf: {
      anyOf: [
        { type: 'object', required: ['path'], additionalProperties: false, properties: { path: text } },
        { type: 'null' },
      ],
    },
    history: { type: 'array', items: historyEntrySchema },
    /** What the last resubmission changed; empty for a first version. */
    changes: {
      type: 'array',
      items: {
        type: 'object',
        required: ['field', 'label', 'before', 'after'],
        additionalProperties: false,
        properties: { field: text, label: text, before: anyAnswer, after: anyAnswer },
      },
    },
    actions: { type: 'array', items: { type: 'string', enum: staffPermitActions } },
  },
} as const satisfies JSONSchema;
export type PermitCase = FromSchema<typeof permitCaseSchema>;
