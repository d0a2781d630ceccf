import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { locales } from '../locale';
import { permitTypes } from './member';

/** The authority's staff roles (docs/staff.md): routes name them as `staff:<role>` access. */
export const staffRoles = ['admin', 'reviewer', 'editor', 'auditor'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** What the staff API (/api/v1/admin) answers of a member of staff, as JSON Schema (see envelopes.ts). */
export const staffMemberSchema = {
  type: 'object',
  required: ['uuid', 'name', 'email', 'language', 'roles'],
  additionalProperties: false,
  properties: {
    uuid: { type: 'string', format: 'uuid' },
    name: { type: 'string' },
    email: { type: 'string', format: 'email' },
    language: { type: 'string', enum: locales },
    /** An admin may do everything staff do; a reviewer decides the permit types listed. */
    roles: {
      type: 'array',
      items: {
        type: 'object',
        required: ['role', 'permit_types'],
        additionalProperties: false,
        properties: {
          role: { type: 'string', enum: staffRoles },
          permit_types: { type: 'array', items: { type: 'string', enum: permitTypes } },
        },
      },
    },
  },
} as const satisfies JSONSchema;

export type StaffMemberAnswer = FromSchema<typeof staffMemberSchema>;
