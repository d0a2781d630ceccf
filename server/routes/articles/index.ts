import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { articleSchema } from '../../../schemas/api/content';
import { itemEnvelopeOf, listEnvelopeOf } from '../../../schemas/api/envelopes';
import { answers, NOT_MODIFIED, operation } from '../../lib/route-answers';
import { articleListQuerystring, findArticle, listArticles } from './article-queries';

const detailParams = {
  type: 'object',
  required: ['uuidOrSlug'],
  properties: { uuidOrSlug: { type: 'string' } },
} as const;

/** GET /articles (news list) and GET /articles/:uuidOrSlug. */
export async function articleRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<JsonSchemaToTsProvider>();
  typed.get(
    '/articles',
    {
      schema: {
        ...operation('listArticles', 'content', 'One page of news, newest first, in the language asked for.'),
        querystring: articleListQuerystring,
        response: answers({ 200: listEnvelopeOf(articleSchema), ...NOT_MODIFIED }, 422),
      },
    },
    (request, reply) =>
      app.publicCache.reply(request, reply, { tags: ['articles'] }, () => listArticles(app.db, request.query, request.locale)),
  );

  typed.get(
    '/articles/:uuidOrSlug',
    {
      schema: {
        ...operation('getArticle', 'content', 'One news article by its uuid or its slug.'),
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
