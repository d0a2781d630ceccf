import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { ApiError } from '../lib/api-error';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counters of attempts per account or address, shared through Redis when REDIS_URL is set. */
    attempts: AttemptLimits;
    /** The Redis connection when REDIS_URL is set. */
    redis: Redis | undefined;
  }
}

/** Each limiter: how many points a key may spend in how many seconds. */
const limiterSettings = {
  /** Password checks per account: OWASP's brute-force limit. */
  passwordCheck: { points: 10, duration: 5 * 60 },
  /** Sign-ins per account and per address that did not succeed; only counted, refusals come from the captcha thresholds. */
  signInFailure: { points: 1_000_000, duration: 15 * 60 },
  registration: { points: 10, duration: 60 * 60 },
  passwordResetMail: { points: 3, duration: 15 * 60 },
  verificationMail: { points: 3, duration: 15 * 60 },
  signInCodeMail: { points: 3, duration: 15 * 60 },
  /** Permit requests of one type per account that the server refused; only counted, refusals come from CAPTCHA_THRESHOLD. */
  permitFailure: { points: 1_000_000, duration: 60 * 60 },
  /** Studies and reports mailed per account. */
  reportMail: { points: 5, duration: 60 * 60 },
  /** A solved captcha is good for one submission. */
  captchaUse: { points: 1, duration: 60 * 60 },
  /** Permit verifications per address that matched no permit (a match gives its point back). */
  permitVerification: { points: 30, duration: 10 * 60 },
} as const;

export type LimiterName = keyof typeof limiterSettings;

/** Failed sign-ins of an account (or refused permit requests) after which it needs a solved captcha (3, docs/requirements.md §P9). */
export const CAPTCHA_THRESHOLD = 3;

/**
 * Failed passwords from one client address after which every sign-in from it needs a solved captcha.
 * Offices, universities and mobile carriers put many people behind one address: three of them
 * mistyping must not put a captcha before the next one, yet guessing across accounts stays bounded.
 */
export const ADDRESS_CAPTCHA_THRESHOLD = 20;

export class AttemptLimits {
  private readonly limiters: Record<LimiterName, RateLimiterAbstract>;

  constructor(redis: Redis | undefined) {
    const entries = Object.entries(limiterSettings).map(([name, settings]) => {
      const keyPrefix = `portal:${name}`;
      const memory = new RateLimiterMemory({ ...settings, keyPrefix });
      // If Redis goes away, each process keeps counting on its own rather than letting everything through.
      const limiter = redis
        ? new RateLimiterRedis({ ...settings, keyPrefix, storeClient: redis, insuranceLimiter: memory })
        : memory;
      return [name, limiter];
    });
    this.limiters = Object.fromEntries(entries) as Record<LimiterName, RateLimiterAbstract>;
  }

  /** Spends a point of `key`, or refuses the request with 429 when none is left. */
  async consume(limiter: LimiterName, key: string): Promise<void> {
    try {
      await this.limiters[limiter].consume(key);
    } catch (error) {
      if (error instanceof RateLimiterRes) throw new ApiError(429, 'too_many_requests');
      throw error;
    }
  }

  /** Whether this is the first use of `key` within the limiter's window (a replayed captcha is not). */
  async isFirstUse(limiter: LimiterName, key: string): Promise<boolean> {
    try {
      await this.limiters[limiter].consume(key);
      return true;
    } catch (error) {
      if (error instanceof RateLimiterRes) return false;
      throw error;
    }
  }

  /**
   * Counts one more attempt of `key`, atomically, and returns the count before it: of thirty
   * attempts arriving at once, each learns its own place, so a threshold cannot be raced.
   */
  async reserve(limiter: LimiterName, key: string): Promise<number> {
    const counted = await this.limiters[limiter].penalty(key);
    return Math.max(0, counted.consumedPoints - 1);
  }

  /** Takes back one reserved attempt of `key` (the attempt turned out well). */
  async giveBack(limiter: LimiterName, key: string): Promise<void> {
    await this.limiters[limiter].reward(key);
  }

  async reset(limiter: LimiterName, key: string): Promise<void> {
    await this.limiters[limiter].delete(key);
  }
}

/** Decorates `app.attempts` (and `app.redis` with REDIS_URL); closes Redis with the app. */
export const attemptLimits = fp(async (app: FastifyInstance, { redis }: { redis: Redis | undefined }) => {
  app.decorate('redis', redis);
  app.decorate('attempts', new AttemptLimits(redis));
});

/**
 * A Redis connection for counters, open before the server answers anything; afterwards it fails
 * fast instead of queueing while Redis is down, and the in-memory insurance counts meanwhile.
 */
export async function connectRedis(url: string): Promise<Redis> {
  // Loaded only when REDIS_URL is set.
  const { Redis: RedisClient } = await import('ioredis');
  const redis = new RedisClient(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: true });
  await redis.connect();
  return redis;
}

/** Closes the connection politely, or at once if it is already broken. */
export async function disconnectRedis(redis: Redis): Promise<void> {
  if (redis.status === 'ready') await redis.quit();
  else redis.disconnect();
}
