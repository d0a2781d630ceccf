import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { articleSchema } from '../../../schemas/api/content';
import { articleDetailSchema } from '../../../schemas/api/news';
import { itemEnvelopeOf, listEnvelopeOf } from '../../../schemas/api/envelopes';
import { answers, NOT_MODIFIED, operation } from '../../lib/route-answers';
import likeToggleForm from '../../../schemas/like-toggle/schema.json';
import { articleListQuerystring, findArticle, listArticles } from '../../services/content/articles';
import { likerOf } from '../../services/content/likes';
import { pathParams, PATH_TEXT } from '../../lib/route-params';
import { PREVIEW_TOKEN_PATTERN, previewedId } from '../../services/content/preview-links';

const detailParams = pathParams({ uuidOrSlug: PATH_TEXT });

const detailQuerystring = {
  type: 'object',
  additionalProperties: false,
  // The same guest id as POST /likes/toggle takes.
  properties: {
    guest_uuid: {
      type: 'string',
      pattern: likeToggleForm.properties.guest_uuid.pattern,
      description: "A guest's UUID v4, for `liked`.",
    },
    preview: {
      type: 'string',
      pattern: PREVIEW_TOKEN_PATTERN,
      description: "An editor's preview link's token: the article it names is answered unpublished too.",
    },
  },
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
      config: { access: 'public' },
    },
    (request, reply) =>
      app.publicCache.reply(request, reply, { tags: ['articles'] }, () =>
        listArticles(app.db, request.query, request.locale),
      ),
  );

  typed.get(
    '/articles/:uuidOrSlug',
    {
      schema: {
        ...operation(
          'getArticle',
          'content',
          'One published news article by its uuid or its slug; a slug it had before an editor changed it answers it under its current one. With a valid bearer token, or else a guest_uuid, it also says whether ' +
            'that liker likes it (`liked`), in an answer that is theirs alone (Cache-Control: private, no-store); so is the answer ' +
            "to a valid editor's `preview`, which shows the article it names unpublished too.",
        ),
        params: detailParams,
        querystring: detailQuerystring,
        response: answers({ 200: itemEnvelopeOf(articleDetailSchema), ...NOT_MODIFIED }, 404, 422),
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const { uuidOrSlug } = request.params;
      await app.authenticate(request);
      const liker = likerOf(request.account, request.query.guest_uuid);
      const { preview } = request.query;
      if (!liker && preview === undefined)
        return app.publicCache.reply(request, reply, { tags: ['articles'] }, () =>
          findArticle(app.db, uuidOrSlug, request.locale),
        );
      // Never kept: a preview shows what is not public, and tokens must not crowd the public cache out.
      reply.header('cache-control', 'private, no-store');
      if (preview === undefined) return findArticle(app.db, uuidOrSlug, request.locale, { liker });
      reply.header('x-robots-tag', 'noindex');
      const previewed = previewedId(app.appSecret, 'articles', preview);
      return findArticle(app.db, uuidOrSlug, request.locale, { liker, previewed });
    },
  );
}
