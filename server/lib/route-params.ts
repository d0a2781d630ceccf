import type { JSONSchema } from 'json-schema-to-ts';

/** A path segment as Fastify hands it over: text, judged by the service that looks it up (unknown → 404). */
export const PATH_TEXT = { type: 'string' } as const;
/** A path segment that must be a UUID before any lookup (malformed → 400). */
export const PATH_UUID = { type: 'string', format: 'uuid' } as const;

/**
 * The `params` schema of a route: each of its path parameters, all required and nothing else. One
 * builder so every route writes its path the same way and the OpenAPI document reads them alike.
 */
export function pathParams<const Properties extends Record<string, JSONSchema>>(properties: Properties) {
  return {
    type: 'object',
    required: Object.keys(properties) as Extract<keyof Properties, string>[],
    additionalProperties: false,
    properties,
  } as const;
}

/** `…/:uuid`: one record named by its UUID. */
export const uuidParams = pathParams({ uuid: PATH_TEXT });
/** `…/:uuid/…/:id`: one file of a record. */
export const recordFileParams = pathParams({ uuid: PATH_TEXT, id: PATH_TEXT });
/** `…/:slug`: one public page named by its slug. */
export const slugParams = pathParams({ slug: PATH_TEXT });
/** `…/:id`: one content item. */
export const idParams = pathParams({ id: PATH_TEXT });
