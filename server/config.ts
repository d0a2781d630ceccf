import path from 'node:path';

/** Runtime settings, read once at start-up from the environment. */
export interface Config {
  port: number;
  host: string;
  /** Embedded database and uploads live here unless DATABASE_URL is set. */
  dataDir: string;
  uploadsDir: string;
  /** postgres://… switches from embedded PGlite to a PostgreSQL server. */
  databaseUrl: string | undefined;
  /** The built browser app (vite build output); not served when absent. */
  publicDir: string;
  /** Trust X-Forwarded-For from a proxy; off by default so a forged header changes nothing. */
  trustProxy: boolean | string;
  logLevel: string;
  /** Where links in e-mails point: the portal as citizens reach it. */
  publicUrl: string;
  /** Signs e-mail verification links; when unset, one is generated and kept in the database. */
  appSecret: string | undefined;
  /** smtp(s)://user:pass@host:port sends mail; unset, mail is written to DATA_DIR/outbox as .eml files. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** redis://… shares rate-limit counters and used captchas between processes; unset, they live in memory. */
  redisUrl: string | undefined;
  /** Google reCAPTCHA replaces the self-hosted proof-of-work captcha when both are set. */
  recaptcha: { siteKey: string; secret: string; verifyUrl: string } | undefined;
}

export class ConfigError extends Error {}

function parsePort(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a whole number from 0 to 65535, got "${value}"`);
  }
  return port;
}

function parseUrl(name: string, value: string | undefined, schemes: string[]): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (!schemes.some((scheme) => value.startsWith(scheme))) throw new ConfigError(`${name} must start with ${schemes.join(' or ')}`);
  return value;
}

function parseRecaptcha(env: NodeJS.ProcessEnv): Config['recaptcha'] {
  const siteKey = env.RECAPTCHA_SITE_KEY || undefined;
  const secret = env.RECAPTCHA_SECRET || undefined;
  if (!siteKey && !secret) return undefined;
  if (!siteKey || !secret) throw new ConfigError('RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET must be set together');
  const verifyUrl = parseUrl('RECAPTCHA_VERIFY_URL', env.RECAPTCHA_VERIFY_URL, ['http://', 'https://']) ?? 'https://www.google.com/recaptcha/api/siteverify';
  return { siteKey, secret, verifyUrl };
}

function parseTrustProxy(value: string | undefined): boolean | string {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  return value; // an address list or CIDR, as Fastify's trustProxy accepts
}

/** Reads and checks the environment; throws ConfigError with a clear sentence when a value is wrong. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR || './data');
  const databaseUrl = parseUrl('DATABASE_URL', env.DATABASE_URL, ['postgres://', 'postgresql://']);
  const port = parsePort(env.PORT, 8080);
  const appSecret = env.APP_SECRET || undefined;
  if (appSecret !== undefined && appSecret.length < 32) throw new ConfigError('APP_SECRET must be at least 32 characters');
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    databaseUrl,
    publicDir: path.resolve(env.PUBLIC_DIR || './dist'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL || 'info',
    publicUrl: (parseUrl('PUBLIC_URL', env.PUBLIC_URL, ['http://', 'https://']) ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    appSecret,
    smtpUrl: parseUrl('SMTP_URL', env.SMTP_URL, ['smtp://', 'smtps://']),
    mailFrom: env.MAIL_FROM || 'Reserve portal <no-reply@localhost>',
    redisUrl: parseUrl('REDIS_URL', env.REDIS_URL, ['redis://', 'rediss://']),
    recaptcha: parseRecaptcha(env),
  };
}
