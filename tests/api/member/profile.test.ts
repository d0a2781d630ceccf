import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  demoCompany,
  demoIndividual,
  freshAddress,
  individual,
  mailsTo,
  newVerifiedMember,
  postForm,
  signIn,
} from '../../support/accounts';
import { pngFile, PNG_BYTES } from '../../support/member-fixtures';
import { createTestApp, type TestApp } from '../../support/test-app';

/** POST /profile and GET /me/photo: the profile form, the settings form and the photo (docs/requirements.md §M3, §M7). */
describe('the profile', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(() => t.close());

  const newMember = () => newVerifiedMember(t);
  const [arabicSettingsSaved, englishSettingsSaved] = [
    'تم تحديث البيانات بنجاح',
    'Your details were updated successfully',
  ];

  const me = async (token: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { authorization: `Bearer ${token}` } })).json()
      .data;
  const photoOf = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/v1/me/photo', headers: { authorization: `Bearer ${token}` } });
  const uploads = async () => (await fs.readdir(path.join(t.dataDir, 'uploads'))).sort();

  /** The profile form as the browser sends it, from the registration's answers. */
  const profileForm = (answers: Record<string, string>, overrides: Record<string, string | File> = {}) => ({
    name: answers.name!,
    national_id: answers.national_id!,
    birth_date: answers.birth_date!,
    email: answers.email!,
    country_id: '1',
    city_id: '1',
    country_code: '966',
    phone_number: '551234567',
    gender: '2',
    is_reserve_resident: '1',
    ...overrides,
  });

  it('saves the profile with its photo, and serves the photo to its owner only, privately', async () => {
    const { answers, token } = await newMember();
    const response = await postForm(
      t,
      'profile',
      profileForm(answers, { name: 'ريم عبدالله', personal_image: pngFile('صورتي.png') }),
      { token },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('تم تحديث البيانات بنجاح');
    const profile = await me(token);
    expect(profile).toMatchObject({
      name: 'ريم عبدالله',
      phone_number: '551234567',
      is_reserve_resident: true,
      personal_image: { path: expect.stringMatching(/^\/api\/v1\/me\/photo\?v=/) },
    });

    const photo = await photoOf(token);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.headers['cache-control']).toMatch(/^private/);
    expect(photo.rawPayload.equals(PNG_BYTES)).toBe(true);
    // Another member asking for "the photo" gets their own, which they do not have.
    const other = await newMember();
    expect((await photoOf(other.token)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/me/photo' })).statusCode).toBe(401);
    // Nothing of it is in a public folder: the stored name is random and outside the browser app.
    expect(profile.personal_image.path).not.toContain('صورتي');
  });

  it('replaces the photo and removes the old file', async () => {
    const { answers, token } = await newMember();
    await postForm(t, 'profile', profileForm(answers, { personal_image: pngFile() }), { token });
    const before = await uploads();
    await postForm(t, 'profile', profileForm(answers, { personal_image: pngFile('new.png') }), { token });
    const after = await uploads();
    expect(after.length).toBe(before.length);
    expect(after).not.toEqual(before);
  });

  it.each([
    ['a PDF', new File(['%PDF-1.4\n%%EOF\n'], 'photo.pdf', { type: 'application/pdf' })],
    ['HTML named .png', new File(['<html><script>alert(1)</script></html>'], 'photo.png', { type: 'image/png' })],
    [
      'a PNG with a script in it',
      new File([PNG_BYTES, '<script>alert(1)</script>'], 'photo.png', { type: 'image/png' }),
    ],
  ])('refuses %s as the photo, naming the field, and changes nothing', async (_, file) => {
    const { answers, token } = await newMember();
    const before = { profile: await me(token), files: await uploads() };
    const response = await postForm(t, 'profile', profileForm(answers, { name: 'اسم آخر', personal_image: file }), {
      token,
      locale: 'en',
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).some((field) => field.startsWith('personal_image'))).toBe(true);
    expect({ profile: await me(token), files: await uploads() }).toEqual(before);
  });

  it("refuses a missing required field and a city outside the country in the user's language", async () => {
    const { answers, token } = await newMember();
    const missing = await postForm(t, 'profile', { ...profileForm(answers), email: '' }, { token, locale: 'en' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.email).toEqual(['Email is required']);
    const wrongCity = await postForm(t, 'profile', profileForm(answers, { country_id: '2', city_id: '1' }), { token });
    expect(wrongCity.statusCode).toBe(422);
    expect(wrongCity.json().errors.city_id).toBeDefined();
  });

  it('changing the address marks it unverified, mails a link to the new address and a notice to the old one', async () => {
    const { email, answers, token } = await newMember();
    const response = await postForm(t, 'profile', profileForm(answers, { email: 'Moved.Member@Example.sa' }), {
      token,
    });
    expect(response.statusCode).toBe(200);
    expect(await me(token)).toMatchObject({ email: 'moved.member@example.sa', email_verified: false });
    expect(await mailsTo(t, 'moved.member@example.sa')).toHaveLength(1);
    expect((await mailsTo(t, email)).map((mail) => mail.subject)).toContain('تم تغيير البريد الإلكتروني لحسابك');
  });

  it('answers an address another account holds exactly as a free one, keeps the own address, and tells the holder', async () => {
    const first = await newMember();
    const second = await newMember();
    const free = await postForm(t, 'profile', profileForm(first.answers, { email: 'free-address@example.sa' }), {
      token: first.token,
    });
    const taken = await postForm(t, 'profile', profileForm(second.answers, { email: demoIndividual.email }), {
      token: second.token,
    });
    expect(taken.statusCode).toBe(free.statusCode);
    expect(taken.json().message).toBe(free.json().message);
    expect(Object.keys(taken.json().data)).toEqual(Object.keys(free.json().data));
    expect((await me(second.token)).email).toBe(second.email);
    expect((await mailsTo(t, demoIndividual.email)).map((mail) => mail.subject)).toContain(
      'محاولة استخدام بريدك الإلكتروني لحساب آخر',
    );
  });

  it("keeps a company's registration details out of the profile form", async () => {
    const token = await signIn(t, demoCompany, 'login/company');
    const response = await postForm(t, 'profile', profileForm(individual({ email: demoCompany.email })), { token });
    expect(response.statusCode).toBe(403);
  });

  it("saves the settings, and the chosen language becomes the language of the account's e-mails", async () => {
    const { email, token } = await newMember();
    const response = await postForm(t, 'profile', { contact_method: 'mobile', language: 'en' }, { token });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ contact_method: 'mobile', language: 'en' });
    // Asked from an Arabic page, told in the language chosen: the portal switches to it as the toast shows.
    expect(response.json().message).toBe(englishSettingsSaved);
    const back = await postForm(t, 'profile', { contact_method: 'email', language: 'ar' }, { token, locale: 'en' });
    expect(back.json().message).toBe(arabicSettingsSaved);
    await postForm(t, 'profile', { contact_method: 'mobile', language: 'en' }, { token });
    await postForm(t, 'forgot-password', { email }, { from: freshAddress() });
    const [reset] = await mailsTo(t, email, 'Reset');
    expect(reset?.locale).toBe('en');
    const refused = await postForm(t, 'profile', { contact_method: 'pigeon', language: 'fr' }, { token, locale: 'en' });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors).sort()).toEqual(['contact_method', 'language']);
  });

  it("refuses the phone sent whole, or any field the form does not take, naming it in the request's language, and changes nothing", async () => {
    const { answers, token } = await newMember();
    const before = await me(token);
    const withoutParts = Object.fromEntries(
      Object.entries(profileForm(answers, { name: 'اسم آخر' })).filter(
        ([field]) => !['country_code', 'phone_number'].includes(field),
      ),
    );
    const whole = await postForm(t, 'profile', { ...withoutParts, phone: '+966551234567' }, { token, locale: 'en' });
    expect(whole.statusCode).toBe(422);
    expect(whole.json().errors).toEqual({ phone: ['This field is not one the form takes.'] });
    const unknown = await postForm(t, 'profile', profileForm(answers, { name: 'اسم آخر', is_researcher: '1' }), {
      token,
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ is_researcher: ['هذا الحقل ليس من حقول النموذج'] });
    // A settings field beside the profile's is not one the profile form takes either.
    const mixed = await postForm(t, 'profile', profileForm(answers, { language: 'en' }), { token, locale: 'en' });
    expect(Object.keys(mixed.json().errors ?? {})).toEqual(['language']);
    expect(await me(token)).toEqual(before);
  });

  it("documents a photo's version it refuses as too long (422)", async () => {
    const { token } = await newMember();
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/me/photo?v=${'a'.repeat(17)}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(422);
  });

  it('lists nothing yet on the dashboard, in the list envelope, and counts nothing', async () => {
    const { token } = await newMember();
    for (const list of ['permits', 'job-opportunities', 'activities']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1/me/${list}?page=1`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toEqual({
        data: [],
        meta: { current_page: 1, from: null, last_page: 1, per_page: 20, total: 0 },
      });
    }
    const statistics = await t.app.inject({
      method: 'GET',
      url: '/api/v1/me/activities-statistics',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(statistics.json().data).toEqual([
      { type: 'event', activities_count: 0 },
      { type: 'workshop', activities_count: 0 },
      { type: 'volunteer_opportunity', activities_count: 0 },
    ]);
    const badPage = await t.app.inject({
      method: 'GET',
      url: '/api/v1/me/permits?page=zero',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(badPage.statusCode).toBe(422);
  });
});
