import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PublicCache, publicCache, type PublicCacheOptions } from './public-cache';

/** A bare server with the cache and one cached route whose loader the test controls. */
async function serverWith(load: () => Promise<unknown>, options: PublicCacheOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.decorateRequest('locale', 'ar');
  app.addHook('onRequest', async (request) => {
    request.locale = request.headers['accept-language']?.startsWith('en') ? 'en' : 'ar';
  });
  await app.register(publicCache, options);
  app.get(
    '/things/:id',
    {
      schema: {
        querystring: { type: 'object', additionalProperties: false, properties: { page: { type: 'string' } } },
      },
    },
    (request, reply) => app.publicCache.reply(request, reply, { tags: ['things'] }, load),
  );
  await app.ready();
  return app;
}

describe('the public cache over HTTP', () => {
  let app: FastifyInstance;
  afterEach(() => app.close());

  it('loads once, then answers the same bytes with cache headers', async () => {
    const load = vi.fn(async () => ({ data: { name: 'روضة نورة' } }));
    app = await serverWith(load);
    const first = await app.inject('/things/1');
    const second = await app.inject('/things/1');
    expect(load).toHaveBeenCalledTimes(1);
    expect(first.json()).toEqual({ data: { name: 'روضة نورة' } });
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.headers['cache-control']).toBe('public, no-cache');
    expect(second.headers.vary).toBe('Accept-Language');
    expect(second.headers.etag).toMatch(/^"[\w-]{32}"$/);
    expect(second.headers.etag).toBe(first.headers.etag);
  });

  it('keys on parameters, the validated query and the locale, not on unknown query keys', async () => {
    const load = vi.fn(async () => ({ data: [] }));
    app = await serverWith(load);
    await app.inject('/things/1?page=2');
    await app.inject('/things/1?page=2&utm=x');
    expect(load).toHaveBeenCalledTimes(1);
    await app.inject('/things/2?page=2');
    await app.inject('/things/1?page=3');
    await app.inject({ url: '/things/1?page=2', headers: { 'accept-language': 'en' } });
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('answers each address with its own content while more addresses come than it keeps', async () => {
    let loads = 0;
    app = Fastify({ logger: false });
    app.decorateRequest('locale', 'ar');
    await app.register(publicCache, { maxEntries: 2 });
    app.get('/things/:id', (request, reply) =>
      app.publicCache.reply(request, reply, { tags: ['things'] }, async () => ({
        id: (request.params as { id: string }).id,
        load: ++loads,
      })),
    );
    for (const id of ['1', '2', '3', '1', '3', '2', '1'])
      expect((await app.inject(`/things/${id}`)).json().id, id).toBe(id);
    expect((await app.inject('/things/1')).json().load).toBe(loads);
  });

  it('answers If-None-Match with 304 and no body, and a changed tag with 200', async () => {
    app = await serverWith(async () => ({ data: 1 }));
    const { headers } = await app.inject('/things/1');
    const etag = String(headers.etag);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const revalidated = await app.inject({ url: '/things/1', headers: { 'if-none-match': ifNoneMatch } });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.body).toBe('');
      expect(revalidated.headers.etag).toBe(etag);
      expect(revalidated.headers.vary).toBe('Accept-Language');
    }
    const changed = await app.inject({ url: '/things/1', headers: { 'if-none-match': '"stale"' } });
    expect(changed.statusCode).toBe(200);
  });

  it('shares one load between concurrent misses', async () => {
    let finish: (value: unknown) => void = () => {};
    const load = vi.fn(() => new Promise((resolve) => (finish = resolve)));
    app = await serverWith(load);
    const answers = Array.from({ length: 10 }, () => app.inject('/things/1'));
    await vi.waitFor(() => expect(load).toHaveBeenCalled());
    finish({ data: 'once' });
    const replies = await Promise.all(answers);
    expect(load).toHaveBeenCalledTimes(1);
    expect(replies.map((reply) => reply.statusCode)).toEqual(Array(10).fill(200));
  });

  it('does not keep a failed load', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('database down')).mockResolvedValue({ data: 'back' });
    app = await serverWith(load);
    expect((await app.inject('/things/1')).statusCode).toBe(500);
    expect((await app.inject('/things/1')).json()).toEqual({ data: 'back' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('reloads after invalidate of its tag only', async () => {
    const load = vi.fn(async () => ({ data: load.mock.calls.length }));
    app = await serverWith(load);
    await app.inject('/things/1');
    app.publicCache.invalidate('other-things');
    await app.inject('/things/1');
    expect(load).toHaveBeenCalledTimes(1);
    app.publicCache.invalidate('things');
    expect((await app.inject('/things/1')).json()).toEqual({ data: 2 });
  });
});

describe('PublicCache', () => {
  const body = (value: unknown) => async () => value;

  it('expires entries after the TTL', async () => {
    let now = 0;
    const cache = new PublicCache({ ttlMs: 60_000, now: () => now });
    const load = vi.fn(body('x'));
    await cache.get('k', ['t'], load);
    now = 59_999;
    await cache.get('k', ['t'], load);
    expect(load).toHaveBeenCalledTimes(1);
    now = 60_000;
    await cache.get('k', ['t'], load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not keep an answer whose load began before an invalidation', async () => {
    const cache = new PublicCache();
    let finish: (value: unknown) => void = () => {};
    const gate = new Promise((resolve) => (finish = resolve));
    const slow = cache.get('k', ['t'], () => gate);
    cache.invalidate('t');
    const fresh = vi.fn(body('new'));
    const afterWrite = cache.get('k', ['t'], fresh);
    finish('old');
    expect((await slow).body.toString()).toBe('"old"');
    expect((await afterWrite).body.toString()).toBe('"new"');
    await cache.get('k', ['t'], fresh);
    expect(fresh).toHaveBeenCalledTimes(1);
  });

  it('drops the least recently read entry beyond maxEntries', async () => {
    const cache = new PublicCache({ maxEntries: 2 });
    const load = vi.fn(body('x'));
    await cache.get('a', [], load);
    await cache.get('b', [], load);
    await cache.get('a', [], load);
    await cache.get('c', [], load);
    expect(load).toHaveBeenCalledTimes(3);
    await cache.get('a', [], load);
    expect(load).toHaveBeenCalledTimes(3);
    await cache.get('b', [], load);
    expect(load).toHaveBeenCalledTimes(4);
  });
});
