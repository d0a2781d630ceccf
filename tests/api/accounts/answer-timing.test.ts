import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app';
import { demoIndividual, freshAddress, mailsTo } from '../../support/accounts';
import { encodeMultipart } from '../../support/multipart';

/**
 * QUALITY.md: an answer must not wait on work that only a registered address causes, or its timing
 * tells who is registered. Shown by structure, not by a stopwatch: while the tables that work writes
 * are locked (on PGlite, while the one connection is held), the answer still arrives.
 */
describe('answers that must not tell who is registered', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(() => t.close());

  /** Holds an open transaction that locks the secrets and the outbox until release() is called. */
  async function lockTablesOfKnownAddressWork() {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holding = t.db.transaction(async (tx) => {
      await tx.execute(sql`LOCK TABLE one_time_secrets, mail_outbox IN ACCESS EXCLUSIVE MODE`);
      locked();
      await released;
    });
    await isLocked;
    return async () => {
      release();
      await holding;
    };
  }

  const post = async (url: string, email: string) => {
    const { payload, contentType } = await encodeMultipart([['email', email]]);
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/${url}`,
      payload,
      headers: { 'content-type': contentType, 'x-forwarded-for': freshAddress() },
    });
  };

  it.each([
    ['forgot-password', 'إعادة تعيين كلمة المرور'],
    ['otp/resend', 'رمز الدخول إلى البوابة'],
  ])('POST %s answers a registered address without waiting for its mail to be written', async (url, subject) => {
    const release = await lockTablesOfKnownAddressWork();
    const answered = post(url, demoIndividual.email);
    const first = await Promise.race([
      answered.then(() => 'the answer'),
      new Promise((resolve) => setTimeout(resolve, 5000)).then(() => 'the lock'),
    ]);
    await release();
    expect(first).toBe('the answer');
    expect((await answered).statusCode).toBe(200);
    expect((await answered).json()).toEqual((await post(url, 'nobody-at-all@example.sa')).json());
    // The work was done after the answer, once the tables were free.
    await t.app.backgroundWork.settled();
    expect(await mailsTo(t, demoIndividual.email, subject)).toHaveLength(1);
  });
});
