import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { researches, users } from '../../../server/db/schema';
import { freshAddress, individual, newVerifiedMember, postForm, signIn } from '../../support/accounts';
import { givePhoto, giveResearch } from '../../support/member-fixtures';
import { createTestApp, type TestApp } from '../../support/test-app';

/** POST /reset-password from the profile (with the old password) and DELETE /me (docs/requirements.md §M7). */
describe('changing the password and deleting the account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(() => t.close());

  const newMember = () => newVerifiedMember(t);
  const statusOfMe = async (token: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { authorization: `Bearer ${token}` } }))
      .statusCode;

  it('changes the password: this device stays signed in, the others are signed out, and only the new password signs in', async () => {
    const member = await newMember();
    const otherDevice = await signIn(t, member);
    const response = await postForm(
      t,
      'reset-password',
      {
        email: member.email,
        old_password: member.password,
        password: 'Tanhat-Gazelle-77',
        password_confirmation: 'Tanhat-Gazelle-77',
        token: member.token,
      },
      { token: member.token },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'تم تغيير كلمة المرور بنجاح' });
    expect(await statusOfMe(member.token)).toBe(200);
    expect(await statusOfMe(otherDevice)).toBe(401);
    expect(
      (await postForm(t, 'login', { email: member.email, password: member.password }, { from: freshAddress() }))
        .statusCode,
    ).toBe(422);
    expect(await signIn(t, { email: member.email, password: 'Tanhat-Gazelle-77' })).toMatch(/^[\w-]{43}$/);
  });

  it('refuses a wrong old password, a mismatched confirmation and a visitor, and changes nothing', async () => {
    const member = await newMember();
    const change = (fields: Record<string, string>, token?: string) =>
      postForm(
        t,
        'reset-password',
        {
          old_password: member.password,
          password: 'Tanhat-Gazelle-77',
          password_confirmation: 'Tanhat-Gazelle-77',
          ...fields,
        },
        { token, locale: 'en' },
      );
    const wrong = await change({ old_password: 'Not-Her-Password-1' }, member.token);
    expect(wrong.statusCode).toBe(422);
    // The message a toast shows says what happened, not "fill in the required fields".
    expect(wrong.json()).toEqual({
      message: 'The current password is not correct',
      errors: { old_password: ['The current password is not correct'] },
    });
    const mismatch = await change({ password_confirmation: 'Tanhat-Gazelle-78' }, member.token);
    expect(mismatch.statusCode).toBe(422);
    expect(Object.keys(mismatch.json().errors)).toEqual(['password_confirmation']);
    expect((await change({})).statusCode).toBe(401);
    expect(await signIn(t, member)).toBeTruthy();
  });

  it("refuses deleting with a wrong or missing password, in the user's language, and keeps the account", async () => {
    const member = await newMember();
    const wrong = await postForm(
      t,
      'me',
      { password: 'Not-Her-Password-1' },
      { token: member.token, method: 'DELETE', locale: 'en' },
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({
      message: 'The password is not correct',
      errors: { password: ['The password is not correct'] },
    });
    const missing = await postForm(t, 'me', {}, { token: member.token, method: 'DELETE' });
    expect(missing.json().errors).toEqual({ password: ['الرجاء إدخال كلمة المرور لحذف الحساب'] });
    expect(await statusOfMe(member.token)).toBe(200);
  });

  it('deletes the account: personal data erased, files and researches gone, every token refused, the password no longer signs in', async () => {
    const member = await newMember();
    await givePhoto(t, member.id);
    await giveResearch(t, member.id);
    const filesBefore = await fs.readdir(path.join(t.dataDir, 'uploads'));
    const response = await postForm(t, 'me', { password: member.password }, { token: member.token, method: 'DELETE' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'تم حذف الحساب بنجاح' });

    expect(await statusOfMe(member.token)).toBe(401);
    expect(
      (await postForm(t, 'login', { email: member.email, password: member.password }, { from: freshAddress() }))
        .statusCode,
    ).toBe(422);
    const [row] = await t.db.select().from(users).where(eq(users.id, member.id));
    expect(row).toMatchObject({
      name: '',
      nationalId: null,
      birthDate: null,
      phoneNumber: '',
      photoStoredName: null,
      passwordHash: '',
    });
    expect(row!.email).toMatch(/^deleted-.+@deleted\.invalid$/);
    expect(row!.deletedAt).toBeInstanceOf(Date);
    expect(await t.db.select().from(researches).where(eq(researches.userId, member.id))).toEqual([]);
    expect((await fs.readdir(path.join(t.dataDir, 'uploads'))).length).toBe(filesBefore.length - 2);
    // The address and the national id are free again: the person may register anew.
    const again = individual({ email: member.email, national_id: member.answers.national_id! });
    expect((await postForm(t, 'register', again, { from: freshAddress() })).statusCode).toBe(201);
    expect((await t.db.select().from(users).where(eq(users.email, member.email))).length).toBe(1);
  });
});
