import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app';
import { ADDRESS_CAPTCHA_THRESHOLD } from '../../../server/plugins/attempt-limits';
import {
  demoCompany,
  demoIndividual,
  freshAddress,
  newVerifiedMember,
  postForm,
  signIn,
  solvedCaptcha,
} from '../../support/accounts';

const CAPTCHA_MESSAGE = 'يرجى التحقق من reCAPTCHA قبل المتابعة';

describe('signing in and out', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(() => t.close());

  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { authorization: `Bearer ${token}` } });

  it('answers a token that opens GET /me with the profile fields, and never the password hash', async () => {
    const response = await postForm(t, 'login', demoIndividual, { from: freshAddress() });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'تم تسجيل الدخول بنجاح!',
      data: { token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) },
    });
    const profile = await me(response.json().data.token);
    expect(profile.statusCode).toBe(200);
    expect(profile.headers['cache-control']).toBe('no-store');
    expect(profile.json().data).toMatchObject({
      name: 'سارة العتيبي',
      national_id: '1012345678',
      email: demoIndividual.email,
      country_code: '966',
      phone_number: '501234567',
      email_verified: true,
      gender: 2,
      country: { id: 1, name_ar: 'المملكة العربية السعودية', name_en: 'Saudi Arabia' },
      city: { id: 1, name_ar: 'الرياض', name_en: 'Riyadh' },
      is_researcher: false,
      contact_method: 'email',
      language: 'ar',
    });
    expect(profile.body).not.toContain('argon2');
  });

  it('refuses a wrong password and an unknown address with the same message', async () => {
    const wrong = await postForm(
      t,
      'login',
      { ...demoIndividual, password: 'not-her-password' },
      { from: freshAddress() },
    );
    const unknown = await postForm(
      t,
      'login',
      { email: 'nobody@example.sa', password: 'whatever1' },
      { from: freshAddress() },
    );
    expect(wrong.statusCode).toBe(422);
    expect(unknown.statusCode).toBe(422);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe('البريد الإلكتروني أو كلمة المرور غير صحيحة');
  });

  it('keeps companies and individuals on their own routes', async () => {
    expect((await postForm(t, 'login', demoCompany, { from: freshAddress() })).statusCode).toBe(422);
    expect((await postForm(t, 'login/company', demoIndividual, { from: freshAddress() })).statusCode).toBe(422);
    const token = await signIn(t, demoCompany, 'login/company');
    expect((await me(token)).json().data).toMatchObject({ account_type: 'company', national_id: null });
  });

  it('refuses a missing password in the form language', async () => {
    const response = await postForm(
      t,
      'login',
      { email: demoIndividual.email },
      { from: freshAddress(), locale: 'en' },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.password).toBeDefined();
  });

  it('after three failures requires a solved captcha, whatever the browser says, and accepts one once', async () => {
    const from = freshAddress();
    const credentials = { email: 'researcher@demo.reserve.sa', password: 'Wadi-Shawki-2025' };
    for (let failure = 0; failure < 3; failure += 1) {
      const refused = await postForm(t, 'login', { ...credentials, password: 'wrong-password' }, { from });
      expect(refused.json().errors).not.toHaveProperty('g-recaptcha-response');
    }
    const withoutCaptcha = await postForm(t, 'login', credentials, { from });
    expect(withoutCaptcha.statusCode).toBe(422);
    expect(withoutCaptcha.json()).toEqual({
      message: CAPTCHA_MESSAGE,
      errors: { 'g-recaptcha-response': [CAPTCHA_MESSAGE] },
    });

    const forged = await postForm(
      t,
      'login',
      { ...credentials, 'g-recaptcha-response': btoa('{"challenge":{},"solution":{}}') },
      { from },
    );
    expect(forged.json().message).toBe(CAPTCHA_MESSAGE);

    const captcha = await solvedCaptcha(t);
    const accepted = await postForm(t, 'login', { ...credentials, 'g-recaptcha-response': captcha }, { from });
    expect(accepted.statusCode).toBe(200);
    // The success forgot the account's failures: it signs in without a captcha until three more.
    expect((await postForm(t, 'login', credentials, { from })).statusCode).toBe(200);
    for (let failure = 0; failure < 3; failure += 1)
      await postForm(t, 'login', { ...credentials, password: 'wrong-password' }, { from });
    // The same solved captcha is not accepted twice.
    const replayed = await postForm(t, 'login', { ...credentials, 'g-recaptcha-response': captcha }, { from });
    expect(replayed.json().message).toBe(CAPTCHA_MESSAGE);
  });

  it('counts failures per account too: a new address does not escape the captcha', async () => {
    const credentials = { email: 'company@demo.reserve.sa', password: 'wrong-password' };
    for (let failure = 0; failure < 3; failure += 1)
      await postForm(t, 'login/company', credentials, { from: freshAddress() });
    const response = await postForm(t, 'login/company', demoCompany, { from: freshAddress() });
    expect(response.json().message).toBe(CAPTCHA_MESSAGE);
  });

  it('does not ask the next person at a shared address for a captcha because three others failed there', async () => {
    const from = freshAddress();
    for (let colleague = 0; colleague < 3; colleague += 1) {
      await postForm(t, 'login', { email: `colleague${colleague}@example.sa`, password: 'wrong-password' }, { from });
    }
    const { email, password } = await newVerifiedMember(t);
    const response = await postForm(t, 'login', { email, password }, { from });
    expect(response.statusCode).toBe(200);
  });

  it(`asks every sign-in from an address for a captcha after ${ADDRESS_CAPTCHA_THRESHOLD} failed passwords there, bounded whatever accounts they tried`, async () => {
    const from = freshAddress();
    for (let failure = 0; failure < ADDRESS_CAPTCHA_THRESHOLD; failure += 1) {
      const refused = await postForm(
        t,
        'login',
        { email: `guess${failure}@example.sa`, password: 'wrong-password' },
        { from },
      );
      expect(refused.json().errors, `failure ${failure}`).not.toHaveProperty('g-recaptcha-response');
    }
    const { email, password } = await newVerifiedMember(t);
    expect((await postForm(t, 'login', { email, password }, { from })).json().message).toBe(CAPTCHA_MESSAGE);
    expect(
      (await postForm(t, 'login', { email, password, 'g-recaptcha-response': await solvedCaptcha(t) }, { from }))
        .statusCode,
    ).toBe(200);
  });

  it('does not count against an address the attempts it refused for want of a captcha: they checked no password', async () => {
    const from = freshAddress();
    const locked = { email: 'locked-out@example.sa', password: 'wrong-password' };
    for (let attempt = 0; attempt < ADDRESS_CAPTCHA_THRESHOLD + 3; attempt += 1)
      await postForm(t, 'login', locked, { from });
    expect((await postForm(t, 'login', locked, { from })).json().message).toBe(CAPTCHA_MESSAGE);
    const { email, password } = await newVerifiedMember(t);
    expect((await postForm(t, 'login', { email, password }, { from })).statusCode).toBe(200);
  });

  it('checks at most ten passwords per account in five minutes, then answers 429 in the request language', async () => {
    const credentials = { email: 'limit-probe@example.sa', password: 'wrong-password' };
    const answers: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const captcha: Record<string, string> = attempt >= 3 ? { 'g-recaptcha-response': await solvedCaptcha(t) } : {};
      answers.push(
        (await postForm(t, 'login', { ...credentials, ...captcha }, { from: freshAddress(), locale: 'en' })).statusCode,
      );
    }
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(422));
    expect(answers[10]).toBe(429);
  });

  it('a forged X-Forwarded-For does not reset the address count when no proxy is trusted', async () => {
    const direct = await createTestApp();
    try {
      for (let failure = 0; failure < ADDRESS_CAPTCHA_THRESHOLD; failure += 1) {
        await postForm(
          direct,
          'login',
          { email: `someone${failure}@example.sa`, password: 'wrong-password' },
          { from: `1.2.3.${failure}` },
        );
      }
      const response = await postForm(direct, 'login', demoIndividual, { from: '9.9.9.9' });
      expect(response.json().message).toBe(CAPTCHA_MESSAGE);
    } finally {
      await direct.close();
    }
  });

  it('revokes the token on logout: it no longer opens GET /me', async () => {
    const token = await signIn(t, demoIndividual);
    expect((await me(token)).statusCode).toBe(200);
    const logout = await postForm(t, 'logout', {}, { token });
    expect(logout.statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
    expect((await postForm(t, 'logout', {}, { token })).statusCode).toBe(401);
  });

  it('does not take a token from the query string', async () => {
    const token = await signIn(t, demoIndividual);
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/me?token=${token}` });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('يجب تسجيل الدخول أولا');
  });
});
