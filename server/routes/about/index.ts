import type { FastifyInstance } from 'fastify';
import { aboutReserveSchema } from '../../../schemas/api/about';
import { itemEnvelopeOf } from '../../../schemas/api/envelopes';
import { answers, NOT_MODIFIED, operation } from '../../lib/route-answers';
import { loadAboutReserve } from '../../services/content/about-reserve';

/** The public cache's tag of the about content: a write to its tables invalidates it. */
export const ABOUT_CACHE_TAG = 'about-reserve';

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
