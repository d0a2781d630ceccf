import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

/**
 * The API's shapes as JSON Schema: the server declares them on its routes (serialised by them,
 * published in the OpenAPI document, checked by every API test) and both sides take their
 * TypeScript types from them, so a type and its runtime check cannot drift.
 */

/** Pagination of every list answer (docs/requirements.md §P3). */
export const listMetaSchema = {
  type: 'object',
  required: ['current_page', 'from', 'last_page', 'per_page', 'total'],
  additionalProperties: false,
  properties: {
    current_page: { type: 'integer', minimum: 1 },
    /** 1-based index of the first item on this page; null when the page is empty. */
    from: { type: ['integer', 'null'], minimum: 1 },
    last_page: { type: 'integer', minimum: 1 },
    per_page: { type: 'integer', minimum: 1 },
    total: { type: 'integer', minimum: 0 },
  },
} as const satisfies JSONSchema;
export type ListMeta = FromSchema<typeof listMetaSchema>;

/** `{ data: [...], meta }`: the one envelope of every list answer. */
export interface ListEnvelope<T> {
  data: T[];
  meta: ListMeta;
}

/** `{ data }`: the one envelope of every item answer. */
export interface ItemEnvelope<T> {
  data: T;
}

export const listEnvelopeOf = <Item extends JSONSchema>(item: Item) =>
  ({
    type: 'object',
    required: ['data', 'meta'],
    additionalProperties: false,
    properties: { data: { type: 'array', items: item }, meta: listMetaSchema },
  }) as const;

export const itemEnvelopeOf = <Item extends JSONSchema>(item: Item) =>
  ({ type: 'object', required: ['data'], additionalProperties: false, properties: { data: item } }) as const;

/** `{ data, message }`: what an action answers: its result and what to tell the citizen, in the request's language. */
export const actionAnswerOf = <const Data extends JSONSchema>(data: Data) =>
  ({
    type: 'object',
    required: ['data', 'message'],
    additionalProperties: false,
    properties: { data, message: { type: 'string' } },
  }) as const;

/** Messages by field path (`phone`, `companions.0.name`), for a refused submission. */
const fieldErrorsSchema = {
  type: 'object',
  additionalProperties: { type: 'array', items: { type: 'string' } },
} as const satisfies JSONSchema;
export type FieldErrors = Record<string, string[]>;

/** `{ message, errors? }`: the one envelope of every failure, in the request's language. */
export const errorEnvelopeSchema = {
  type: 'object',
  required: ['message'],
  additionalProperties: false,
  properties: {
    message: { type: 'string' },
    errors: fieldErrorsSchema,
  },
} as const satisfies JSONSchema;
export type ErrorEnvelope = FromSchema<typeof errorEnvelopeSchema>;

/** `{ message }`: what an action that creates nothing tells, in the request's language. */
export const messageAnswerSchema = {
  type: 'object',
  required: ['message'],
  additionalProperties: false,
  properties: { message: { type: 'string' } },
} as const satisfies JSONSchema;
