import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffMembers, staffSecrets } from '../../../server/db/schema';
import { secretHash } from '../../../server/services/accounts/secrets';
import { inviteStaffMember } from '../../../server/services/staff/staff-members';
import { issueStaffSecret } from '../../../server/services/staff/staff-secrets';
import { freshAddress, postForm, solvedCaptcha } from '../../support/accounts';
import { createTestApp, type TestApp } from '../../support/test-app';

const PASSWORD = 'Rawdat-Khuraim-2026';

/** The code of `secret`'s app `steps` periods of 30 seconds from now. */
const codeOf = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });

describe('staff sign-in: password, then a TOTP code or a recovery code', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(() => t.close());

  let serial = 0;
  /** A member invited by an admin, who followed their link and chose PASSWORD. */
  async function invitedMember() {
    const email = `sign-in${++serial}@authority.example.sa`;
    const { id, link } = await inviteStaffMember(t.db, 'http://localhost:8080', { email, name: 'هند', role: 'admin' });
    const token = new URL(link).searchParams.get('token')!;
    const set = await postForm(t, 'admin/set-password', { token, password: PASSWORD, password_confirmation: PASSWORD });
    expect(set.statusCode, set.body).toBe(200);
    return { id, email, token };
  }
  const signIn = (email: string, password = PASSWORD, from = freshAddress(), extra: Record<string, string> = {}) =>
    postForm(t, 'admin/sign-in', { email, password, ...extra }, { from, locale: 'en' });
  const verify = (challenge: string, code: string) =>
    postForm(t, 'admin/sign-in/verify', { challenge, code }, { from: freshAddress(), locale: 'en' });
  const me = (token: string) =>
    t.app.inject({ url: '/api/v1/admin/me', headers: { authorization: `Bearer ${token}` } });

  /** Signs the member in for the first time: enrolment, confirmed by a right code. */
  async function enrol(email: string) {
    const { challenge, enrolment } = (await signIn(email)).json().data;
    const finished = await verify(challenge, codeOf(enrolment.secret));
    expect(finished.statusCode, finished.body).toBe(200);
    return { secret: enrolment.secret as string, ...finished.json().data };
  }

  it('enrols an app at the first sign-in, refuses a wrong code, and confirms with the first right one', async () => {
    const { email } = await invitedMember();
    const started = await signIn(email);
    expect(started.statusCode, started.body).toBe(200);
    const { challenge, enrolment } = started.json().data;
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(enrolment.otpauth_uri);
    expect(uri.protocol).toBe('otpauth:');
    expect(Object.fromEntries(uri.searchParams)).toMatchObject({
      secret: enrolment.secret,
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
    expect(decodeURIComponent(uri.pathname)).toContain(email);
    expect(enrolment.qr_svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);

    // A code three periods away is outside the window of ±1.
    const wrong = await verify(challenge, codeOf(enrolment.secret, 3));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ errors: { code: ['The code is not correct'] } });

    // Typed on an Arabic keyboard, and from a clock 30 seconds behind.
    const arabicDigits = [...codeOf(enrolment.secret, -1)].map((digit) => '٠١٢٣٤٥٦٧٨٩'[Number(digit)]).join('');
    const finished = await verify(challenge, arabicDigits);
    expect(finished.statusCode, finished.body).toBe(200);
    const { token, staff, recovery_codes } = finished.json().data;
    expect(staff).toMatchObject({ email, roles: [{ role: 'admin', permit_types: [] }] });
    expect(recovery_codes).toHaveLength(10);
    expect(new Set(recovery_codes).size).toBe(10);
    expect((await me(token)).statusCode).toBe(200);
    // The codes are shown once: only their hashes are kept.
    const [member] = await t.db.select().from(staffMembers).where(eq(staffMembers.email, email));
    const kept = await t.db.select().from(staffSecrets).where(eq(staffSecrets.staffId, member!.id));
    expect(kept.map((row) => row.secretHash).join()).not.toContain(recovery_codes[0].replace('-', ''));
    // The challenge is used up.
    expect((await verify(challenge, codeOf(enrolment.secret))).json()).toMatchObject({
      errors: { challenge: ['Your sign-in timed out. Enter your password again.'] },
    });
  });

  it('asks for no enrolment once confirmed, and takes each recovery code once', async () => {
    const { email } = await invitedMember();
    const { recovery_codes } = await enrol(email);
    const first = (await signIn(email)).json().data;
    expect(first.enrolment).toBeUndefined();
    const recovered = await verify(first.challenge, recovery_codes[3].toUpperCase());
    expect(recovered.statusCode, recovered.body).toBe(200);
    expect(recovered.json().data.recovery_codes).toBeUndefined();
    const again = await verify((await signIn(email)).json().data.challenge, recovery_codes[3]);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ errors: { code: ['The code is not correct'] } });
  });

  it('takes each TOTP code once, and after it only the codes of later periods', async () => {
    const { email } = await invitedMember();
    const { secret } = await enrol(email);
    const codeUsedAtEnrolment = codeOf(secret);
    const refusal = { errors: { code: ['The code is not correct'] } };
    const replayed = await verify((await signIn(email)).json().data.challenge, codeUsedAtEnrolment);
    expect(replayed.statusCode).toBe(422);
    expect(replayed.json()).toMatchObject(refusal);

    // A code of the next period (a clock 30 seconds ahead) is taken; then the current one is too old.
    const ahead = await verify((await signIn(email)).json().data.challenge, codeOf(secret, 1));
    expect(ahead.statusCode, ahead.body).toBe(200);
    const behind = await verify((await signIn(email)).json().data.challenge, codeOf(secret));
    expect(behind.statusCode).toBe(422);
    expect(behind.json()).toMatchObject(refusal);
  });

  it('signs in once when one code is raced through two live challenges', async () => {
    const { email } = await invitedMember();
    const { secret } = await enrol(email);
    const challenges = [(await signIn(email)).json().data.challenge, (await signIn(email)).json().data.challenge];
    // Two password steps racing each other can both leave their challenge live.
    await t.db
      .update(staffSecrets)
      .set({ usedAt: null })
      .where(eq(staffSecrets.secretHash, secretHash(challenges[0])));
    const code = codeOf(secret, 1);
    const answers = await Promise.all(challenges.map((challenge) => verify(challenge, code)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
  });

  it('ends a challenge after five wrong codes', async () => {
    const { email } = await invitedMember();
    const { secret } = await enrol(email);
    const { challenge } = (await signIn(email)).json().data;
    for (let attempt = 0; attempt < 5; attempt++) expect((await verify(challenge, '000000')).statusCode).toBe(422);
    const late = await verify(challenge, codeOf(secret));
    expect(late.json()).toMatchObject({ errors: { challenge: [expect.any(String)] } });
  });

  it('refuses a wrong password, a disabled member, and one who has not set a password, alike', async () => {
    const { id, email } = await invitedMember();
    const invited = await inviteStaffMember(t.db, 'http://localhost:8080', {
      email: 'no-password@authority.example.sa',
      name: 'سلمان',
      role: 'auditor',
    });
    expect(invited.link).toMatch(/^http:\/\/localhost:8080\/admin\/set-password\?token=[\w-]{43}$/);
    const refusal = {
      message: 'The email or password is incorrect.',
      errors: { email: ['The email or password is incorrect.'] },
    };
    expect((await signIn(email, 'Not-The-Password-1')).json()).toMatchObject(refusal);
    expect((await signIn('no-password@authority.example.sa', PASSWORD)).json()).toMatchObject(refusal);
    await t.db.update(staffMembers).set({ disabledAt: new Date() }).where(eq(staffMembers.id, id));
    const disabled = await signIn(email);
    expect(disabled.statusCode).toBe(422);
    expect(disabled.json()).toMatchObject(refusal);
  });

  it('asks for a solved captcha after three failures of the account, as citizen sign-in does', async () => {
    const { email } = await invitedMember();
    for (let attempt = 0; attempt < 3; attempt++)
      expect((await signIn(email, 'Not-The-Password-1')).json().errors).not.toHaveProperty('g-recaptcha-response');
    const refused = await signIn(email);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toHaveProperty('g-recaptcha-response');
    const accepted = await signIn(email, PASSWORD, freshAddress(), { 'g-recaptcha-response': await solvedCaptcha(t) });
    expect(accepted.statusCode, accepted.body).toBe(200);
  });

  it('sets a password once per link, never a common one, and ends the sessions it had', async () => {
    const { id, email, token: usedLink } = await invitedMember();
    const { token: session } = await enrol(email);
    const reused = await postForm(t, 'admin/set-password', {
      token: usedLink,
      password: 'Another-Valid-2026',
      password_confirmation: 'Another-Valid-2026',
    });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors).toHaveProperty('token');

    const fresh = await issueStaffSecret(t.db, id, 'set_password');
    const common = await postForm(t, 'admin/set-password', {
      token: fresh,
      password: 'password1234',
      password_confirmation: 'password1234',
    });
    expect(common.json().errors).toHaveProperty('password');
    const changed = await postForm(t, 'admin/set-password', {
      token: fresh,
      password: 'Another-Valid-2026',
      password_confirmation: 'Another-Valid-2026',
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(session)).statusCode).toBe(401);
  });
});
