import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { permitServices as generatedServices } from '../.generated/permits';
import type { Locale } from '../locale';
import type { FormId } from '../registry';
import { actionAnswerOf } from './envelopes';
import { permitRequestProperties, permitStatuses, permitTypes, type PermitType } from './member';

/** What the permit services answer (docs/requirements.md §M3, §M7), as JSON Schema (see envelopes.ts). */

const text = { type: 'string' } as const;
const id = { type: 'integer', minimum: 1 } as const;

/** One permit service, declared by its folder's service.json (schemas/permits/service.schema.json). */
export interface PermitService {
  /** Its folder's name: `POST permits/{slug}`. */
  slug: (typeof generatedServices)[number]['slug'];
  type: PermitType;
  /** Its page in the browser. */
  path: string;
  /** Its name as a title (its page, its card, the profile's table); `name` is the one inside a sentence (its e-mail). */
  title: Record<Locale, string>;
  name: Record<Locale, string>;
  /** What it is for when its setting is an earlier service's, which that setting describes. */
  description?: Record<Locale, string>;
  formId: FormId;
  /** The key of its page's header image among the appearance's pages_headers. */
  headerImage: string;
  /** The setting that switches it on. */
  setting: PermitSettingKey;
  /** Of its reference numbers: SA-2026-000123. */
  referencePrefix: string;
  /** After three failed submissions a captcha is required (docs/requirements.md §M4: specific area and work permits). */
  captcha: boolean;
}

/** The permit services, one a folder of schemas/permits/, in their order (build-validators.ts writes the index). */
export const permitServices: readonly PermitService[] = generatedServices;

export type PermitSettingKey = (typeof generatedServices)[number]['setting'];
/** The settings that switch permit services on (docs/requirements.md §M3): scientific research follows `work_permit`. */
export const permitSettingKeys = [...new Set(generatedServices.map(({ setting }) => setting))] as [
  PermitSettingKey,
  ...PermitSettingKey[],
];

/** The service of a permit type. */
export const permitService = (type: PermitType): PermitService =>
  permitServices.find((service) => service.type === type)!;

const settingSchema = {
  type: 'object',
  required: ['enabled', 'description'],
  additionalProperties: false,
  properties: { enabled: { type: 'boolean' }, description: text },
} as const satisfies JSONSchema;

/** GET permit-settings: each service's switch and its description, in the request's language. */
export const permitSettingsSchema = {
  type: 'object',
  required: [...permitSettingKeys],
  additionalProperties: false,
  properties: Object.fromEntries(permitSettingKeys.map((key) => [key, settingSchema])) as Record<
    PermitSettingKey,
    typeof settingSchema
  >,
} as const satisfies JSONSchema;
export type PermitSettings = Record<PermitSettingKey, FromSchema<typeof settingSchema>>;

/** A region, a permit area or a camping location: an id and a name in the request's language. */
export const namedPlaceSchema = {
  type: 'object',
  required: ['id', 'name'],
  additionalProperties: false,
  properties: { id, name: text },
} as const satisfies JSONSchema;
export type NamedPlace = FromSchema<typeof namedPlaceSchema>;

const apiarySchema = {
  type: 'object',
  required: ['id', 'name', 'is_reserved', 'lat', 'lng'],
  additionalProperties: false,
  properties: { id, name: text, is_reserved: { type: 'boolean' }, lat: { type: 'number' }, lng: { type: 'number' } },
} as const satisfies JSONSchema;

/** GET apiary-locations: a location with its image and its apiaries, reserved ones marked. */
export const apiaryLocationSchema = {
  type: 'object',
  required: ['id', 'name', 'image', 'apiaries'],
  additionalProperties: false,
  properties: {
    id,
    name: text,
    image: { type: 'object', required: ['path'], additionalProperties: false, properties: { path: text } },
    apiaries: { type: 'array', items: apiarySchema },
  },
} as const satisfies JSONSchema;
export type ApiaryLocation = FromSchema<typeof apiaryLocationSchema>;

/** POST permits/{slug} (201): the stored request, with its reference, and its success message (docs/requirements.md §M8). */
export const permitRequestAnswerSchema = actionAnswerOf({
  type: 'object',
  required: ['uuid', 'reference', 'type', 'status', 'created_at'],
  additionalProperties: false,
  properties: permitRequestProperties,
});
export type PermitRequestAnswer = FromSchema<typeof permitRequestAnswerSchema>;

const day = { anyOf: [{ type: 'string', format: 'date' }, { type: 'null' }] } as const;

/**
 * POST permit-verifications: a permit whose reference and check code match, as its verifier may see it: its
 * status now (a cancellation the printed permit cannot show) and the holder's initials, never their name.
 */
export const permitVerificationSchema = {
  type: 'object',
  required: ['reference', 'type', 'status', 'first_day', 'last_day', 'initials'],
  additionalProperties: false,
  properties: {
    reference: text,
    type: { type: 'string', enum: permitTypes },
    status: { type: 'string', enum: permitStatuses },
    first_day: day,
    last_day: day,
    initials: text,
  },
} as const satisfies JSONSchema;
export type PermitVerification = FromSchema<typeof permitVerificationSchema>;
