import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { locales } from '../locale';
import { actionAnswerOf } from './envelopes';
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

/** A member as an admin's staff list shows them: their roles, and where their account stands. */
export const staffListMemberSchema = {
  ...staffMemberSchema,
  required: [...staffMemberSchema.required, 'password_set', 'enrolled', 'disabled', 'created_at'],
  properties: {
    ...staffMemberSchema.properties,
    /** They followed their set-password link; until then the invitation may be sent again. */
    password_set: { type: 'boolean' },
    /** Their authenticator app is confirmed (TOTP); false again after an admin resets it. */
    enrolled: { type: 'boolean' },
    disabled: { type: 'boolean' },
    created_at: { type: 'string', format: 'date-time' },
  },
} as const satisfies JSONSchema;

export type StaffListMember = FromSchema<typeof staffListMemberSchema>;

/** POST /admin/sign-in: the challenge the second factor answers, and the app to enrol until one is confirmed. */
export const staffSignInAnswerSchema = actionAnswerOf({
  type: 'object',
  required: ['challenge'],
  additionalProperties: false,
  properties: {
    challenge: { type: 'string' },
    enrolment: {
      type: 'object',
      required: ['secret', 'otpauth_uri', 'qr_svg'],
      additionalProperties: false,
      properties: {
        /** Base32, to type into an app that cannot scan. */
        secret: { type: 'string' },
        otpauth_uri: { type: 'string' },
        /** The URI as a QR code, an SVG document. */
        qr_svg: { type: 'string' },
      },
    },
  },
});
export type StaffSignInAnswer = FromSchema<typeof staffSignInAnswerSchema>['data'];

/** POST /admin/sign-in/verify: the session's token, the member, and at enrolment their recovery codes, shown this once. */
export const staffVerifyAnswerSchema = actionAnswerOf({
  type: 'object',
  required: ['token', 'staff'],
  additionalProperties: false,
  properties: {
    token: { type: 'string' },
    staff: staffMemberSchema,
    recovery_codes: { type: 'array', items: { type: 'string' } },
  },
});
export type StaffVerifyAnswer = FromSchema<typeof staffVerifyAnswerSchema>['data'];
