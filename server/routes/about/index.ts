import type { FastifyInstance } from 'fastify';
import { aboutReserveSchema } from '../../../schemas/api/about';
import { itemEnvelopeOf } from '../../../schemas/api/envelopes';
import { answers, NOT_MODIFIED, operation } from '../../lib/route-answers';
import { ABOUT_CACHE_TAG, loadAboutReserve } from '../../services/content/about-reserve';

/** GET /about-reserve: the about page's tabs, goals, pillars, statistics and tasks. */
export async function aboutRoutes(app: FastifyInstance) {
  app.get(
    '/about-reserve',
    {
      schema: {
        ...operation(
          'getAboutReserve',
          'content',
          'The about page: its tabs (sanitised HTML bodies, an optional image, attachments), the goals, pillars, statistics and tasks, in both languages.',
        ),
        querystring: { type: 'object', additionalProperties: false, properties: {} },
        response: answers({ 200: itemEnvelopeOf(aboutReserveSchema), ...NOT_MODIFIED }, 422),
      },
      config: { access: 'public' },
    },
    (request, reply) =>
      app.publicCache.reply(request, reply, { tags: [ABOUT_CACHE_TAG] }, () => loadAboutReserve(app.db)),
  );
}
