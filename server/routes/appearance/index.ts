import type { FastifyInstance } from 'fastify';
import { appearanceSchema } from '../../../schemas/api/content';
import { itemEnvelopeOf } from '../../../schemas/api/envelopes';
import { answers, NOT_MODIFIED, operation } from '../../lib/route-answers';
import { APPEARANCE_CACHE_TAG, loadAppearance } from '../../services/content/appearance';

/** GET /appearance: what the header, footer and home page draw from the server. */
export async function appearanceRoutes(app: FastifyInstance) {
  app.get(
    '/appearance',
    {
      schema: {
        ...operation(
          'getAppearance',
          'content',
          'The site settings the header, footer and home page are drawn from, in both languages.',
        ),
        querystring: { type: 'object', additionalProperties: false, properties: {} },
        response: answers({ 200: itemEnvelopeOf(appearanceSchema), ...NOT_MODIFIED }, 422),
      },
      config: { access: 'public' },
    },
    (request, reply) =>
      app.publicCache.reply(request, reply, { tags: [APPEARANCE_CACHE_TAG] }, () => loadAppearance(app.db)),
  );
}
