import type { FastifyInstance } from 'fastify';
import { reserveAreaSchema } from '../../../schemas/api/content';
import { listEnvelopeOf } from '../../../schemas/api/envelopes';
import { wholeNumberQueryValue } from '../../lib/pagination';
import { answers, NOT_MODIFIED } from '../../lib/route-answers';
import { listReserveAreas, type ReserveAreaListQuery } from './list-reserve-areas';

const listQuerystring = {
  type: 'object',
  additionalProperties: false,
  properties: { limit: wholeNumberQueryValue, page: wholeNumberQueryValue },
} as const;

/** GET /reserve-areas?limit=50: the area list of the contact form. */
export async function reserveAreaRoutes(app: FastifyInstance) {
  app.get<{ Querystring: ReserveAreaListQuery }>(
    '/reserve-areas',
    { schema: { querystring: listQuerystring, response: answers({ 200: listEnvelopeOf(reserveAreaSchema), ...NOT_MODIFIED }, 422) } },
    (request, reply) =>
      app.publicCache.reply(request, reply, { tags: ['reserve-areas'] }, () =>
        listReserveAreas(app.db, request.query, request.locale),
      ),
  );
}
