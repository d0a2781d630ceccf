import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

const shownOnly = { type: 'object', properties: { shown: { type: 'string' } } } as const;
const withSecret = { shown: 'yes', password_hash: '$argon2id$secret' };

/** An answer goes out as its route's response schema serialises it: a field not declared there never leaves the server. */
describe('answers serialised by their schema', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, (app) => {
      app.get(
        '/api/v1/test-only/cached',
        { schema: { response: { 200: shownOnly } }, config: { access: 'public' } },
        (request, reply) => app.publicCache.reply(request, reply, { tags: ['test'] }, async () => withSecret),
      );
      app.post(
        '/api/v1/test-only/stored',
        { schema: { response: { 201: shownOnly } }, config: { access: 'public', idempotent: true } },
        (request, reply) =>
          app.idempotency.run(request, reply, 'fingerprint', async () => ({ status: 201, body: withSecret })),
      );
      app.get(
        '/api/v1/test-only/plain',
        { schema: { response: { 200: shownOnly } }, config: { access: 'public' } },
        async () => withSecret,
      );
    });
  });
  afterAll(() => t.close());

  it('drops an undeclared field from a plain answer', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/test-only/plain' })).json()).toEqual({ shown: 'yes' });
  });

  it('drops it from a cached public read, the first time and from the cache', async () => {
    for (let read = 0; read < 2; read++) {
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/test-only/cached' })).json()).toEqual({ shown: 'yes' });
    }
  });

  it('drops it from an idempotent answer and from its replay', async () => {
    const post = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/test-only/stored',
        headers: { 'idempotency-key': 'serialised-answer-key-1' },
      });
    const first = await post();
    const replay = await post();
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ shown: 'yes' });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual({ shown: 'yes' });
  });
});
