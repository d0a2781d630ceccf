import { randomInt, randomUUID } from 'node:crypto';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app';
import { postForm } from '../../support/accounts';

// The machine's Redis, which this project's machines and CI run.
const REDIS_URL = 'redis://127.0.0.1:6379';

const redisAnswers = await new Promise<boolean>((resolve) => {
  const socket = net.connect(6379, '127.0.0.1');
  socket.once('connect', () => {
    socket.end();
    resolve(true);
  });
  socket.once('error', () => resolve(false));
  socket.setTimeout(1000, () => {
    socket.destroy();
    resolve(false);
  });
});

// Elsewhere without Redis the test is skipped; in CI a missing Redis fails it.
describe.skipIf(!redisAnswers && !process.env.CI)(
  'with REDIS_URL, attempt counters are shared by every server process',
  () => {
    let first: TestApp;
    let second: TestApp;
    beforeAll(async () => {
      [first, second] = await Promise.all([
        createTestApp({ REDIS_URL, TRUST_PROXY: '127.0.0.1' }),
        createTestApp({ REDIS_URL, TRUST_PROXY: '127.0.0.1' }),
      ]);
    });
    afterAll(async () => {
      await Promise.all([first?.close(), second?.close()]);
    });

    it('failures counted by one process make the other require a captcha', async () => {
      // Keys of their own on every run: Redis keeps counts between runs for their window.
      const email = `shared-${randomUUID()}@example.sa`;
      const from = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`;
      for (const app of [first, second, first]) {
        const refused = await postForm(app, 'login', { email, password: 'wrong-password' }, { from });
        expect(refused.json().errors).not.toHaveProperty('g-recaptcha-response');
      }
      const fourth = await postForm(second, 'login', { email, password: 'wrong-password' }, { from });
      expect(fourth.json().errors).toHaveProperty('g-recaptcha-response');
    });
  },
);
