import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

/** One change of an account's researcher flag: who made it, when, the value it set and the reason given. */
export const researcherFlagChangeSchema = {
  type: 'object',
  required: ['actor', 'at', 'is_researcher', 'reason'],
  additionalProperties: false,
  properties: {
    actor: { type: 'string' },
    at: { type: 'string', format: 'date-time' },
    is_researcher: { type: 'boolean' },
    reason: { type: 'string' },
  },
} as const satisfies JSONSchema;
export type ResearcherFlagChange = FromSchema<typeof researcherFlagChangeSchema>;

/**
 * An individual's account as an admin sets its researcher flag: only what that needs (the name to tell
 * accounts apart, the flag), never the national id, e-mail or phone. Its history newest first; the
 * revision is the one a change names in `If-Match`.
 */
export const citizenAccountSchema = {
  type: 'object',
  required: ['uuid', 'name', 'is_researcher', 'revision', 'history'],
  additionalProperties: false,
  properties: {
    uuid: { type: 'string', format: 'uuid' },
    name: { type: 'string' },
    is_researcher: { type: 'boolean' },
    revision: { type: 'string', pattern: '^\\d+$' },
    history: { type: 'array', items: researcherFlagChangeSchema },
  },
} as const satisfies JSONSchema;
export type CitizenAccount = FromSchema<typeof citizenAccountSchema>;

/** What a lookup finds: the account's uuid, its page's address. */
export const citizenAccountFoundSchema = {
  type: 'object',
  required: ['uuid'],
  additionalProperties: false,
  properties: { uuid: { type: 'string', format: 'uuid' } },
} as const satisfies JSONSchema;
