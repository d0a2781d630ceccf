import { createECDH } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';

/** Runtime settings, read once at start-up from the environment. */
export interface Config {
  port: number;
  host: string;
  /** Embedded database and uploads live here unless DATABASE_URL is set. */
  dataDir: string;
  uploadsDir: string;
  /** The images editors upload for public pages (DATA_DIR/images), served under /media/images/. */
  contentImagesDir: string;
  /** The reports editors upload (DATA_DIR/reports): served by no static route, only as GET /studies-reports/{uuid}/file reads them. */
  reportsDir: string;
  /** postgres://… switches from embedded PGlite to a PostgreSQL server. */
  databaseUrl: string | undefined;
  /** The built browser app (vite build output); not served when absent. */
  publicDir: string;
  /** The portal's own images (public/demo, copied into the built app), of which /media serves narrower copies. */
  imagesDir: string;
  /** The app's built server renderer (vite build --ssr src/entry-server.tsx); public pages are drawn in the browser only without it. */
  serverRenderer: string;
  /**
   * The proxies whose X-Forwarded-For is believed: their addresses or CIDRs, or how many hops of
   * them stand in front; false by default, so a forged header changes nothing.
   */
  trustProxy: false | number | string[];
  /** A request must have arrived whole within this; a slow sender is then cut off with 408. */
  requestTimeoutMs: number;
  logLevel: string;
  /** Where links in e-mails point: the portal as citizens reach it. */
  publicUrl: string;
  /** Signs e-mail verification links; when unset, one is generated and kept in the database. */
  appSecret: string | undefined;
  /** Signs permits' QR codes: a private EC P-256 JWK; when unset, one is generated and kept in the database. */
  permitSigningKey: PermitSigningKey | undefined;
  /** smtp(s)://user:pass@host:port sends mail; unset, mail is written to DATA_DIR/outbox as .eml files. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** redis://… shares rate-limit counters and used captchas between processes; unset, they live in memory. */
  redisUrl: string | undefined;
  /** Google reCAPTCHA replaces the self-hosted proof-of-work captcha when both are set. */
  recaptcha: { siteKey: string; secret: string; verifyUrl: string } | undefined;
  /** With no admin yet, the start creates one of this address and mails (and logs) their set-password link (docs/staff.md). */
  adminEmail: string | undefined;
}

export class ConfigError extends Error {}

/** A private EC P-256 key as a JWK: its public point (x, y) and its secret (d), base64url. */
export interface PermitSigningKey {
  kty: 'EC';
  crv: 'P-256';
  x: string;
  y: string;
  d: string;
}

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
  if (!schemes.some((scheme) => value.startsWith(scheme)))
    throw new ConfigError(`${name} must start with ${schemes.join(' or ')}`);
  return value;
}

function parseEmail(name: string, value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim())) throw new ConfigError(`${name} must be an e-mail address`);
  return value.trim();
}

function parseRecaptcha(env: NodeJS.ProcessEnv): Config['recaptcha'] {
  const siteKey = env.RECAPTCHA_SITE_KEY || undefined;
  const secret = env.RECAPTCHA_SECRET || undefined;
  if (!siteKey && !secret) return undefined;
  if (!siteKey || !secret) throw new ConfigError('RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET must be set together');
  const verifyUrl =
    parseUrl('RECAPTCHA_VERIFY_URL', env.RECAPTCHA_VERIFY_URL, ['http://', 'https://']) ??
    'https://www.google.com/recaptcha/api/siteverify';
  return { siteKey, secret, verifyUrl };
}

// proxy-addr's names for the private ranges, besides addresses and CIDRs.
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * `true` is refused: it would believe the leftmost X-Forwarded-For address, which the client writes,
 * and every per-address limit would be one forged header away.
 */
function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  if (value === undefined || value === '' || value === 'false') return false;
  if (/^[1-9]\d?$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  if (entries.every((entry) => RANGE_NAMES.has(entry) || isAddressOrCidr(entry))) return entries;
  throw new ConfigError(
    `TRUST_PROXY must list the proxies' addresses or CIDRs (e.g. 127.0.0.1,10.0.0.0/8) or give how many proxy hops stand in front (e.g. 1), got "${value}"`,
  );
}

function parsePositiveMs(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 100)
    throw new ConfigError(`${name} must be a whole number of milliseconds, at least 100, got "${value}"`);
  return ms;
}

const SIGNING_KEY_SHAPE =
  'PERMIT_SIGNING_KEY must be a private EC P-256 key as a JWK: {"kty":"EC","crv":"P-256","x":"…","y":"…","d":"…"}';

/** Only the key's own members are kept: whatever else the JWK carried (kid, use, alg) the server sets itself. */
function parsePermitSigningKey(value: string | undefined): PermitSigningKey | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  let jwk: unknown;
  try {
    jwk = JSON.parse(value);
  } catch {
    throw new ConfigError(`${SIGNING_KEY_SHAPE}, and it is not JSON`);
  }
  const { kty, crv, x, y, d } = (typeof jwk === 'object' && jwk !== null ? jwk : {}) as Record<string, unknown>;
  if (kty !== 'EC' || crv !== 'P-256') throw new ConfigError(`${SIGNING_KEY_SHAPE}; kty and crv are not EC and P-256`);
  if (typeof d !== 'string' || typeof x !== 'string' || typeof y !== 'string')
    throw new ConfigError(`${SIGNING_KEY_SHAPE}; x, y and d must all be there (d is the private part)`);
  const key = { kty, crv, x, y, d } as const;
  let publicPoint: Buffer;
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(d, 'base64url'));
    publicPoint = ecdh.getPublicKey();
  } catch {
    throw new ConfigError(`${SIGNING_KEY_SHAPE}; this one is not a valid P-256 key`);
  }
  // The point d makes, uncompressed: 0x04, then x and y.
  if (publicPoint.subarray(1, 33).toString('base64url') !== x || publicPoint.subarray(33).toString('base64url') !== y)
    throw new ConfigError('PERMIT_SIGNING_KEY: x and y are not the public part of d; copy the whole JWK unchanged');
  return key;
}

/** Reads and checks the environment; throws ConfigError with a clear sentence when a value is wrong. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR || './data');
  const databaseUrl = parseUrl('DATABASE_URL', env.DATABASE_URL, ['postgres://', 'postgresql://']);
  const port = parsePort(env.PORT, 8080);
  const appSecret = env.APP_SECRET || undefined;
  if (appSecret !== undefined && appSecret.length < 32)
    throw new ConfigError('APP_SECRET must be at least 32 characters');
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    contentImagesDir: path.join(dataDir, 'images'),
    reportsDir: path.join(dataDir, 'reports'),
    databaseUrl,
    publicDir: path.resolve(env.PUBLIC_DIR || './dist'),
    imagesDir: path.resolve(env.IMAGES_DIR || env.PUBLIC_DIR || './dist'),
    serverRenderer: path.resolve(env.SERVER_RENDERER || './dist-ssr/entry-server.js'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    // Ten minutes: 25 MB of documents from a phone on a 3G connection still arrive.
    requestTimeoutMs: parsePositiveMs('REQUEST_TIMEOUT_MS', env.REQUEST_TIMEOUT_MS, 10 * 60 * 1000),
    logLevel: env.LOG_LEVEL || 'info',
    publicUrl: (parseUrl('PUBLIC_URL', env.PUBLIC_URL, ['http://', 'https://']) ?? `http://localhost:${port}`).replace(
      /\/+$/,
      '',
    ),
    appSecret,
    permitSigningKey: parsePermitSigningKey(env.PERMIT_SIGNING_KEY),
    smtpUrl: parseUrl('SMTP_URL', env.SMTP_URL, ['smtp://', 'smtps://']),
    mailFrom: env.MAIL_FROM || 'Reserve portal <no-reply@localhost>',
    redisUrl: parseUrl('REDIS_URL', env.REDIS_URL, ['redis://', 'rediss://']),
    recaptcha: parseRecaptcha(env),
    adminEmail: parseEmail('ADMIN_EMAIL', env.ADMIN_EMAIL),
  };
}
