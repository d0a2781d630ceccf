import type { FastifyInstance } from 'fastify';
import { articleSchema } from '../../../schemas/api/content';
import { itemEnvelopeOf, listEnvelopeOf } from '../../../schemas/api/envelopes';
import { wholeNumberQueryValue } from '../../lib/pagination';
import { answers, NOT_MODIFIED } from '../../lib/route-answers';
import { findArticle, listArticles, type ArticleListQuery } from './article-queries';

const listQuerystring = {
  type: 'object',
  additionalProperties: false,
  properties: {
    page: wholeNumberQueryValue,
    // The default query parser keeps bracketed names as they are, so these are plain keys.
    'sort[by]': { type: 'string', enum: ['created_at'], default: 'created_at' },
    'sort[dir]': { type: 'string', enum: ['asc', 'desc'], default: 'desc' },
  },
} as const;

const detailParams = {
  type: 'object',
  required: ['uuidOrSlug'],
  properties: { uuidOrSlug: { type: 'string' } },
} as const;

/** GET /articles (news list) and GET /articles/:uuidOrSlug. */
export async function articleRoutes(app: FastifyInstance) {
  app.get<{ Querystring: ArticleListQuery }>(
    '/articles',
    { schema: { querystring: listQuerystring, response: answers({ 200: listEnvelopeOf(articleSchema), ...NOT_MODIFIED }, 422) } },
    (request, reply) =>
      app.publicCache.reply(request, reply, { tags: ['articles'] }, () => listArticles(app.db, request.query, request.locale)),
  );

  app.get<{ Params: { uuidOrSlug: string } }>(
    '/articles/:uuidOrSlug',
    {
      schema: {
        params: detailParams,
        querystring: { type: 'object', additionalProperties: false, properties: {} },
        response: answers({ 200: itemEnvelopeOf(articleSchema), ...NOT_MODIFIED }, 404, 422),
      },
    },
    (request, reply) =>
      app.publicCache.reply(request, reply, { tags: ['articles'] }, () =>
        findArticle(app.db, request.params.uuidOrSlug, request.locale),
      ),
  );
}
