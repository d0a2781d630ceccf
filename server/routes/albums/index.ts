import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { albumSchema } from '../../../schemas/api/albums';
import { itemEnvelopeOf, listEnvelopeOf } from '../../../schemas/api/envelopes';
import { answers, NOT_MODIFIED, operation } from '../../lib/route-answers';
import { findAlbum, listAlbums } from '../../services/content/albums';
import { pageQuerystring } from '../../lib/pagination';
import { slugParams } from '../../lib/route-params';

/** The route parameter naming one album. */

/** GET /albums and GET /albums/{slug}: the photo albums, public and cached (docs/requirements.md §P7). */
export async function albumRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<JsonSchemaToTsProvider>();

  typed.get(
    '/albums',
    {
      schema: {
        ...operation(
          'listAlbums',
          'content',
          'One page of photo albums (20 a page), newest first, with titles, tags and photo texts in the language asked for.',
        ),
        querystring: pageQuerystring,
        response: answers({ 200: listEnvelopeOf(albumSchema), ...NOT_MODIFIED }, 422),
      },
      config: { access: 'public' },
    },
    (request, reply) =>
      app.publicCache.reply(request, reply, { tags: ['albums'] }, () =>
        listAlbums(app.db, request.query, request.locale),
      ),
  );

  typed.get(
    '/albums/:slug',
    {
      schema: {
        ...operation('getAlbum', 'content', 'One photo album by its slug, with its photos in order.'),
        params: slugParams,
        response: answers({ 200: itemEnvelopeOf(albumSchema), ...NOT_MODIFIED }, 404),
      },
      config: { access: 'public' },
    },
    (request, reply) =>
      app.publicCache.reply(request, reply, { tags: ['albums'] }, () =>
        findAlbum(app.db, request.params.slug, request.locale),
      ),
  );
}
