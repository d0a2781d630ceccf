import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

/** The API's shapes of photo albums (docs/requirements.md §P3, §P7), as JSON Schema (see envelopes.ts). */

/**
 * A photo of an album. docs/requirements.md §P3 names only `path`; `width` and `height` (its intrinsic size, so the
 * page keeps its place before it loads) and `alt` (its text alternative, in the request's language) are ours.
 */
export const albumFileSchema = {
  type: 'object',
  required: ['path', 'width', 'height', 'alt'],
  additionalProperties: false,
  properties: {
    path: {
      type: 'string',
      description: 'The image, by its absolute site path (narrower WebP copies at /media/{width}/…).',
    },
    width: { type: 'integer', minimum: 1 },
    height: { type: 'integer', minimum: 1 },
    alt: { type: 'string', description: 'What the photo shows, in the language asked for.' },
  },
} as const satisfies JSONSchema;
export type AlbumFile = FromSchema<typeof albumFileSchema>;

/** An album of GET /albums and GET /albums/{slug}: its title and tags in the request's language, its photos in order (the first is its cover). */
export const albumSchema = {
  type: 'object',
  required: ['uuid', 'slug', 'title', 'tags', 'files'],
  additionalProperties: false,
  properties: {
    uuid: { type: 'string', format: 'uuid' },
    slug: { type: 'string' },
    title: { type: 'string' },
    tags: { type: 'array', items: { type: 'string' } },
    files: { type: 'array', items: albumFileSchema },
  },
} as const satisfies JSONSchema;
export type Album = FromSchema<typeof albumSchema>;
