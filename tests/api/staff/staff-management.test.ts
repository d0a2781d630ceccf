import { and, count, eq, isNull } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffMemberRoles, staffMembers } from '../../../server/db/schema';
import { freshAddress, linkIn, mailsTo, postForm, type Fields } from '../../support/accounts';
import { encodeMultipart } from '../../support/multipart';
import { newStaffMember } from '../../support/staff';
import { createTestApp, type TestApp } from '../../support/test-app';

const PASSWORD = 'Rawdat-Khuraim-2026';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const codeOf = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret) }).generate();

describe('an admin manages staff: admin/staff', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof newStaffMember>>;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '127.0.0.1', PUBLIC_URL: 'https://portal.example' });
    admin = await newStaffMember(t, { role: 'admin', name: 'ريم الشمري' });
  });
  afterAll(() => t.close());

  let serial = 0;
  const address = () => `invited${++serial}@authority.example.sa`;
  const invite = (fields: Fields, { token = admin.token, locale = 'ar' } = {}) =>
    postForm(t, 'admin/staff', fields, { token, locale, from: freshAddress() });
  const act = (uuid: string, action: string, { token = admin.token, locale = 'ar' } = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/staff/${uuid}/${action}`,
      headers: { authorization: `Bearer ${token}`, 'accept-language': locale },
    });
  const putRoles = (uuid: string, fields: Fields, { token = admin.token, locale = 'ar' } = {}) =>
    postForm(t, `admin/staff/${uuid}/roles`, fields, { token, locale, method: 'PUT' });
  const me = (token: string) =>
    t.app.inject({ url: '/api/v1/admin/me', headers: { authorization: `Bearer ${token}` } });
  const signIn = (email: string, password = PASSWORD) =>
    postForm(t, 'admin/sign-in', { email, password }, { from: freshAddress(), locale: 'en' });

  /** Follows the newest invitation mailed to `email` and chooses PASSWORD. */
  async function acceptInvitation(email: string) {
    const mail = (await mailsTo(t, email)).at(-1)!;
    const token = linkIn(mail.text, '/admin/set-password').searchParams.get('token')!;
    const set = await postForm(t, 'admin/set-password', { token, password: PASSWORD, password_confirmation: PASSWORD });
    expect(set.statusCode, set.body).toBe(200);
  }

  /** Signs in with password and a right code: enrols at the first sign-in. Answers the session's token. */
  async function signInFully(email: string) {
    const started = await signIn(email);
    expect(started.statusCode, started.body).toBe(200);
    const { challenge, enrolment } = started.json().data;
    expect(enrolment, 'an enrolment at this sign-in').toBeDefined();
    const finished = await postForm(
      t,
      'admin/sign-in/verify',
      { challenge, code: codeOf(enrolment.secret) },
      { from: freshAddress() },
    );
    expect(finished.statusCode, finished.body).toBe(200);
    return finished.json().data.token as string;
  }

  async function invitedMember(fields: Fields = {}) {
    const email = address();
    const response = await invite({ name: 'هند', email, role: 'editor', ...fields });
    expect(response.statusCode, response.body).toBe(201);
    return { email, uuid: response.json().data.uuid as string };
  }

  describe('GET admin/staff', () => {
    it('lists every member with roles and account state, no secret, never cached', async () => {
      const reviewer = await newStaffMember(t, { role: 'reviewer', permitTypes: ['beekeeping'], language: 'en' });
      const response = await t.app.inject({
        url: '/api/v1/admin/staff',
        headers: { authorization: `Bearer ${admin.token}` },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const { data, meta } = response.json();
      expect(meta).toMatchObject({ current_page: 1, per_page: 50 });
      expect(data.find((member: { uuid: string }) => member.uuid === reviewer.uuid)).toEqual({
        uuid: reviewer.uuid,
        name: 'منيرة العتيبي',
        email: reviewer.email,
        language: 'en',
        roles: [{ role: 'reviewer', permit_types: ['beekeeping'] }],
        password_set: true,
        enrolled: false,
        disabled: false,
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
      expect(response.body).not.toMatch(/argon2|totp_secret|secret_hash/);
    });

    it('is read by an auditor; a reviewer or editor is refused 403', async () => {
      const auditor = await newStaffMember(t, { role: 'auditor' });
      const editor = await newStaffMember(t, { role: 'editor' });
      const read = (token: string) =>
        t.app.inject({ url: '/api/v1/admin/staff', headers: { authorization: `Bearer ${token}` } });
      expect((await read(auditor.token)).statusCode).toBe(200);
      expect((await read(editor.token)).statusCode).toBe(403);
      // An auditor changes nothing.
      expect((await act(editor.uuid, 'disable', { token: auditor.token })).statusCode).toBe(403);
    });

    it('refuses a page that is no whole number with 422', async () => {
      const response = await t.app.inject({
        url: '/api/v1/admin/staff?page=abc',
        headers: { authorization: `Bearer ${admin.token}`, 'accept-language': 'en' },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.page).toBeDefined();
    });
  });

  describe('POST admin/staff', () => {
    it('adds the member and mails the set-password link in their language; the link leads to an enrolment', async () => {
      const email = address();
      const response = await invite(
        {
          name: 'Sara Al-Harbi',
          email: email.toUpperCase(),
          role: 'reviewer',
          'permit_types[]': ['beekeeping', 'free_camping'],
          language: 'en',
        },
        { locale: 'en' },
      );
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toEqual({
        data: expect.objectContaining({
          email,
          language: 'en',
          roles: [{ role: 'reviewer', permit_types: ['beekeeping', 'free_camping'] }],
          password_set: false,
          enrolled: false,
          disabled: false,
        }),
        message: 'The member was added and sent a link to choose their password',
      });
      const [mail] = await mailsTo(t, email);
      expect(mail!.subject).toBe('Your account on the reserve administration');
      expect(linkIn(mail!.text, '/admin/set-password').origin).toBe('https://portal.example');
      await acceptInvitation(email);
      expect(await signInFully(email)).toBeTruthy();
    });

    it('refuses an address of another member, in any letter case, with 422 in Arabic and English', async () => {
      const { email } = await invitedMember();
      const ar = await invite({ name: 'هند', email: email.toUpperCase(), role: 'editor' });
      expect(ar.statusCode).toBe(422);
      expect(ar.json()).toEqual({
        message: 'هذا البريد الإلكتروني لموظف آخر',
        errors: { email: ['هذا البريد الإلكتروني لموظف آخر'] },
      });
      const en = await invite({ name: 'Hind', email, role: 'auditor' }, { locale: 'en' });
      expect(en.statusCode).toBe(422);
      expect(en.json().errors).toEqual({ email: ['This email address belongs to another member of staff'] });
      expect((await t.db.select({ n: count() }).from(staffMembers).where(eq(staffMembers.email, email)))[0]!.n).toBe(1);
    });

    it('refuses a reviewer without permit types, and bad input, writing nothing', async () => {
      const email = address();
      const refusals: [Fields, string][] = [
        [{ name: 'هند', email, role: 'reviewer' }, 'permit_types'],
        [{ name: 'هند', email, role: 'owner' }, 'role'],
        [{ name: 'هند', email, role: 'reviewer', 'permit_types[]': ['fishing'] }, 'permit_types'],
        [{ name: 'هند\u202e', email, role: 'editor' }, 'name'],
        [{ name: 'x'.repeat(101), email, role: 'editor' }, 'name'],
        [{ name: 'هند', email: 'hind@', role: 'editor' }, 'email'],
        [{ name: 'هند', email, role: 'editor', language: 'fr' }, 'language'],
        [{ name: 'هند', email, role: 'editor', is_admin: 'true' }, 'is_admin'],
        [{ name: 'هند', email, role: ['editor', 'admin'] }, 'role'],
      ];
      for (const [fields, field] of refusals) {
        const response = await invite(fields, { locale: 'en' });
        expect(response.statusCode, JSON.stringify(fields)).toBe(422);
        expect(Object.keys(response.json().errors), JSON.stringify(fields)).toContain(field);
      }
      expect(await mailsTo(t, email)).toEqual([]);
      expect(await t.db.select().from(staffMembers).where(eq(staffMembers.email, email))).toEqual([]);
    });

    it('adds one member for a repeated Idempotency-Key', async () => {
      const email = address();
      const { payload, contentType } = await encodeMultipart([
        ['name', 'هند'],
        ['email', email],
        ['role', 'auditor'],
      ]);
      const send = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/admin/staff',
          payload,
          headers: {
            'content-type': contentType,
            authorization: `Bearer ${admin.token}`,
            'idempotency-key': `invite-${email.replace(/\W/g, '')}`,
          },
        });
      const first = await send();
      const again = await send();
      expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
      expect(again.body).toBe(first.body);
      expect(await mailsTo(t, email)).toHaveLength(1);
    });
  });

  describe('PUT admin/staff/{uuid}/roles', () => {
    it("replaces the roles and a reviewer's permit types", async () => {
      const { uuid } = await invitedMember();
      const response = await putRoles(uuid, { 'roles[]': ['reviewer', 'auditor'], 'permit_types[]': 'work_permit' });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.roles).toEqual([
        { role: 'auditor', permit_types: [] },
        { role: 'reviewer', permit_types: ['work_permit'] },
      ]);
      const refused = await putRoles(uuid, { 'roles[]': 'reviewer' }, { locale: 'en' });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.permit_types).toEqual(['Choose at least one permit type for a reviewer']);
      expect((await putRoles(uuid, { 'roles[]': [] })).statusCode).toBe(422);
    });

    it('takes effect on the member’s next request, without a new sign-in', async () => {
      const reviewer = await newStaffMember(t, { role: 'reviewer', permitTypes: ['beekeeping'] });
      const readStaff = () =>
        t.app.inject({ url: '/api/v1/admin/staff', headers: { authorization: `Bearer ${reviewer.token}` } });
      expect((await readStaff()).statusCode).toBe(403);
      expect((await putRoles(reviewer.uuid, { 'roles[]': 'auditor' })).statusCode).toBe(200);
      expect((await readStaff()).statusCode).toBe(200);
    });

    it('refuses an admin removing their own admin role, in both languages', async () => {
      const ar = await putRoles(admin.uuid, { 'roles[]': 'auditor' });
      expect(ar.statusCode).toBe(422);
      expect(ar.json().errors).toEqual({ roles: ['لا يمكنك إزالة دور المشرف عن نفسك. اطلب ذلك من مشرف آخر.'] });
      const en = await putRoles(admin.uuid, { 'roles[]': ['auditor', 'editor'] }, { locale: 'en' });
      expect(en.json()).toEqual({
        message: 'You cannot remove your own admin role. Ask another admin to do it.',
        errors: { roles: ['You cannot remove your own admin role. Ask another admin to do it.'] },
      });
      // Keeping admin and adding a role is no demotion.
      expect((await putRoles(admin.uuid, { 'roles[]': ['admin', 'auditor'] })).statusCode).toBe(200);
      expect((await putRoles(admin.uuid, { 'roles[]': 'admin' })).statusCode).toBe(200);
    });

    it("takes another admin's role away", async () => {
      const other = await newStaffMember(t, { role: 'admin' });
      expect((await putRoles(other.uuid, { 'roles[]': 'editor' })).statusCode).toBe(200);
      expect((await act(UNKNOWN, 'disable', { token: other.token })).statusCode).toBe(403);
    });
  });

  describe('disable and enable', () => {
    it("ends the member's sessions and refuses their sign-in until enabled again", async () => {
      const { email, uuid } = await invitedMember();
      await acceptInvitation(email);
      const token = await signInFully(email);
      expect((await me(token)).statusCode).toBe(200);

      const disabled = await act(uuid, 'disable', { locale: 'en' });
      expect(disabled.statusCode, disabled.body).toBe(200);
      expect(disabled.json()).toMatchObject({
        data: { uuid, disabled: true },
        message: 'The member was disabled and their sessions ended.',
      });
      expect((await me(token)).statusCode).toBe(401);
      const refused = await signIn(email);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().data).toBeUndefined();

      expect((await act(uuid, 'enable')).json().data.disabled).toBe(false);
      expect((await me(token)).statusCode).toBe(401);
      const started = await signIn(email);
      expect(started.statusCode).toBe(200);
      // Enrolled before: no new enrolment.
      expect(started.json().data.enrolment).toBeUndefined();
    });

    it('refuses an admin disabling themselves', async () => {
      const response = await act(admin.uuid, 'disable', { locale: 'en' });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message: 'You cannot disable your own account. Ask another admin to do it.' });
      expect((await me(admin.token)).statusCode).toBe(200);
    });
  });

  describe('reset-second-factor', () => {
    it('ends the sessions and makes the next sign-in enrol a new app', async () => {
      const { email, uuid } = await invitedMember({ role: 'auditor' });
      await acceptInvitation(email);
      const token = await signInFully(email);
      const reset = await act(uuid, 'reset-second-factor', { locale: 'en' });
      expect(reset.statusCode, reset.body).toBe(200);
      expect(reset.json()).toMatchObject({ data: { enrolled: false } });
      expect((await me(token)).statusCode).toBe(401);
      expect(await signInFully(email)).toBeTruthy();
    });
  });

  describe('resend-invitation', () => {
    it('mails a new link, the old one dead, until the member has set a password', async () => {
      const { email, uuid } = await invitedMember({ language: 'en' });
      const oldToken = linkIn((await mailsTo(t, email))[0]!.text, '/admin/set-password').searchParams.get('token')!;
      const resent = await act(uuid, 'resend-invitation', { locale: 'en' });
      expect(resent.statusCode, resent.body).toBe(200);
      expect(resent.json().message).toBe('The link to choose a password was sent again.');
      const mails = await mailsTo(t, email);
      expect(mails).toHaveLength(2);
      expect(mails[1]!.subject).toBe('Your account on the reserve administration');
      const stale = await postForm(t, 'admin/set-password', {
        token: oldToken,
        password: PASSWORD,
        password_confirmation: PASSWORD,
      });
      expect(stale.statusCode).toBe(422);
      await acceptInvitation(email);
      const refused = await act(uuid, 'resend-invitation', { locale: 'en' });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toBe('The member has already chosen a password: no new invitation is needed.');
    });
  });

  it('answers 404 for an unknown or malformed uuid', async () => {
    for (const uuid of [UNKNOWN, 'not-a-uuid', '1']) {
      for (const action of ['disable', 'enable', 'reset-second-factor', 'resend-invitation'])
        expect((await act(uuid, action)).statusCode, `${action} ${uuid}`).toBe(404);
      expect((await putRoles(uuid, { 'roles[]': 'editor' })).statusCode).toBe(404);
    }
  });
});

describe('the last enabled admin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const act = (uuid: string, action: string, token: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/staff/${uuid}/${action}`,
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
    });
  const enabledAdmins = async () =>
    (
      await t.db
        .select({ n: count() })
        .from(staffMembers)
        .innerJoin(staffMemberRoles, eq(staffMemberRoles.staffId, staffMembers.id))
        .where(and(eq(staffMemberRoles.role, 'admin'), isNull(staffMembers.disabledAt)))
    )[0]!.n;

  it('stays one when the last two admins disable each other at once', async () => {
    const first = await newStaffMember(t, { role: 'admin' });
    const second = await newStaffMember(t, { role: 'admin' });
    expect(await enabledAdmins()).toBe(2);
    const answers = await Promise.all([
      act(second.uuid, 'disable', first.token),
      act(first.uuid, 'disable', second.token),
    ]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    // The second is refused: by the rule, or as a member disabled a moment before.
    expect(statuses[0]).toBe(200);
    expect([401, 422]).toContain(statuses[1]);
    const refusal = answers.find((answer) => answer.statusCode === 422);
    if (refusal)
      expect(refusal.json().message).toBe('This is the last enabled admin: the portal must keep at least one.');
    expect(await enabledAdmins()).toBe(1);
  });

  it('stays one when the last two admins take the role from each other at once', async () => {
    const first = await newStaffMember(t, { role: 'admin' });
    const second = await newStaffMember(t, { role: 'admin' });
    const others = await t.db
      .select({ id: staffMembers.id })
      .from(staffMembers)
      .innerJoin(staffMemberRoles, eq(staffMemberRoles.staffId, staffMembers.id))
      .where(eq(staffMemberRoles.role, 'admin'));
    for (const { id } of others)
      if (id !== first.id && id !== second.id)
        await t.db.update(staffMembers).set({ disabledAt: new Date() }).where(eq(staffMembers.id, id));
    const demote = (uuid: string, token: string) =>
      postForm(t, `admin/staff/${uuid}/roles`, { 'roles[]': 'auditor' }, { token, locale: 'en', method: 'PUT' });
    const answers = await Promise.all([demote(second.uuid, first.token), demote(first.uuid, second.token)]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    // The second is refused: by the rule, or as a member who is an admin no more (403).
    expect(statuses[0]).toBe(200);
    expect([403, 422]).toContain(statuses[1]);
    const refusal = answers.find((answer) => answer.statusCode === 422);
    if (refusal)
      expect(refusal.json().errors).toEqual({
        roles: ['This is the last enabled admin: the portal must keep at least one.'],
      });
    expect(await enabledAdmins()).toBe(1);
  });
});
