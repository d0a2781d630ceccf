import type { FastifyInstance } from 'fastify';
import { captchaChallengeSchema, captchaSettingsSchema } from '../../../schemas/api/accounts';
import { itemEnvelopeOf } from '../../../schemas/api/envelopes';
import { notFound } from '../../lib/api-error';
import { answers, operation } from '../../lib/route-answers';

/** GET /captcha (which captcha to draw) and GET /captcha/challenge (a new ALTCHA proof-of-work challenge). */
export async function captchaRoutes(app: FastifyInstance) {
  app.get(
    '/captcha',
    {
      schema: {
        ...operation('getCaptchaSettings', 'captcha', 'Which captcha the sign-in form draws once it is required.'),
        response: answers({ 200: itemEnvelopeOf(captchaSettingsSchema) }),
      },
      config: { access: 'public' },
    },
    async () => ({ data: app.captcha.settings }),
  );

  const challengeSchema = {
    ...operation(
      'getCaptchaChallenge',
      'captcha',
      'A new proof-of-work challenge for the self-hosted captcha (404 when reCAPTCHA is used).',
    ),
    response: answers({ 200: captchaChallengeSchema }, 404),
  };
  app.get(
    '/captcha/challenge',
    { schema: challengeSchema, config: { access: 'public', rateLimit: { max: 60, timeWindow: '1 minute' } } },
    async (_request, reply) => {
      if (app.captcha.settings.provider !== 'altcha') throw notFound();
      void reply.header('Cache-Control', 'no-store');
      return app.captcha.newChallenge();
    },
  );
}
