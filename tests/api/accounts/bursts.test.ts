import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeSecrets, users } from '../../../server/db/schema';
import { ADDRESS_CAPTCHA_THRESHOLD } from '../../../server/plugins/attempt-limits';
import { createTestApp, type TestApp } from '../../support/test-app';
import { demoIndividual, freshAddress, individual, mailsTo, postForm } from '../../support/accounts';
import { latestMailTo } from '../../support/outbox';

/**
 * Every limit docs/security.md promises, under a burst of requests arriving together (QUALITY.md: limits
 * under parallel bursts). On PostgreSQL (DATABASE_URL) they run on a pool of connections at once.
 */
describe('account limits under parallel bursts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(() => t.close());

  const burst = <T>(size: number, request: (index: number) => Promise<T>) =>
    Promise.all(Array.from({ length: size }, (_, index) => request(index)));

  it('compares at most five guesses at a sign-in code, however many arrive at once', async () => {
    const email = 'researcher@demo.reserve.sa';
    const [researcher] = await t.db.select().from(users).where(eq(users.email, email));
    for (let trial = 0; trial < 5; trial += 1) {
      await postForm(t, 'otp/resend', { email }, { from: freshAddress() });
      const code = /\b(\d{6})\b/.exec((await latestMailTo(t.db, email))!.text)![1]!;
      const wrong = code === '000000' ? '111111' : '000000';
      // Twenty-nine wrong guesses, the right one last, all in flight together.
      const answers = await burst(30, (index) =>
        postForm(t, 'otp/verify', { email, code: index === 29 ? code : wrong }, { from: freshAddress() }),
      );
      const [secret] = await t.db
        .select()
        .from(oneTimeSecrets)
        .where(and(eq(oneTimeSecrets.userId, researcher!.id), eq(oneTimeSecrets.purpose, 'otp_login')))
        .orderBy(oneTimeSecrets.id)
        .then((rows) => rows.slice(-1));
      expect(secret!.failedAttempts).toBeLessThanOrEqual(5);
      expect(secret!.usedAt).not.toBeNull();
      const signedIn = answers.filter((answer) => answer.statusCode === 200);
      expect(signedIn.length).toBeLessThanOrEqual(1);
      expect(answers.filter((answer) => answer.statusCode === 422)).toHaveLength(30 - signedIn.length);
      // The code is gone: the guesses after the fifth were never compared.
      expect((await postForm(t, 'otp/verify', { email, code }, { from: freshAddress() })).statusCode).toBe(422);
    }
  });

  it('lets three wrong passwords through without a captcha, not more, when thirty arrive together for one account', async () => {
    const answers = await burst(30, () =>
      postForm(
        t,
        'login',
        { email: demoIndividual.email, password: 'Not-The-Password-1' },
        { from: freshAddress(), locale: 'en' },
      ),
    );
    const messages = answers.map((answer) => answer.json<{ message: string }>().message);
    expect(answers.every((answer) => answer.statusCode === 422)).toBe(true);
    expect(messages.filter((message) => message === 'The email or password is incorrect.')).toHaveLength(3);
    expect(messages.filter((message) => message === 'Please complete the captcha before continuing.')).toHaveLength(27);
  });

  it(`lets ${ADDRESS_CAPTCHA_THRESHOLD} wrong passwords through without a captcha, not more, when fifty for as many accounts arrive together from one address`, async () => {
    const from = freshAddress();
    const answers = await burst(50, (index) =>
      postForm(
        t,
        'login',
        { email: `burst-${index}@example.sa`, password: 'Not-The-Password-1' },
        { from, locale: 'en' },
      ),
    );
    const messages = answers.map((answer) => answer.json<{ message: string }>().message);
    expect(messages.filter((message) => message === 'The email or password is incorrect.')).toHaveLength(
      ADDRESS_CAPTCHA_THRESHOLD,
    );
    expect(messages.filter((message) => message === 'Please complete the captcha before continuing.')).toHaveLength(
      50 - ADDRESS_CAPTCHA_THRESHOLD,
    );
    // The refused ones gave their places back; the address stays at its threshold.
    expect(
      (
        await postForm(
          t,
          'login',
          { email: 'burst-after@example.sa', password: 'Not-The-Password-1' },
          { from, locale: 'en' },
        )
      ).json().message,
    ).toBe('Please complete the captcha before continuing.');
  });

  it('makes one account of fifty registrations of one new address, and tells its owner of each of the other 49', async () => {
    const email = 'fifty@example.sa';
    const answers = await burst(50, (index) =>
      postForm(t, 'register', individual({ email, national_id: `10${String(index).padStart(8, '7')}` }), {
        from: freshAddress(),
      }),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(50).fill(201));
    expect((await t.db.select({ n: count() }).from(users).where(eq(users.email, email)))[0]!.n).toBe(1);
    const mails = await mailsTo(t, email);
    expect(mails.filter((mail) => mail.subject === 'تأكيد بريدك الإلكتروني')).toHaveLength(1);
    expect(mails.filter((mail) => mail.subject === 'لديك حساب في البوابة بالفعل')).toHaveLength(49);
  });

  it('makes one account of twenty registrations racing for one national id, and tells every other address and the holder', async () => {
    const nationalId = '1044444444';
    const emails = Array.from({ length: 20 }, (_, index) => `race-${index}@example.sa`);
    const answers = await burst(20, (index) =>
      postForm(t, 'register', individual({ email: emails[index]!, national_id: nationalId }), { from: freshAddress() }),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(201));
    const [holder, ...others] = await t.db.select().from(users).where(eq(users.nationalId, nationalId));
    expect(others).toHaveLength(0);
    const subjects = await Promise.all(
      emails.map(async (email) => (await mailsTo(t, email)).map((mail) => mail.subject)),
    );
    expect(subjects.filter((list) => list.includes('تأكيد بريدك الإلكتروني'))).toEqual([expect.anything()]);
    expect(subjects.filter((list) => list.includes('يوجد حساب مسجل بهذا الرقم'))).toHaveLength(19);
    expect((await mailsTo(t, holder!.email, 'محاولة تسجيل برقم حسابك')).length).toBe(19);
  });
});
