import type { FastifyInstance } from 'fastify';
import { captchaChallengeSchema, captchaSettingsSchema } from '../../../schemas/api/accounts';
import { itemEnvelopeOf } from '../../../schemas/api/envelopes';
import { notFound } from '../../lib/api-error';
import { answers } from '../../lib/route-answers';

/** GET /captcha (which captcha to draw) and GET /captcha/challenge (a new ALTCHA proof-of-work challenge). */
export async function captchaRoutes(app: FastifyInstance) {
  app.get('/captcha', { schema: { response: answers({ 200: itemEnvelopeOf(captchaSettingsSchema) }) } }, async () => ({ data: app.captcha.settings }));

  const challengeSchema = { response: answers({ 200: captchaChallengeSchema }, 404) };
  app.get('/captcha/challenge', { schema: challengeSchema, config: { rateLimit: { max: 60, timeWindow: '1 minute' } } }, async (_request, reply) => {
    if (app.captcha.settings.provider !== 'altcha') throw notFound();
    void reply.header('Cache-Control', 'no-store');
    return app.captcha.newChallenge();
  });
}
