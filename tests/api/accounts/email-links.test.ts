import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeSecrets, users } from '../../../server/db/schema';
import { verificationLinkUrl } from '../../../server/services/accounts/verification-links';
import { createTestApp, type TestApp } from '../../support/test-app';
import { demoIndividual, freshAddress, individual, linkIn, mailsTo, postForm, signIn } from '../../support/accounts';
import { latestMailTo } from '../../support/outbox';

describe('e-mail verification and password reset links', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(() => t.close());

  /** The API call the /verify-email page makes for a link read from an e-mail. */
  const verify = (link: URL, locale = 'ar') =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/email/verify${link.pathname.replace('/verify-email', '')}${link.search}`,
      headers: { 'accept-language': locale },
    });

  async function registered(email: string, nationalId: string) {
    const response = await postForm(t, 'register', individual({ email, national_id: nationalId }), {
      from: freshAddress(),
    });
    expect(response.statusCode).toBe(201);
    return linkIn((await latestMailTo(t.db, email))!.text, '/verify-email/');
  }

  it('verifies once with the signed link, then refuses it as used', async () => {
    const link = await registered('verify-me@example.sa', '1000000001');
    const first = await verify(link);
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe('تم التحقق من بريدك الإلكتروني بنجاح');
    const [account] = await t.db.select().from(users).where(eq(users.email, 'verify-me@example.sa'));
    expect(account!.emailVerifiedAt).not.toBeNull();
    const again = await verify(link, 'en');
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toBe('This verification link has already been used.');
  });

  it('refuses a link replaced by a newer one as replaced, not as used, and takes the newer one', async () => {
    const first = await registered('resent@example.sa', '1000000005');
    const token = await signIn(t, { email: 'resent@example.sa', password: 'Rawdat-Khafs-99' });
    await postForm(t, 'email/verification-notification', {}, { token });
    const newest = linkIn((await latestMailTo(t.db, 'resent@example.sa'))!.text, '/verify-email/');
    const refused = await verify(first, 'en');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('We sent you a newer verification link. Use the latest one in your email.');
    expect((await verify(first)).json().message).toBe('أرسلنا إليك رابط تحقق أحدث، استخدم الرابط الأحدث في بريدك');
    expect((await verify(newest)).statusCode).toBe(200);
  });

  it('refuses a link with any part changed', async () => {
    const link = await registered('tamper@example.sa', '1000000002');
    const changes: ((url: URL) => void)[] = [
      (url) => url.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600)),
      (url) => url.searchParams.set('signature', '0'.repeat(64)),
      (url) => url.searchParams.delete('signature'),
      (url) => (url.pathname = url.pathname.replace(/\/[^/]+$/, '/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')),
    ];
    for (const change of changes) {
      const tampered = new URL(link);
      change(tampered);
      const response = await verify(tampered);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('رابط التحقق غير صالح');
    }
    expect((await verify(link)).statusCode).toBe(200);
  });

  it('refuses an expired link', async () => {
    const link = await registered('late@example.sa', '1000000003');
    const [account] = await t.db.select().from(users).where(eq(users.email, 'late@example.sa'));
    const token = link.pathname.split('/').pop()!;
    const expired = new URL(
      verificationLinkUrl('http://x', t.app.appSecret, account!.uuid, token, new Date(Date.now() - 1000)),
    );
    const response = await verify(expired);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('انتهت صلاحية رابط التحقق، اطلب رابطا جديدا');
  });

  it('sends a new link to a signed-in unverified user on request, and says so', async () => {
    await registered('again@example.sa', '1000000004');
    const token = await signIn(t, { email: 'again@example.sa', password: 'Rawdat-Khafs-99' });
    const response = await postForm(t, 'email/verification-notification', { Token: token }, { token });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('تم إرسال رابط التحقق إلى بريدك الإلكتروني');
    expect(await mailsTo(t, 'again@example.sa')).toHaveLength(2);
    expect((await postForm(t, 'email/verification-notification', {})).statusCode).toBe(401);
  });

  it('answers forgot-password the same for a known and an unknown address, mailing only the known one', async () => {
    const known = await postForm(
      t,
      'forgot-password',
      { email: 'Individual@demo.reserve.sa' },
      { from: freshAddress() },
    );
    const unknown = await postForm(t, 'forgot-password', { email: 'nobody-here@example.sa' }, { from: freshAddress() });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().message).toBe('تم ارسال رابط إعادة كلمة المرور عبر إيميلك');
    expect(await mailsTo(t, 'nobody-here@example.sa')).toHaveLength(0);
    expect(
      linkIn((await latestMailTo(t.db, demoIndividual.email))!.text, '/reset-password').searchParams.get('email'),
    ).toBe(demoIndividual.email);
  });

  it('resets the password once with the link, signs every other device out, and answers a new token', async () => {
    const oldToken = await signIn(t, { email: 'researcher@demo.reserve.sa', password: 'Wadi-Shawki-2025' });
    await postForm(t, 'forgot-password', { email: 'researcher@demo.reserve.sa' }, { from: freshAddress() });
    const link = linkIn((await latestMailTo(t.db, 'researcher@demo.reserve.sa'))!.text, '/reset-password');
    const answers = {
      token: link.searchParams.get('token')!,
      email: link.searchParams.get('email')!,
      password: 'New-Dunes-2026',
      password_confirmation: 'New-Dunes-2026',
    };
    const reset = await postForm(t, 'reset-password', answers, { from: freshAddress() });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe('تم تعديل كلمة مرورك  بنجاح!');
    const newToken = reset.json().data.token as string;
    const me = (token: string) =>
      t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { authorization: `Bearer ${token}` } });
    expect((await me(oldToken)).statusCode).toBe(401);
    expect((await me(newToken)).statusCode).toBe(200);
    await signIn(t, { email: 'researcher@demo.reserve.sa', password: 'New-Dunes-2026' });

    const reused = await postForm(
      t,
      'reset-password',
      { ...answers, password: 'Other-Dunes-2026', password_confirmation: 'Other-Dunes-2026' },
      { from: freshAddress(), locale: 'en' },
    );
    expect(reused.statusCode).toBe(422);
    // What a toast shows says what happened to the link, not "fill in the required fields".
    const used = 'This password reset link has already been used. Ask for a new one if you need to.';
    expect(reused.json()).toEqual({ message: used, errors: { token: [used] } });
  });

  it('refuses a reset link replaced by a newer one as replaced, and takes the newer one', async () => {
    const email = 'company@demo.reserve.sa';
    await postForm(t, 'forgot-password', { email }, { from: freshAddress() });
    const first = linkIn((await latestMailTo(t.db, email))!.text, '/reset-password');
    await postForm(t, 'forgot-password', { email }, { from: freshAddress() });
    const newest = linkIn((await latestMailTo(t.db, email))!.text, '/reset-password');
    const resetWith = (link: URL) =>
      postForm(
        t,
        'reset-password',
        {
          token: link.searchParams.get('token')!,
          email,
          password: 'Al-Armah-2025',
          password_confirmation: 'Al-Armah-2025',
        },
        { from: freshAddress() },
      );
    const refused = (await resetWith(first)).json();
    expect(refused).toEqual({
      message: 'أرسلنا إليك رابطا أحدث لإعادة تعيين كلمة المرور، استخدم الرابط الأحدث في بريدك',
      errors: { token: [refused.message] },
    });
    expect((await resetWith(newest)).statusCode).toBe(200);
  });

  it('refuses an expired, tampered or mismatched reset link', async () => {
    await postForm(t, 'forgot-password', { email: demoIndividual.email }, { from: freshAddress() });
    const link = linkIn((await latestMailTo(t.db, demoIndividual.email))!.text, '/reset-password');
    const answers = {
      token: link.searchParams.get('token')!,
      email: demoIndividual.email,
      password: 'Fresh-Start-2026',
      password_confirmation: 'Fresh-Start-2026',
    };
    const refusedFor = async (changes: Partial<typeof answers>) =>
      (await postForm(t, 'reset-password', { ...answers, ...changes }, { from: freshAddress() })).json();
    // Always another last character: a token may already end in the one put there.
    const tampered = `${answers.token.slice(0, -1)}${answers.token.endsWith('A') ? 'B' : 'A'}`;
    const invalid = 'رابط إعادة تعيين كلمة المرور غير صالح، اطلب رابطا جديدا';
    expect(await refusedFor({ token: tampered })).toEqual({ message: invalid, errors: { token: [invalid] } });
    expect(await refusedFor({ email: 'researcher@demo.reserve.sa' })).toEqual({
      message: invalid,
      errors: { token: [invalid] },
    });
    await t.db
      .update(oneTimeSecrets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeSecrets.purpose, 'password_reset'));
    const expired = 'انتهت صلاحية رابط إعادة تعيين كلمة المرور، اطلب رابطا جديدا';
    expect(await refusedFor({})).toEqual({ message: expired, errors: { token: [expired] } });
    await signIn(t, demoIndividual);
  });
});
