import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { articleSchema } from './content';

/**
 * GET /articles/{uuid or slug}: the article, and `liked` when the request names a liker (a valid bearer
 * token, else a `guest_uuid` query parameter). An answer with `liked` is that liker's alone and is not
 * cached; one without is the public article, the same for everybody.
 */
export const articleDetailSchema = {
  ...articleSchema,
  properties: {
    ...articleSchema.properties,
    description: { type: 'string', description: 'HTML, sanitised when stored (schemas/api/html-body.ts).' },
    liked: {
      type: 'boolean',
      description: 'Whether the signed-in account, or else the guest of guest_uuid, likes the article.',
    },
  },
} as const satisfies JSONSchema;
export type ArticleDetail = FromSchema<typeof articleDetailSchema>;

/** POST /likes/toggle: whether the liker likes the item now. */
export const likeToggleAnswerSchema = {
  type: 'object',
  required: ['data'],
  additionalProperties: false,
  properties: {
    data: {
      type: 'object',
      required: ['liked'],
      additionalProperties: false,
      properties: { liked: { type: 'boolean' } },
    },
  },
} as const satisfies JSONSchema;
export type LikeToggleAnswer = FromSchema<typeof likeToggleAnswerSchema>;
