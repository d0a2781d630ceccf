import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeSecrets } from '../../../server/db/schema';
import { createTestApp, type TestApp } from '../../support/test-app';
import { demoIndividual, freshAddress, mailsTo, postForm } from '../../support/accounts';
import { latestMailTo } from '../../support/outbox';

const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1];

describe('sign-in with an e-mailed code (POST otp/resend, otp/verify)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(() => t.close());

  const send = (email: string) => postForm(t, 'otp/resend', { email }, { from: freshAddress() });
  const verify = (email: string, code: string) => postForm(t, 'otp/verify', { email, code }, { from: freshAddress() });

  it('answers the same for known and unknown addresses and mails a six-digit code only to the known one', async () => {
    const known = await send(demoIndividual.email);
    const unknown = await send('nobody@example.sa');
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(await mailsTo(t, 'nobody@example.sa')).toHaveLength(0);
    const code = codeIn((await latestMailTo(t.db, demoIndividual.email))!.text);
    expect(code).toMatch(/^\d{6}$/);
    const accepted = await verify(demoIndividual.email, code!);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await verify(demoIndividual.email, code!)).statusCode).toBe(422);
  });

  it('burns a code after five wrong guesses', async () => {
    await send('researcher@demo.reserve.sa');
    const code = codeIn((await latestMailTo(t.db, 'researcher@demo.reserve.sa'))!.text)!;
    const wrong = code === '000000' ? '111111' : '000000';
    const messages: string[] = [];
    for (let guess = 0; guess < 5; guess += 1)
      messages.push((await verify('researcher@demo.reserve.sa', wrong)).json().message);
    expect(messages.at(-1)).toBe('تجاوزت عدد المحاولات المسموح بها، اطلب رمزا جديدا');
    expect((await verify('researcher@demo.reserve.sa', code)).statusCode).toBe(422);
  });

  it('refuses an expired code and a malformed one', async () => {
    await send(demoIndividual.email);
    const code = codeIn((await latestMailTo(t.db, demoIndividual.email))!.text)!;
    expect(Object.keys((await verify(demoIndividual.email, '12345')).json().errors)).toEqual(['code']);
    await t.db
      .update(oneTimeSecrets)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(oneTimeSecrets.purpose, 'otp_login'));
    const expired = await verify(demoIndividual.email, code);
    expect(expired.json().message).toBe('رمز الدخول غير صحيح أو انتهت صلاحيته');
  });

  it('mails at most three codes per account in fifteen minutes', async () => {
    const statuses: number[] = [];
    for (let request = 0; request < 4; request += 1)
      statuses.push((await send('company-otp-probe@example.sa')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
