import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { Config } from './config';
import type { Database, Listen } from './db/client';
import { localeFromHeader, type Locale } from './i18n/messages';
import { deferredSchemaCompilers } from './lib/deferred-schema-compilers';
import { withRedactedRequests } from './lib/log-redaction';
import { securityHeaders, securityHeadersFor } from './lib/security-headers';
import { apiDocument } from './plugins/api-document';
import { apiReferencePage } from './plugins/api-reference';
import { attemptLimits, connectRedis, disconnectRedis } from './plugins/attempt-limits';
import { authentication } from './plugins/authentication';
import { authorization } from './plugins/authorization';
import { backgroundWork } from './plugins/background-work';
import { browserApp } from './plugins/browser-app';
import { answerUnreadableRequest, answerUnreadableUrl, errorEnvelope } from './plugins/error-envelope';
import { idempotency } from './plugins/idempotency';
import { imageVariants } from './plugins/image-variants';
import { permitDocuments } from './plugins/permit-documents';
import { permitExpiry } from './plugins/permit-expiry';
import { permitProof } from './plugins/permit-proof';
import { publicCache } from './plugins/public-cache';
import { stagingSweep } from './plugins/staging-sweep';
import { apiRoutes } from './routes';
import { loadAppSecret } from './services/app-secret';
import { createCaptcha, type Captcha } from './services/captcha';
import { mail } from './services/mail';
import { createAdminOnFirstStart } from './services/staff/first-admin';

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
  /** The database's notifications, by which processes sharing it keep their public caches current (DatabaseHandle). */
  listen?: Listen;
  logger?: FastifyServerOptions['logger'];
  /** Runs on the app before the API routes are added: the test harness checks every answer against the contract from there. */
  beforeRoutes?: (app: FastifyInstance) => void | Promise<void>;
}

/** A connection silent this long is closed; above Fastify's 72 s keep-alive, so a proxy's idle connection outlives it. */
const IDLE_CONNECTION_MS = 75_000;
/** The most the request line and headers may take to arrive (Node's check runs at most this often too). */
const HEADERS_TIMEOUT_MS = 30_000;

const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/** Builds the whole server: external plugins, then app plugins, then routes. */
export async function buildApp({
  config,
  db,
  listen,
  logger = true,
  beforeRoutes,
}: AppOptions): Promise<FastifyInstance> {
  const headers = securityHeaders(config);
  const headersTimeout = Math.min(HEADERS_TIMEOUT_MS, config.requestTimeoutMs);
  const app = Fastify({
    logger: withRedactedRequests(logger),
    // A hop count trusts that many proxies nearest to us, as proxy-addr counts them.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: 1024 * 1024,
    requestIdHeader: false,
    genReqId: () => crypto.randomUUID(),
    // A slow sender is cut off with 408 once the whole request has taken requestTimeoutMs.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: IDLE_CONNECTION_MS,
    http: { headersTimeout, connectionsCheckingInterval: Math.min(headersTimeout, config.requestTimeoutMs / 4) },
    frameworkErrors: answerUnreadableUrl(headers.api),
    clientErrorHandler: answerUnreadableRequest(headers.api),
    schemaController: deferredSchemaCompilers,
  });

  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('appSecret', await loadAppSecret(db, config.appSecret));
  app.decorateRequest('locale', 'ar');
  // A callback hook: an async one costs a promise on every request.
  app.addHook('onRequest', (request, reply, done) => {
    request.locale = localeFromHeader(request.headers['accept-language']);
    reply.headers(securityHeadersFor(headers, request.url)).header('x-request-id', request.id);
    done();
  });

  const redis = config.redisUrl ? await connectRedis(config.redisUrl) : undefined;
  if (redis) app.addHook('onClose', () => disconnectRedis(redis));
  await app.register(rateLimit, { global: false, ...(redis && { redis }) });
  await app.register(errorEnvelope);
  await app.register(publicCache, { listen });
  await app.register(idempotency);
  await app.register(attemptLimits, { redis });
  const isFirstUse = (challengeId: string) => app.attempts.isFirstUse('captchaUse', challengeId);
  app.decorate('captcha', createCaptcha(config.recaptcha, app.appSecret, isFirstUse));
  await app.register(authentication);
  await app.register(authorization);
  await app.register(mail);
  await app.register(stagingSweep);
  await app.register(permitExpiry);
  await app.register(permitProof);
  await app.register(permitDocuments);
  // Last, so that closing waits for work after answers before mail and Redis stop (onClose runs in reverse).
  await app.register(backgroundWork);

  await beforeRoutes?.(app);
  await app.register(apiDocument);
  await app.register(apiRoutes, { prefix: '/api/v1' });
  await apiReferencePage(app);
  await app.register(imageVariants);
  await browserApp(app);
  const { adminEmail } = config;
  if (adminEmail) app.addHook('onReady', () => createAdminOnFirstStart(app, adminEmail));
  return app;
}
