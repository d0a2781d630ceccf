import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { reserveAreaSchema } from '../../../schemas/api/content';
import { listEnvelopeOf } from '../../../schemas/api/envelopes';
import { referenceListQuerystring } from '../../lib/pagination';
import { answers, NOT_MODIFIED, operation } from '../../lib/route-answers';
import { listReserveAreas } from '../../services/content/reserve-areas';

/** GET /reserve-areas?limit=50: the area list of the contact form. */
export async function reserveAreaRoutes(app: FastifyInstance) {
  app.withTypeProvider<JsonSchemaToTsProvider>().get(
    '/reserve-areas',
    {
      schema: {
        ...operation(
          'listReserveAreas',
          'content',
          'The areas of the reserve a resident may live in, for the contact form.',
        ),
        querystring: referenceListQuerystring,
        response: answers({ 200: listEnvelopeOf(reserveAreaSchema), ...NOT_MODIFIED }, 422),
      },
      config: { access: 'public' },
    },
    (request, reply) =>
      app.publicCache.reply(request, reply, { tags: ['reserve-areas'] }, () =>
        listReserveAreas(app.db, request.query, request.locale),
      ),
  );
}
