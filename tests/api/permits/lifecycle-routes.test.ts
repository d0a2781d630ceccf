import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReviewQueueRow } from '../../../schemas/api/review-queue';
import { addDays, reserveToday } from '../../../schemas/validation/reserve-day';
import { permitEvents, permits } from '../../../server/db/schema';
import { mailsTo } from '../../support/accounts';
import { newApplicant, submitPermitRequest } from '../../support/permit-fixtures';
import { newStaffMember } from '../../support/staff';
import { createTestApp, type TestApp } from '../../support/test-app';

type CaseAnswer = { data: ReviewQueueRow; message: string };

/** The staff decisions over HTTP: access, the machine's refusals as answers, mails and races. */
describe('POST admin/permits/{uuid}/… (lifecycle)', () => {
  let t: TestApp;
  let reviewer: Awaited<ReturnType<typeof newStaffMember>>;

  const decide = (token: string | undefined, uuid: string, path: string, body?: object, locale = 'en') =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/permits/${uuid}/${path}`,
      headers: { 'accept-language': locale, ...(token && { authorization: `Bearer ${token}` }) },
      ...(body && { payload: body }),
    });
  async function newRequest() {
    const applicant = await newApplicant(t);
    return { uuid: (await submitPermitRequest(t, applicant.token)).uuid, applicant };
  }
  const statusOf = async (uuid: string) =>
    (await t.db.select({ status: permits.status }).from(permits).where(eq(permits.uuid, uuid)))[0]!.status;

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
    reviewer = await newStaffMember(t, { role: 'reviewer', permitTypes: ['free_camping'], name: 'ريم الدوسري' });
  });
  afterAll(() => t.close());

  it('lets a reviewer of the type take, ask for information and approve, answering the queue line', async () => {
    const { uuid, applicant } = await newRequest();
    const assigned = await decide(reviewer.token, uuid, 'assign');
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json<CaseAnswer>()).toMatchObject({
      data: { uuid, status: 'in_review', assignee: { uuid: reviewer.uuid, name: 'ريم الدوسري' }, version: 1 },
      message: 'The request was assigned.',
    });

    const asked = await decide(reviewer.token, uuid, 'request-info', {
      reason: 'The licence number is missing.',
      fields: ['vehicle_license_number'],
      resubmit_by: addDays(reserveToday(), 5),
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json<CaseAnswer>().data.status).toBe('needs_info');
    expect(await mailsTo(t, applicant.email, 'مطلوب استكمال طلبك')).toHaveLength(1);

    await t.db.update(permits).set({ status: 'pending', assigneeId: null }).where(eq(permits.uuid, uuid));
    await decide(reviewer.token, uuid, 'assign');
    const approved = await decide(reviewer.token, uuid, 'approve', undefined, 'ar');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<CaseAnswer>()).toMatchObject({
      data: { status: 'approved' },
      message: 'تمت الموافقة على الطلب',
    });
    // The approval's mail goes with the permit's document, made after the answer.
    await t.app.permitDocuments.settled();
    expect(await mailsTo(t, applicant.email, 'تمت الموافقة على طلبك')).toHaveLength(1);
  });

  it('refuses visitors (401), citizens, auditors and editors (403)', async () => {
    const { uuid, applicant } = await newRequest();
    expect((await decide(undefined, uuid, 'assign')).statusCode).toBe(401);
    expect((await decide(applicant.token, uuid, 'assign')).statusCode).toBe(403);
    for (const role of ['auditor', 'editor'] as const) {
      const member = await newStaffMember(t, { role });
      expect((await decide(member.token, uuid, 'assign')).statusCode).toBe(403);
      expect((await decide(member.token, uuid, 'notes', { note: 'x' })).statusCode).toBe(403);
    }
    expect(await statusOf(uuid)).toBe('pending');
  });

  it('answers a reviewer of another type 404 on every read and decision of the case, as if it did not exist', async () => {
    const { uuid } = await newRequest();
    const other = await newStaffMember(t, { role: 'reviewer', permitTypes: ['beekeeping'] });
    const notFound = { message: 'The page or item you asked for does not exist.' };
    const read = await t.app.inject({
      url: `/api/v1/admin/permits/${uuid}`,
      headers: { authorization: `Bearer ${other.token}`, 'accept-language': 'en' },
    });
    expect(read.statusCode).toBe(404);
    const answers = {
      assign: await decide(other.token, uuid, 'assign'),
      notes: await decide(other.token, uuid, 'notes', { note: 'x' }),
      reject: await decide(other.token, uuid, 'reject', { reason: 'x' }),
    };
    await decide(reviewer.token, uuid, 'assign');
    Object.assign(answers, {
      approve: await decide(other.token, uuid, 'approve'),
      release: await decide(other.token, uuid, 'release'),
      'request-info': await decide(other.token, uuid, 'request-info', {
        reason: 'x',
        fields: ['vehicle_license_number'],
      }),
    });
    for (const [path, answer] of Object.entries(answers)) {
      expect(answer.statusCode, path).toBe(404);
      expect(answer.json(), path).toEqual(notFound);
    }
    const bulk = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/permits/bulk',
      headers: { authorization: `Bearer ${other.token}`, 'accept-language': 'en' },
      payload: { action: 'reject', uuids: [uuid], reason: 'x' },
    });
    expect(bulk.json().data).toEqual({ moved: [], refused: [{ uuid, status: 404, ...notFound }] });
    expect(await statusOf(uuid)).toBe('in_review');
    const [permit] = await t.db.select({ id: permits.id }).from(permits).where(eq(permits.uuid, uuid));
    const events = await t.db.select().from(permitEvents).where(eq(permitEvents.permitId, permit!.id));
    expect(events.filter(({ type }) => type === 'note')).toEqual([]);
  });

  it('answers a wrong state 409, another holder 409 and a missing reason 422, in the request’s language', async () => {
    const { uuid } = await newRequest();
    const approveEarly = await decide(reviewer.token, uuid, 'approve', undefined, 'ar');
    expect(approveEarly.statusCode).toBe(409);
    expect(approveEarly.json()).toEqual({ message: 'لا يمكن تنفيذ هذا الإجراء على الطلب في حالته الحالية' });

    await decide(reviewer.token, uuid, 'assign');
    const colleague = await newStaffMember(t, { role: 'reviewer', permitTypes: ['free_camping'] });
    expect((await decide(colleague.token, uuid, 'reject', { reason: 'x' })).statusCode).toBe(409);

    const noReason = await decide(reviewer.token, uuid, 'reject', {}, 'ar');
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json()).toEqual({ message: 'يرجى كتابة السبب', errors: { reason: ['يرجى كتابة السبب'] } });
    const noFields = await decide(reviewer.token, uuid, 'request-info', { reason: 'x', resubmit_by: reserveToday() });
    expect(noFields.statusCode).toBe(422);
    expect(noFields.json().errors).toEqual({ fields: ['Choose at least one field the applicant may change.'] });
    expect((await decide(reviewer.token, uuid, 'reject', { reason: { text: 'x' } })).statusCode).toBe(422);
    expect((await decide(reviewer.token, uuid, 'reject', { reason: 'x'.repeat(2001) })).statusCode).toBe(422);
    expect((await decide(reviewer.token, 'not-a-uuid', 'approve')).statusCode).toBe(422);
    expect((await decide(reviewer.token, '00000000-0000-4000-8000-000000000000', 'approve')).statusCode).toBe(404);
    expect(await statusOf(uuid)).toBe('in_review');
  });

  it('keeps notes for staff, and lets an admin cancel an approved permit with a reason', async () => {
    const admin = await newStaffMember(t, { role: 'admin' });
    const { uuid, applicant } = await newRequest();
    const noted = await decide(reviewer.token, uuid, 'notes', { note: 'الهوية مطابقة' });
    expect(noted.statusCode, noted.body).toBe(200);
    expect((await decide(reviewer.token, uuid, 'notes', { note: '  ' })).statusCode).toBe(422);
    await decide(admin.token, uuid, 'assign', { assignee: reviewer.uuid });
    await decide(admin.token, uuid, 'approve');
    expect((await decide(admin.token, uuid, 'cancel', {})).statusCode).toBe(422);
    const cancelled = await decide(admin.token, uuid, 'cancel', { reason: 'إغلاق الموقع' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<CaseAnswer>().data.status).toBe('cancelled');
    expect((await mailsTo(t, applicant.email, 'تم إلغاء التصريح'))[0]!.text).toContain('إغلاق الموقع');
    const [permit] = await t.db.select({ id: permits.id }).from(permits).where(eq(permits.uuid, uuid));
    const notes = await t.db.select().from(permitEvents).where(eq(permitEvents.permitId, permit!.id));
    expect(notes.filter(({ type }) => type === 'note')).toMatchObject([{ note: 'الهوية مطابقة', visibility: 'staff' }]);
  });

  it('assigns and rejects in bulk, each request on its own', async () => {
    const colleague = await newStaffMember(t, { role: 'reviewer', permitTypes: ['free_camping'] });
    const [first, second, third] = [await newRequest(), await newRequest(), await newRequest()];
    await decide(colleague.token, third.uuid, 'assign');
    const bulk = (body: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/permits/bulk',
        headers: { authorization: `Bearer ${reviewer.token}`, 'accept-language': 'en' },
        payload: body,
      });
    const assigned = await bulk({ action: 'assign', uuids: [first.uuid, second.uuid, third.uuid] });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const outcome = assigned.json<{ data: { moved: ReviewQueueRow[]; refused: object[] } }>().data;
    expect(outcome.moved.map(({ uuid }) => uuid)).toEqual([first.uuid, second.uuid]);
    expect(outcome.refused).toEqual([
      { uuid: third.uuid, status: 409, message: 'Another member of staff is reviewing this request.' },
    ]);

    expect((await bulk({ action: 'reject', uuids: [first.uuid] })).statusCode).toBe(422);
    const empty = await bulk({});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ action: ['Choose the action.'], uuids: ['Choose at least one request.'] });
    expect(await statusOf(first.uuid)).toBe('in_review');
    const rejected = await bulk({ action: 'reject', uuids: [first.uuid, second.uuid], reason: 'خارج الموسم' });
    expect(rejected.json().data.moved).toHaveLength(2);
    expect(await statusOf(second.uuid)).toBe('rejected');
    expect((await mailsTo(t, first.applicant.email, 'تم رفض طلبك'))[0]!.text).toContain('خارج الموسم');
  });

  it('approve racing reject over HTTP: one 200, one 409, one decision in the history', async () => {
    const admin = await newStaffMember(t, { role: 'admin' });
    const { uuid } = await newRequest();
    await decide(reviewer.token, uuid, 'assign');
    const answers = await Promise.all([
      decide(reviewer.token, uuid, 'approve'),
      decide(admin.token, uuid, 'reject', { reason: 'ناقص' }),
    ]);
    expect(answers.map(({ statusCode }) => statusCode).sort()).toEqual([200, 409]);
    const [permit] = await t.db.select({ id: permits.id }).from(permits).where(eq(permits.uuid, uuid));
    const decisions = (await t.db.select().from(permitEvents).where(eq(permitEvents.permitId, permit!.id))).filter(
      ({ type }) => type === 'approved' || type === 'rejected',
    );
    expect(decisions).toHaveLength(1);
  });
});
