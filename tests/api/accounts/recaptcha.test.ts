import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app';
import { demoIndividual, freshAddress, postForm } from '../../support/accounts';

const CAPTCHA_MESSAGE = 'يرجى التحقق من reCAPTCHA قبل المتابعة';

/** A stand-in for Google's siteverify on loopback: only the token 'solved-by-a-person' passes. */
function startFakeSiteverify() {
  const received: URLSearchParams[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const form = new URLSearchParams(body);
      received.push(form);
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify({
          success: form.get('secret') === 'test-secret' && form.get('response') === 'solved-by-a-person',
        }),
      );
    });
  });
  return new Promise<{ url: string; received: URLSearchParams[]; close: () => Promise<void> }>((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}/siteverify`,
        received,
        close: () => new Promise((done) => server.close(() => done())),
      });
    }),
  );
}

describe('with RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET, Google reCAPTCHA replaces ALTCHA', () => {
  let t: TestApp;
  let siteverify: Awaited<ReturnType<typeof startFakeSiteverify>>;
  beforeAll(async () => {
    siteverify = await startFakeSiteverify();
    t = await createTestApp({
      TRUST_PROXY: '127.0.0.1',
      RECAPTCHA_SITE_KEY: 'test-site-key',
      RECAPTCHA_SECRET: 'test-secret',
      RECAPTCHA_VERIFY_URL: siteverify.url,
    });
  });
  afterAll(async () => {
    await t.close();
    await siteverify.close();
  });

  it('tells the browser to draw reCAPTCHA and issues no proof-of-work challenge', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/captcha' })).json()).toEqual({
      data: { provider: 'recaptcha', site_key: 'test-site-key' },
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/captcha/challenge' })).statusCode).toBe(404);
  });

  it('after three failures accepts a sign-in only with a token Google verifies, sent with the secret and the address', async () => {
    const from = freshAddress();
    for (let failure = 0; failure < 3; failure += 1)
      await postForm(t, 'login', { ...demoIndividual, password: 'wrong-password' }, { from });
    const refused = await postForm(t, 'login', { ...demoIndividual, 'g-recaptcha-response': 'made-up' }, { from });
    expect(refused.json().message).toBe(CAPTCHA_MESSAGE);
    const accepted = await postForm(
      t,
      'login',
      { ...demoIndividual, 'g-recaptcha-response': 'solved-by-a-person' },
      { from },
    );
    expect(accepted.statusCode).toBe(200);
    expect(siteverify.received.at(-1)).toEqual(
      new URLSearchParams({ secret: 'test-secret', response: 'solved-by-a-person', remoteip: from }),
    );
  });

  it('asks for the captcha again, never a 500, when Google cannot be reached', async () => {
    const unreachable = await createTestApp({
      TRUST_PROXY: '127.0.0.1',
      RECAPTCHA_SITE_KEY: 'test-site-key',
      RECAPTCHA_SECRET: 'test-secret',
      RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:9/siteverify',
    });
    try {
      const from = freshAddress();
      for (let failure = 0; failure < 3; failure += 1)
        await postForm(unreachable, 'login', { ...demoIndividual, password: 'wrong-password' }, { from });
      const response = await postForm(
        unreachable,
        'login',
        { ...demoIndividual, 'g-recaptcha-response': 'solved-by-a-person' },
        { from },
      );
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe(CAPTCHA_MESSAGE);
    } finally {
      await unreachable.close();
    }
  });
});
