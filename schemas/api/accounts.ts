import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { locales } from '../locale';
import { actionAnswerOf } from './envelopes';

/** What the accounts API answers, as JSON Schema (see envelopes.ts). */

const text = { type: 'string' } as const;

/** GET /countries: a country of the registration form. */
export const countrySchema = {
  type: 'object',
  required: ['id', 'name_ar', 'name_en', 'iso2'],
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    name_ar: text,
    name_en: text,
    /** ISO 3166-1 alpha-2, for the phone widget. */
    iso2: { type: 'string', pattern: '^[A-Z]{2}$' },
  },
} as const satisfies JSONSchema;
export type Country = FromSchema<typeof countrySchema>;

/** GET /cities?country_id=: a city of the chosen country. */
export const citySchema = {
  type: 'object',
  required: ['id', 'name_ar', 'name_en'],
  additionalProperties: false,
  properties: { id: { type: 'integer' }, name_ar: text, name_en: text },
} as const satisfies JSONSchema;
export type City = FromSchema<typeof citySchema>;

/** POST /login, /login/company, /reset-password, /otp/verify: `{ data: { token }, message }`. */
export const signInAnswerSchema = actionAnswerOf({
  type: 'object',
  required: ['token'],
  additionalProperties: false,
  properties: { token: text },
});
export type SignInAnswer = FromSchema<typeof signInAnswerSchema>['data'];

export const accountTypes = ['individual', 'company'] as const;
export type AccountType = (typeof accountTypes)[number];

const namedPlace = {
  anyOf: [
    {
      type: 'object',
      required: ['id', 'name_ar', 'name_en'],
      additionalProperties: false,
      properties: { id: { type: 'integer' }, name_ar: text, name_en: text },
    },
    { type: 'null' },
  ],
} as const;

/** GET /me: the signed-in account (docs/requirements.md §P3, §M3). */
export const currentUserSchema = {
  type: 'object',
  required: [
    'uuid',
    'account_type',
    'name',
    'national_id',
    'email',
    'country_code',
    'phone_number',
    'email_verified',
    'birth_date',
    'gender',
    'country',
    'city',
    'is_reserve_resident',
    'personal_image',
    'contact_method',
    'language',
    'is_researcher',
  ],
  additionalProperties: false,
  properties: {
    uuid: { type: 'string', format: 'uuid' },
    account_type: { type: 'string', enum: accountTypes },
    name: text,
    national_id: { type: ['string', 'null'] },
    email: { type: 'string', format: 'email' },
    country_code: text,
    phone_number: text,
    email_verified: { type: 'boolean' },
    birth_date: { type: ['string', 'null'], format: 'date' },
    gender: { enum: [1, 2, null] },
    country: namedPlace,
    city: namedPlace,
    is_reserve_resident: { type: 'boolean' },
    personal_image: {
      anyOf: [
        { type: 'object', required: ['path'], additionalProperties: false, properties: { path: text } },
        { type: 'null' },
      ],
    },
    contact_method: { type: 'string', enum: ['email', 'mobile'] },
    language: { type: 'string', enum: locales },
    is_researcher: { type: 'boolean' },
  },
} as const satisfies JSONSchema;
export type CurrentUser = FromSchema<typeof currentUserSchema>;

/** GET /captcha: which captcha the sign-in form draws once it is required. */
export const captchaSettingsSchema = {
  oneOf: [
    {
      type: 'object',
      required: ['provider', 'challenge_url'],
      additionalProperties: false,
      properties: { provider: { const: 'altcha' }, challenge_url: text },
    },
    {
      type: 'object',
      required: ['provider', 'site_key'],
      additionalProperties: false,
      properties: { provider: { const: 'recaptcha' }, site_key: text },
    },
  ],
} as const satisfies JSONSchema;
export type CaptchaSettings = FromSchema<typeof captchaSettingsSchema>;

/** GET /captcha/challenge: an ALTCHA proof-of-work challenge, in the format of ALTCHA's widget. */
export const captchaChallengeSchema = {
  type: 'object',
  required: ['parameters', 'signature'],
  additionalProperties: false,
  properties: {
    parameters: { type: 'object', additionalProperties: true },
    signature: text,
  },
} as const satisfies JSONSchema;

/** The form field that carries a solved captcha, whichever the provider (its name in docs/requirements.md §P3). */
export const CAPTCHA_FIELD = 'g-recaptcha-response';

/** POST /register, /register/company (201): the same answer whether the address was new or not. */
export const registrationAnswerSchema = actionAnswerOf({
  type: 'object',
  required: ['email'],
  additionalProperties: false,
  properties: { email: text },
});

/** GET /email/verify/{userId}/{token}: the address is verified. */
export const emailVerifiedAnswerSchema = actionAnswerOf({
  type: 'object',
  required: ['email_verified'],
  additionalProperties: false,
  properties: { email_verified: { const: true } },
});
