import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListEnvelope } from '../../../schemas/api/envelopes';
import type { MemberPermit } from '../../../schemas/api/member';
import { addDays, reserveToday } from '../../../schemas/validation/reserve-day';
import { permitEvents, permits, permitVersions, staffMemberRoles, staffMembers } from '../../../server/db/schema';
import { appendPermitEvent } from '../../../server/services/permits/permit-events';
import { movePermit, type StaffMember } from '../../../server/services/permits/permit-lifecycle';
import { freshAddress, mailsTo, postForm, type Fields } from '../../support/accounts';
import { newApplicant, submitPermitRequest, validPermitFields } from '../../support/permit-fixtures';
import { createTestApp, type TestApp } from '../../support/test-app';

/** What the applicant does after applying: their timeline, cancelling, and answering a request for information. */
describe('applicant: POST permits/{uuid}/cancel and permits/{uuid}/resubmit', () => {
  let t: TestApp;
  let admin: StaffMember;
  let applicant: Awaited<ReturnType<typeof newApplicant>>;

  /** A free camping request of the applicant's, moved by an admin through `steps` (assign first). */
  async function request(fields: Fields = validPermitFields['free-camping']()) {
    const { uuid } = await submitPermitRequest(t, applicant.token, 'free-camping', fields);
    await movePermit(t.app, { permit: { uuid }, actor: admin, action: { type: 'permit.assign' }, locale: 'ar' });
    return uuid;
  }
  const approved = async (fields?: Fields) => {
    const uuid = await request(fields);
    await movePermit(t.app, { permit: { uuid }, actor: admin, action: { type: 'permit.approve' }, locale: 'ar' });
    return uuid;
  };
  const askedFor = async (unlockedFields: string[], resubmitBy = addDays(reserveToday(), 3)) => {
    const uuid = await request();
    await movePermit(t.app, {
      permit: { uuid },
      actor: admin,
      action: { type: 'permit.requestInfo', reason: 'صورة الرخصة غير واضحة', unlockedFields, resubmitBy },
      locale: 'ar',
    });
    return uuid;
  };
  const row = async (uuid: string) => (await t.db.select().from(permits).where(eq(permits.uuid, uuid)))[0]!;
  const eventCount = async () => (await t.db.select({ n: count() }).from(permitEvents))[0]!.n;
  const ownPermit = async (uuid: string, locale = 'ar') => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/me/permits',
      headers: { authorization: `Bearer ${applicant.token}`, 'accept-language': locale },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ListEnvelope<MemberPermit>>().data.find((permit) => permit.uuid === uuid)!;
  };
  const cancel = (uuid: string, body?: unknown, token = applicant.token, locale = 'ar') =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/permits/${uuid}/cancel`,
      headers: { authorization: `Bearer ${token}`, 'accept-language': locale, 'x-forwarded-for': freshAddress() },
      ...(body === undefined ? {} : { payload: body as object }),
    });
  const resubmit = (uuid: string, fields: Fields, token = applicant.token, locale = 'ar') =>
    postForm(t, `permits/${uuid}/resubmit`, fields, { token, locale, from: freshAddress() });

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
    applicant = await newApplicant(t);
    const [staff] = await t.db
      .insert(staffMembers)
      .values({ email: 'admin.applicant@reserve.example', name: 'مديرة الطلبات' })
      .returning({ id: staffMembers.id });
    await t.db.insert(staffMemberRoles).values({ staffId: staff!.id, role: 'admin', permitTypes: [] });
    admin = { kind: 'staff', id: staff!.id, role: 'admin', permitTypes: [] };
  });
  afterAll(() => t.close());

  describe('the profile', () => {
    it('shows the timeline of every change of state, without staff names or notes, and the answers in the form’s words', async () => {
      const uuid = await askedFor(['vehicle_type']);
      await appendPermitEvent(t.db, {
        permitId: (await row(uuid)).id,
        actor: { kind: 'staff', staffId: admin.id },
        type: 'note',
        note: 'ملاحظة داخلية لا يراها مقدم الطلب',
        visibility: 'staff',
      });
      const permit = await ownPermit(uuid);
      expect(permit.status).toBe('needs_info');
      expect(permit.timeline).toEqual([
        { type: 'submitted', at: expect.any(String), to_state: 'pending', reason: null },
        { type: 'assigned', at: expect.any(String), to_state: 'in_review', reason: null },
        { type: 'needs_info', at: expect.any(String), to_state: 'needs_info', reason: 'صورة الرخصة غير واضحة' },
      ]);
      expect(JSON.stringify(permit)).not.toMatch(/مديرة الطلبات|ملاحظة داخلية/);
      expect(permit).toMatchObject({
        unlocked_fields: ['vehicle_type'],
        resubmit_by: addDays(reserveToday(), 3),
        actions: ['resubmit'],
        request: { vehicle_type: 'جيب', number_of_companions: 3 },
      });
      expect(permit.answers).toContainEqual({ field: 'vehicle_type', label: 'نوع المركبة (اختياري)', value: 'جيب' });
      expect(permit.answers).toContainEqual({ field: 'terms', label: 'أوافق على شروط وأحكام التصاريح', value: 'نعم' });
      expect(permit.answers.map(({ field }) => field)).not.toContain('user_country_id');
      expect((await ownPermit(uuid, 'en')).answers).toContainEqual({
        field: 'terms',
        label: 'I agree to the permit terms and conditions',
        value: 'Yes',
      });
    });

    it('offers cancelling an approved permit before its first day, and nothing of a pending one', async () => {
      const uuid = await approved();
      expect(await ownPermit(uuid)).toMatchObject({ status: 'approved', actions: ['cancel'], request: null });
      const pending = await request();
      expect((await ownPermit(pending)).actions).toEqual([]);
    });
  });

  describe('cancel', () => {
    it('cancels an approved permit before its first day with the reason given, on the timeline', async () => {
      const uuid = await approved();
      const response = await cancel(uuid, { reason: 'تغيرت خطط الرحلة' });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ data: { uuid, status: 'cancelled' }, message: 'تم إلغاء التصريح' });
      const permit = await ownPermit(uuid);
      expect(permit.timeline.at(-1)).toEqual({
        type: 'cancelled',
        at: expect.any(String),
        to_state: 'cancelled',
        reason: 'تغيرت خطط الرحلة',
      });
      expect(permit.actions).toEqual([]);
    });

    it('cancels with no body at all', async () => {
      const response = await cancel(await approved());
      expect(response.statusCode, response.body).toBe(200);
    });

    it('refuses a pending request (409), another’s (404), a malformed id (404), writing nothing', async () => {
      const pending = await request();
      const before = await eventCount();
      const refused = await cancel(pending, {}, applicant.token, 'en');
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe('This action is not possible in the request’s present state.');
      const other = await newApplicant(t);
      expect((await cancel(await approved(), {}, other.token)).statusCode).toBe(404);
      expect((await cancel('not-a-uuid', {})).statusCode).toBe(404);
      expect((await cancel('00000000-0000-4000-8000-000000000000', {})).statusCode).toBe(404);
      expect(await eventCount()).toBe(before + 2 + 1 /* the approved one's assignment and approval */);
      expect((await row(pending)).status).toBe('in_review');
    });

    it('refuses on or after the first day (422) and a bad reason (422) in the request’s language', async () => {
      const today = reserveToday();
      const uuid = await approved();
      await t.db.update(permits).set({ firstDay: today }).where(eq(permits.uuid, uuid));
      const late = await cancel(uuid, {}, applicant.token, 'en');
      expect(late.statusCode).toBe(422);
      expect(late.json().message).toBe('A permit cannot be cancelled on or after its first day.');

      const fresh = await approved();
      for (const body of [{ reason: 'x'.repeat(1001) }, { reason: 'a\u0000b' }, { reason: 7 }, ['reason']]) {
        const refused = await cancel(fresh, body);
        expect(refused.statusCode, JSON.stringify(body)).toBe(422);
        expect(refused.json().errors.reason).toEqual(['سبب الإلغاء نص لا يزيد على 1000 حرف']);
      }
      const unknown = await cancel(fresh, { reason: 'ok', status: 'approved' });
      expect(unknown.statusCode).toBe(422);
      expect(Object.keys(unknown.json().errors)).toEqual(['status']);
      expect((await row(fresh)).status).toBe('approved');
    });
  });

  describe('resubmit', () => {
    it('stores the unlocked fields as the next version, pending again with its deadline counted afresh', async () => {
      const uuid = await askedFor(['vehicle_type', 'number_of_companions']);
      await t.db.update(permits).set({ dueOn: '2000-01-01' }).where(eq(permits.uuid, uuid));
      const response = await resubmit(uuid, { vehicle_type: 'سيدان', number_of_companions: '٤' });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        data: { uuid, status: 'pending' },
        message: 'تمت إعادة تقديم الطلب، وسيُدرس من جديد',
      });
      const stored = await row(uuid);
      expect(stored).toMatchObject({
        status: 'pending',
        version: 2,
        unlockedFields: [],
        resubmitBy: null,
        assigneeId: null,
      });
      expect(stored.request).toMatchObject({
        vehicle_type: 'سيدان',
        number_of_companions: 4,
        user_full_name: 'سارة محمد العتيبي',
      });
      expect(stored.dueOn).not.toBe('2000-01-01');
      // A confirmation, in the account's language.
      const confirmations = await mailsTo(t, applicant.email, 'استلمنا طلبك المعدل');
      expect(confirmations.filter(({ subject }) => subject.includes(stored.reference))).toHaveLength(1);
      const versions = await t.db.select().from(permitVersions).where(eq(permitVersions.permitId, stored.id));
      expect(
        versions.map(({ version, request: answers }) => [version, (answers as { vehicle_type: string }).vehicle_type]),
      ).toEqual([
        [1, 'جيب'],
        [2, 'سيدان'],
      ]);
      const permit = await ownPermit(uuid);
      expect(permit.timeline.at(-1)).toMatchObject({ type: 'resubmitted', to_state: 'pending' });
      expect(permit).toMatchObject({ unlocked_fields: [], resubmit_by: null, request: null, actions: [] });
    });

    it('clears an unlocked optional field not sent, and judges the whole by the form’s schema', async () => {
      const uuid = await askedFor(['vehicle_type', 'free_camping_date']);
      const invalid = await resubmit(uuid, { free_camping_date: '2000-01-01' }, applicant.token, 'en');
      expect(invalid.statusCode).toBe(422);
      expect(Object.keys(invalid.json().errors)).toEqual(['free_camping_date']);
      expect((await row(uuid)).status).toBe('needs_info');
      const response = await resubmit(uuid, { free_camping_date: '2099-03-01' });
      expect(response.statusCode, response.body).toBe(200);
      const stored = (await row(uuid)).request as Record<string, unknown>;
      expect(stored.free_camping_date).toBe('2099-03-01');
      expect(stored).not.toHaveProperty('vehicle_type');
      expect((await row(uuid)).firstDay).toBe('2099-03-01');
    });

    it('refuses a changed locked field (422 field_locked) and keeps the request as it was', async () => {
      const uuid = await askedFor(['vehicle_type']);
      const before = await row(uuid);
      const response = await resubmit(
        uuid,
        { vehicle_type: 'سيدان', number_of_companions: '5' },
        applicant.token,
        'en',
      );
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        message: 'Only the fields the reviewer unlocked may be changed.',
        errors: { answers: ['Only the fields the reviewer unlocked may be changed.'] },
      });
      expect(await row(uuid)).toEqual(before);
      // The same value of a locked field is no change.
      const same = await resubmit(uuid, { vehicle_type: 'سيدان', number_of_companions: '3' });
      expect(same.statusCode, same.body).toBe(200);
    });

    it('refuses after the last day (422 deadline_passed), in another state (409) and another’s request (404)', async () => {
      const uuid = await askedFor(['vehicle_type']);
      await t.db
        .update(permits)
        .set({ resubmitBy: addDays(reserveToday(), -1) })
        .where(eq(permits.uuid, uuid));
      const late = await resubmit(uuid, { vehicle_type: 'سيدان' }, applicant.token, 'en');
      expect(late.statusCode).toBe(422);
      expect(late.json().message).toBe('The last day to resubmit this request has passed.');
      expect((await row(uuid)).status).toBe('needs_info');

      const approvedOne = await approved();
      expect((await resubmit(approvedOne, { vehicle_type: 'سيدان' })).statusCode).toBe(409);
      const other = await newApplicant(t);
      const asked = await askedFor(['vehicle_type']);
      expect((await resubmit(asked, { vehicle_type: 'سيدان' }, other.token)).statusCode).toBe(404);
      expect((await resubmit('not-a-uuid', { vehicle_type: 'سيدان' })).statusCode).toBe(404);
      expect((await row(asked)).status).toBe('needs_info');
    });

    it('refuses a field the form does not have, and a visitor (401)', async () => {
      const uuid = await askedFor(['vehicle_type']);
      const unknown = await resubmit(uuid, { vehicle_type: 'سيدان', status: 'approved' });
      expect(unknown.statusCode).toBe(422);
      expect(Object.keys(unknown.json().errors)).toContain('status');
      expect((await resubmit(uuid, { vehicle_type: 'سيدان' }, '')).statusCode).toBe(401);
      expect((await row(uuid)).status).toBe('needs_info');
    });
  });
});
