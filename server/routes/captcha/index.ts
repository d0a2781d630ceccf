import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/api-error';

/** GET /captcha (which captcha to draw) and GET /captcha/challenge (a new ALTCHA proof-of-work challenge). */
export async function captchaRoutes(app: FastifyInstance) {
  app.get('/captcha', async () => ({ data: app.captcha.settings }));

  app.get('/captcha/challenge', { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } }, async (_request, reply) => {
    if (app.captcha.settings.provider !== 'altcha') throw notFound();
    void reply.header('Cache-Control', 'no-store');
    return app.captcha.newChallenge();
  });
}
