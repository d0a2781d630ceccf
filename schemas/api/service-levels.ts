import type { FromSchema } from 'json-schema-to-ts';
import { itemEnvelopeOf } from './envelopes';
import { permitTypes } from './member';

const day = { type: 'string', format: 'date' } as const;

/** GET admin/service-levels: each permit type's working days to answer, and the authority's holidays. */
export const serviceLevelSettingsSchema = {
  type: 'object',
  required: ['levels', 'holidays'],
  additionalProperties: false,
  properties: {
    levels: {
      type: 'array',
      items: {
        type: 'object',
        required: ['type', 'working_days', 'editable'],
        additionalProperties: false,
        properties: {
          type: { type: 'string', enum: permitTypes },
          /** Null for a type without a service level: its requests have no deadline. */
          working_days: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
          /** False for research, whose 15 working days the specification fixes. */
          editable: { type: 'boolean' },
        },
      },
    },
    /** From a year ago on, soonest first: older ones count for no open request. */
    holidays: {
      type: 'array',
      items: {
        type: 'object',
        required: ['day', 'name_ar', 'name_en'],
        additionalProperties: false,
        properties: { day, name_ar: { type: 'string' }, name_en: { type: 'string' } },
      },
    },
  },
} as const;
export type ServiceLevelSettings = FromSchema<typeof serviceLevelSettingsSchema>;

export const serviceLevelSettingsAnswerSchema = itemEnvelopeOf(serviceLevelSettingsSchema);
