import { STATUS_CODES } from 'node:http';
import type { JSONSchema } from 'json-schema-to-ts';
import { errorEnvelopeSchema } from '../../schemas/api/envelopes';

/**
 * Refusals every route can give: an unreadable request (400), too many requests from one client
 * (429), and an unexpected fault (500, with a generic message and nothing of its cause).
 */
const ANY_ROUTE_REFUSALS = [400, 429, 500] as const;

/**
 * A route's `schema.response`: its answers by status, and the error envelope for each refusal it
 * may give. The one place answers are declared: Fastify serialises by them (a field not declared
 * never leaves the server), the OpenAPI document publishes them and every API test checks them.
 */
export function answers(success: Record<number, JSONSchema>, ...refusals: number[]): Record<number, JSONSchema> {
  const described = Object.fromEntries(
    [...new Set([...ANY_ROUTE_REFUSALS, ...refusals])].map((status) => [
      status,
      { ...errorEnvelopeSchema, description: STATUS_CODES[status] ?? 'Refused' },
    ]),
  );
  return { ...described, ...success };
}

/** Refusals of a form post: too large (413), not multipart (415), answers refused (422). */
export const FORM_REFUSALS = [413, 415, 422] as const;

/** `schema.security` of a route that needs a signed-in account: its bearer token (401 without one). */
export const SIGNED_IN = [{ bearerAuth: [] }];

/** The answer of a cached public read whose ETag the client sent back (If-None-Match): no body. */
export const NOT_MODIFIED = { 304: { description: 'Not Modified: the copy the client holds (its ETag) is current.' } };

/** The answer of a route that sends a stored file (bytes, not JSON) of one of `mediaTypes`. */
export const fileAnswer = (description: string, mediaTypes: readonly string[]) => ({
  description,
  content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
});

/** The groups of the API in its document, each with what it is for. */
export const API_TAGS = {
  content: 'What the public pages show: the site settings, news and the reserve areas.',
  places: 'The countries and cities of the registration forms.',
  contact: 'Complaints and suggestions to the authority.',
  accounts: 'Registration, signing in and out, passwords, sign-in codes, the e-mail address and the signed-in account.',
  captcha: 'The captcha a sign-in needs after repeated failures.',
  member:
    "The signed-in member's own area: the profile and its photo, settings, password, deleting the account, and the dashboard's lists.",
  research: 'Researches submitted by researchers, each seen and downloaded by its owner alone.',
  permits: 'The five permit services: which are open, the places a request names, and the requests themselves.',
  staff: "The authority's staff under /admin: signing in with a second factor, their session, and managing staff.",
  editing:
    "The editors' side of the portal's content under /admin/content: each item's form values, changes and history.",
} as const;

/** What the document says of one operation: its id (unique), its group and what it does. */
export const operation = (operationId: string, tag: keyof typeof API_TAGS, description: string) => ({
  operationId,
  tags: [tag],
  description,
});
