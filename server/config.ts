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

function parseTrustProxy(value: string | undefined): boolean | string {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  return value; // an address list or CIDR, as Fastify's trustProxy accepts
}

/** Reads and checks the environment; throws ConfigError with a clear sentence when a value is wrong. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR || './data');
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql://');
  }
  return {
    port: parsePort(env.PORT, 8080),
    host: env.HOST || '0.0.0.0',
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    databaseUrl,
    publicDir: path.resolve(env.PUBLIC_DIR || './dist'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL || 'info',
  };
}
