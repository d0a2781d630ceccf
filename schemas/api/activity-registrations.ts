import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { activityTypes, joinStatuses } from './activities';
import { actionAnswerOf, listEnvelopeOf } from './envelopes';

/** The API's shapes of citizens' registrations for activities as staff see them (docs/staff.md#activity-registrations). */

const text = { type: 'string' } as const;

/** One registration of GET admin/activity-registrations: whose, for which activity, why, and its state. */
export const activityRegistrationSchema = {
  type: 'object',
  required: ['uuid', 'activity', 'citizen', 'reason', 'status', 'registered_at'],
  additionalProperties: false,
  properties: {
    uuid: { type: 'string', format: 'uuid' },
    activity: {
      type: 'object',
      required: ['uuid', 'title', 'type', 'start_date'],
      additionalProperties: false,
      properties: {
        uuid: { type: 'string', format: 'uuid' },
        title: { ...text, description: "In the request's language." },
        type: { type: 'string', enum: activityTypes },
        start_date: { type: 'string', format: 'date', description: "The reserve's (Asia/Riyadh) day it starts." },
      },
    },
    citizen: {
      type: 'object',
      required: ['name', 'email'],
      additionalProperties: false,
      properties: { name: text, email: text },
    },
    reason: { ...text, description: 'What the citizen wrote when joining.' },
    status: { type: 'string', enum: joinStatuses },
    registered_at: { type: 'string', format: 'date-time' },
  },
} as const satisfies JSONSchema;
export type ActivityRegistration = FromSchema<typeof activityRegistrationSchema>;

export const activityRegistrationListSchema = listEnvelopeOf(activityRegistrationSchema);
/** POST admin/activity-registrations/{uuid}/approve and …/decline: the registration as it now stands. */
export const activityRegistrationAnswerSchema = actionAnswerOf(activityRegistrationSchema);
