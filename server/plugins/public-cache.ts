import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Listen } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    /** In-process cache of public reads; see PublicCache. */
    publicCache: PublicCache;
  }
}

export interface PublicCacheOptions {
  /** A safety net for several processes sharing one PostgreSQL: another process's write shows within this time. */
  ttlMs?: number;
  /** The least recently read answers are dropped beyond this many. */
  maxEntries?: number;
  /** The clock, replaceable in tests. */
  now?: () => number;
  /** Tells the other processes of an invalidation (the plugin's NOTIFY); none for a cache of its own. */
  broadcast?: (tags: readonly string[]) => void;
}

/** The tag of pages rendered to HTML: any public write may show on one, so every invalidation drops them. */
export const RENDERED_PAGES_TAG = 'rendered-pages';

/** What a route caches: the tags whose writes make it stale. */
export interface CacheReplyOptions {
  tags: readonly string[];
}

/** An answer as it goes on the wire, with its strong ETag. */
export interface CachedBody {
  body: Buffer;
  etag: string;
}

interface Entry extends CachedBody {
  tags: readonly string[];
  expiresAt: number;
}

interface PendingLoad {
  tags: readonly string[];
  promise: Promise<CachedBody>;
}

/** JSON as it goes on the wire, with its strong ETag. */
export function encodedJson(json: string): CachedBody {
  const body = Buffer.from(json);
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"` };
}

const serialise = (value: unknown) => encodedJson(JSON.stringify(value));

/** If-None-Match uses the weak comparison (RFC 9110 §13.1.2), so W/ prefixes are ignored. */
function clientHasCurrent(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** Route pattern, parameters, validated query (sorted) and locale: the things an answer depends on. */
function keyOf(request: FastifyRequest): string {
  const query = Object.entries((request.query ?? {}) as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
  return JSON.stringify([request.routeOptions.url, request.params, query, request.locale]);
}

/** Sends a kept answer, or 304 when the client holds the same bytes. */
function send(request: FastifyRequest, reply: FastifyReply, cached: CachedBody): void {
  reply.header('cache-control', 'public, no-cache').header('vary', 'Accept-Language').header('etag', cached.etag);
  if (clientHasCurrent(request.headers['if-none-match'], cached.etag)) reply.code(304).send();
  else reply.type('application/json; charset=utf-8').send(cached.body);
}

/**
 * Public reads answered from memory, so a read does not wait on the database (PGlite's WebAssembly
 * blocks the event loop). Writes call invalidate(tag); the TTL covers writes made by other processes.
 */
export class PublicCache {
  readonly #entries = new Map<string, Entry>();
  /** The entry last in #entries' order (the most recently read or stored). */
  #newest: Entry | undefined;
  readonly #loads = new Map<string, PendingLoad>();
  readonly #keysByAddress = new Map<string, string>();
  /** Bumped by invalidate, so a load that began before a write answers its callers but is not kept. */
  readonly #tagVersions = new Map<string, number>();
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #now: () => number;
  readonly #broadcast: PublicCacheOptions['broadcast'];

  constructor({ ttlMs = 60_000, maxEntries = 1000, now = Date.now, broadcast }: PublicCacheOptions = {}) {
    this.#broadcast = broadcast;
    this.#ttlMs = ttlMs;
    this.#maxEntries = maxEntries;
    this.#now = now;
  }

  /**
   * Answers a public GET from the cache, or 304 when the client holds the same bytes; load runs on a
   * miss only. A hit answers at once, returning nothing: the path of nearly every public read, it
   * waits on no promise.
   */
  reply(
    request: FastifyRequest,
    reply: FastifyReply,
    options: CacheReplyOptions,
    load: () => Promise<unknown>,
  ): void | Promise<void> {
    const key = this.#keyOf(request);
    const cached = this.#fresh(key);
    if (cached) return send(request, reply, cached);
    // Kept as the route's response schema serialises it (fast-json-stringify), so no undeclared field is cached.
    return this.get(key, options.tags, load, (value) => encodedJson(String(reply.serialize(value)))).then((loaded) =>
      send(request, reply, loaded),
    );
  }

  /**
   * keyOf, remembered by the address and language that decide it: reads repeat a few addresses, and
   * building the key was the costliest step of a hit. Another spelling of an address is another
   * entry here, but the same key; the map is emptied when it reaches maxEntries.
   */
  #keyOf(request: FastifyRequest): string {
    const address = `${request.locale} ${request.url}`;
    let key = this.#keysByAddress.get(address);
    if (key === undefined) {
      if (this.#keysByAddress.size >= this.#maxEntries) this.#keysByAddress.clear();
      key = keyOf(request);
      this.#keysByAddress.set(address, key);
    }
    return key;
  }

  /**
   * The cached answer under key; concurrent misses share one load, and a failed load is not kept.
   * `encode` turns what load gives into the bytes kept (JSON by default).
   */
  get(
    key: string,
    tags: readonly string[],
    load: () => Promise<unknown>,
    encode: (value: unknown) => CachedBody = serialise,
  ): Promise<CachedBody> {
    const entry = this.#fresh(key);
    if (entry) return Promise.resolve(entry);
    return this.#loads.get(key)?.promise ?? this.#startLoad(key, tags, load, encode);
  }

  /** The answer kept under key, if it has not expired, marked as the most recently read. */
  #fresh(key: string): Entry | undefined {
    const entry = this.#entries.get(key);
    if (!entry || entry.expiresAt <= this.#now()) return undefined;
    // Re-inserting keeps the Map in least-recently-read order for eviction; the newest needs no move.
    if (entry !== this.#newest) {
      this.#entries.delete(key);
      this.#entries.set(key, entry);
      this.#newest = entry;
    }
    return entry;
  }

  /**
   * Forgets every answer carrying one of these tags, and every rendered page, including loads still
   * running; the other processes are told to forget them too.
   */
  invalidate(...invalidated: string[]): void {
    this.forget(invalidated);
    this.#broadcast?.(invalidated);
  }

  /** Forgets what invalidate does, in this process only: another process's write, heard. */
  forget(invalidated: readonly string[]): void {
    const tags = [...invalidated, RENDERED_PAGES_TAG];
    const touches = (entryTags: readonly string[]) => entryTags.some((tag) => tags.includes(tag));
    for (const tag of tags) this.#tagVersions.set(tag, (this.#tagVersions.get(tag) ?? 0) + 1);
    for (const [key, entry] of this.#entries) if (touches(entry.tags)) this.#entries.delete(key);
    for (const [key, pending] of this.#loads) if (touches(pending.tags)) this.#loads.delete(key);
  }

  #startLoad(
    key: string,
    tags: readonly string[],
    load: () => Promise<unknown>,
    encode: (value: unknown) => CachedBody,
  ): Promise<CachedBody> {
    const versionsAtStart = this.#versionsOf(tags);
    const pending: PendingLoad = { tags, promise: Promise.resolve().then(load).then(encode) };
    this.#loads.set(key, pending);
    const settle = () => {
      if (this.#loads.get(key) === pending) this.#loads.delete(key);
    };
    pending.promise.then((cached) => {
      settle();
      if (this.#versionsOf(tags) === versionsAtStart) this.#store(key, tags, cached);
    }, settle);
    return pending.promise;
  }

  #versionsOf(tags: readonly string[]): string {
    return tags.map((tag) => this.#tagVersions.get(tag) ?? 0).join(',');
  }

  #store(key: string, tags: readonly string[], cached: CachedBody) {
    this.#entries.delete(key);
    this.#newest = { ...cached, tags, expiresAt: this.#now() + this.#ttlMs };
    this.#entries.set(key, this.#newest);
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= this.#maxEntries) break;
      this.#entries.delete(oldest);
    }
  }
}

/** The channel on which processes sharing a database tell each other which public reads a write made stale. */
const INVALIDATIONS_CHANNEL = 'public_cache_invalidations';

interface PublicCachePluginOptions extends PublicCacheOptions {
  /** The database's notifications: with them, a write in any process drops every process's stale answers. */
  listen?: Listen;
}

/**
 * Decorates the app with `publicCache`; public GET routes answer through `app.publicCache.reply(...)`.
 * With `listen`, each invalidation is sent on the database (NOTIFY, so every process sharing it hears it
 * within milliseconds), and the other processes' are heard; this process ignores its own.
 */
export const publicCache = fp(
  async (app: FastifyInstance, { listen, ...options }: PublicCachePluginOptions) => {
    const self = randomUUID();
    const broadcast = (tags: readonly string[]) => {
      const payload = JSON.stringify({ from: self, tags });
      app.db
        .execute(sql`select pg_notify(${INVALIDATIONS_CHANNEL}, ${payload})`)
        .catch((error: unknown) => app.log.error({ err: error }, 'could not tell the other processes of a write'));
    };
    const cache = new PublicCache({ ...options, ...(listen && { broadcast }) });
    app.decorate('publicCache', cache);
    if (!listen) return;
    const stop = await listen(INVALIDATIONS_CHANNEL, (payload) => {
      const heard = JSON.parse(payload) as { from: string; tags: string[] };
      if (heard.from !== self) cache.forget(heard.tags);
    });
    app.addHook('onClose', stop);
  },
  { name: 'public-cache' },
);
