import fs from 'node:fs';
import path from 'node:path';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import type { Config } from './config';
import type { Database } from './db/client';
import { localeFromHeader, translate, type Locale } from './i18n/messages';
import { notFound } from './lib/api-error';
import { withRedactedRequests } from './lib/log-redaction';
import { attemptLimits, connectRedis, disconnectRedis } from './plugins/attempt-limits';
import { authentication } from './plugins/authentication';
import { errorEnvelope } from './plugins/error-envelope';
import { idempotency } from './plugins/idempotency';
import { publicCache } from './plugins/public-cache';
import { apiRoutes } from './routes';
import { loadAppSecret } from './services/app-secret';
import { createCaptcha, type Captcha } from './services/captcha';
import { mail } from './services/mail';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: Config;
    /** Signs e-mail links and captcha challenges (APP_SECRET, or one kept in the database). */
    appSecret: string;
    captcha: Captcha;
  }
  interface FastifyRequest {
    /** ar unless Accept-Language asks for English first. */
    locale: Locale;
  }
}

export interface AppOptions {
  config: Config;
  db: Database;
  logger?: FastifyServerOptions['logger'];
}

/** The most any multipart form may send; each form's schema sets its own, smaller limits. */
export const MULTIPART_LIMITS = { fileSize: 5 * 1024 * 1024, files: 10, fields: 200, parts: 210, fieldSize: 1024 * 1024 };

/** Builds the whole server: external plugins, then app plugins, then routes. */
export async function buildApp({ config, db, logger = true }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: withRedactedRequests(logger),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    requestIdHeader: false,
    genReqId: () => crypto.randomUUID(),
    frameworkErrors: answerUnreadableUrl,
  });

  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('appSecret', await loadAppSecret(db, config.appSecret));
  app.decorateRequest('locale', 'ar');
  app.addHook('onRequest', async (request, reply) => {
    request.locale = localeFromHeader(request.headers['accept-language']);
    reply.header('x-request-id', request.id);
  });

  // Google's origins only when reCAPTCHA replaces the self-hosted ALTCHA, whose widget and worker are our own files.
  const recaptchaOrigins = config.recaptcha ? ['https://www.google.com', 'https://www.gstatic.com'] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...recaptchaOrigins],
        frameSrc: ["'self'", ...recaptchaOrigins],
        workerSrc: ["'self'"],
        // Emotion injects <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // HSTS only makes sense behind HTTPS, which a proxy terminates.
    strictTransportSecurity: false,
  });
  const redis = config.redisUrl ? await connectRedis(config.redisUrl) : undefined;
  if (redis) app.addHook('onClose', () => disconnectRedis(redis));
  await app.register(rateLimit, { global: false, ...(redis && { redis }) });
  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });
  await app.register(errorEnvelope);
  await app.register(publicCache);
  await app.register(idempotency);
  await app.register(attemptLimits, { redis });
  app.decorate('captcha', createCaptcha(config.recaptcha, app.appSecret, app.attempts));
  await app.register(authentication);
  await app.register(mail);

  await app.register(apiRoutes, { prefix: '/api/v1' });
  await registerBrowserApp(app, config.publicDir);
  return app;
}

/**
 * A URL the router cannot read (bad percent-encoding, a parameter over 100 characters) names nothing: the
 * envelope's 404. Hooks and the error handler never run for these, so the answer is written here.
 */
function answerUnreadableUrl(_error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const message = translate(localeFromHeader(request.headers['accept-language']), 'not_found');
  void reply.code(404).headers({ 'x-request-id': request.id, 'x-content-type-options': 'nosniff' }).send({ message });
}

/** Serves the built browser app with a history fallback, and answers unknown API paths with the envelope. */
async function registerBrowserApp(app: FastifyInstance, publicDir: string) {
  const indexHtml = path.join(publicDir, 'index.html');
  const hasApp = fs.existsSync(indexHtml);
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: publicDir,
      wildcard: false,
      index: false,
      // .br and .gz files written beside each asset at build time.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(
    { preHandler: app.rateLimit({ max: 300, timeWindow: '1 minute' }) },
    async (request, reply) => {
      const isPage = request.method === 'GET' && !request.url.startsWith('/api/') && hasApp;
      if (!isPage) throw notFound();
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    },
  );
}
