import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import type { FormId } from '../registry';
import { actionAnswerOf } from './envelopes';
import { memberPermitSchema, type PermitType } from './member';

/** What the permit services answer (docs/requirements.md §M3, §M7), as JSON Schema (see envelopes.ts). */

const text = { type: 'string' } as const;
const id = { type: 'integer', minimum: 1 } as const;

/** The settings that switch permit services on (docs/requirements.md §M3); scientific research follows `work_permit`. */
export const permitSettingKeys = [
  'specific_area_permit',
  'beekeeping_permit',
  'free_camping_permit',
  'work_permit',
] as const;
export type PermitSettingKey = (typeof permitSettingKeys)[number];

/** One permit service: its form, where it is posted and drawn, and what it shares with the others. */
export interface PermitService {
  type: PermitType;
  /** `POST permits/{slug}`. */
  slug: string;
  formId: FormId;
  /** The setting that switches it on. */
  setting: PermitSettingKey;
  /** Of its reference numbers: SA-2026-000123. */
  referencePrefix: string;
  /** After three failed submissions a captcha is required (docs/requirements.md §M4: specific area and work permits). */
  captcha: boolean;
}

/** The five permit services; adding a sixth is its schema folder and one line here. */
export const permitServices = [
  {
    type: 'specific_area',
    slug: 'specific-area',
    formId: 'permits/specific-area',
    setting: 'specific_area_permit',
    referencePrefix: 'SA',
    captcha: true,
  },
  {
    type: 'work_permit',
    slug: 'work-permit',
    formId: 'permits/work-permit',
    setting: 'work_permit',
    referencePrefix: 'WP',
    captcha: true,
  },
  {
    type: 'beekeeping',
    slug: 'beekeeping',
    formId: 'permits/beekeeping',
    setting: 'beekeeping_permit',
    referencePrefix: 'BK',
    captcha: false,
  },
  {
    type: 'free_camping',
    slug: 'free-camping',
    formId: 'permits/free-camping',
    setting: 'free_camping_permit',
    referencePrefix: 'FC',
    captcha: false,
  },
  {
    type: 'scientific_research',
    slug: 'scientific-research',
    formId: 'permits/scientific-research',
    setting: 'work_permit',
    referencePrefix: 'SR',
    captcha: false,
  },
] as const satisfies readonly PermitService[];

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

// A new request as the profile's list shows it, without the PDF that only a decision brings.
const { uuid, reference, type, status, created_at } = memberPermitSchema.properties;

/** POST permits/{slug} (201): the stored request, with its reference, and its success message (docs/requirements.md §M8). */
export const permitRequestAnswerSchema = actionAnswerOf({
  type: 'object',
  required: ['uuid', 'reference', 'type', 'status', 'created_at'],
  additionalProperties: false,
  properties: { uuid, reference, type, status, created_at },
});
export type PermitRequestAnswer = FromSchema<typeof permitRequestAnswerSchema>;
