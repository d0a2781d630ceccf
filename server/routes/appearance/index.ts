import type { FastifyInstance } from 'fastify';
import { loadAppearance } from './load-appearance';

/** GET /appearance: what the header, footer and home page draw from the server. */
export async function appearanceRoutes(app: FastifyInstance) {
  app.get(
    '/appearance',
    { schema: { querystring: { type: 'object', additionalProperties: false } } },
    (request, reply) => app.publicCache.reply(request, reply, { tags: ['appearance'] }, () => loadAppearance(app.db)),
  );
}
