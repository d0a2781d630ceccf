import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PermitType } from '../../../schemas/api/member';
import type { PermitRequestAnswer } from '../../../schemas/api/permits';
import { addDays, reserveToday } from '../../../schemas/validation/reserve-day';
import type { StaffRole } from '../../../server/db/schema';
import {
  permitEvents,
  permits,
  permitServiceLevels,
  permitVersions,
  reserveHolidays,
  staffMemberRoles,
  staffMembers,
} from '../../../server/db/schema';
import { ApiError } from '../../../server/lib/api-error';
import { workingDaysDeadline } from '../../../server/lib/working-days';
import { closeLapsedRequests, expireFinishedPermits } from '../../../server/services/permits/permit-expiry';
import {
  movePermit,
  type LifecycleActor,
  type PermitAction,
  type StaffMember,
} from '../../../server/services/permits/permit-lifecycle';
import { freshAddress, mailsTo, postForm } from '../../support/accounts';
import { newApplicant, type PermitSlug, submitPermitRequest, validPermitFields } from '../../support/permit-fixtures';
import { createTestApp, type TestApp } from '../../support/test-app';

/** The lifecycle service driven directly with staff members (the staff routes have their own tests). */
describe('permit lifecycle (service)', () => {
  let t: TestApp;
  let staffCount = 0;

  /** A member of staff in the database, as the lifecycle sees them. */
  async function newStaff(role: StaffRole, permitTypes: PermitType[] = []): Promise<StaffMember & { uuid: string }> {
    staffCount += 1;
    const [row] = await t.db
      .insert(staffMembers)
      .values({ email: `staff${staffCount}@reserve.example`, name: `موظف ${staffCount}` })
      .returning({ id: staffMembers.id, uuid: staffMembers.uuid });
    await t.db.insert(staffMemberRoles).values({ staffId: row!.id, role, permitTypes });
    return { kind: 'staff', id: row!.id, uuid: row!.uuid, role, permitTypes };
  }

  /** A new request of `slug` by a new applicant, through the API. */
  async function newRequest(
    slug: PermitSlug = 'free-camping',
    fields = validPermitFields[slug](),
    language: 'ar' | 'en' = 'ar',
  ) {
    const applicant = await newApplicant(t, language);
    const { uuid } = await submitPermitRequest(t, applicant.token, slug, fields);
    return { uuid, applicant };
  }

  const move = (uuid: string, actor: LifecycleActor, action: PermitAction, locale: 'ar' | 'en' = 'en') =>
    movePermit(t.app, { permit: { uuid }, actor, action, locale });
  const refusalOf = async (moving: Promise<unknown>) => {
    const error = await moving.then(
      () => undefined,
      (failure: unknown) => failure,
    );
    if (!(error instanceof ApiError)) throw new Error(`Not refused with an ApiError: ${String(error)}`);
    return { status: error.statusCode, key: error.messageKey, errors: error.fieldErrors };
  };
  const rowOf = async (uuid: string) => (await t.db.select().from(permits).where(eq(permits.uuid, uuid)))[0]!;
  const eventsOf = async (uuid: string) =>
    t.db
      .select({
        type: permitEvents.type,
        from: permitEvents.fromState,
        to: permitEvents.toState,
        reason: permitEvents.reason,
        visibility: permitEvents.visibility,
        actorKind: permitEvents.actorKind,
        version: permitEvents.version,
      })
      .from(permitEvents)
      .innerJoin(permits, eq(permits.id, permitEvents.permitId))
      .where(eq(permits.uuid, uuid))
      .orderBy(asc(permitEvents.id));

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('stores a new request with its first version, its days and place, and its service level’s deadline', async () => {
    const { uuid } = await newRequest('work-permit');
    const permit = await rowOf(uuid);
    expect(permit).toMatchObject({
      version: 1,
      firstDay: '2099-01-15',
      lastDay: '2099-01-17',
      regionId: 2,
      areaId: 5,
      status: 'pending',
    });
    const [level] = await t.db.select().from(permitServiceLevels).where(eq(permitServiceLevels.type, 'work_permit'));
    const holidays = new Set((await t.db.select().from(reserveHolidays)).map(({ day }) => day));
    expect(permit.dueOn).toBe(workingDaysDeadline(permit.createdAt, level!.workingDays, holidays));
    const versions = await t.db.select().from(permitVersions).where(eq(permitVersions.permitId, permit.id));
    expect(versions).toEqual([
      expect.objectContaining({ version: 1, formVersion: permit.formVersion, request: permit.request }),
    ]);

    const research = await rowOf((await newRequest('scientific-research')).uuid);
    expect(research).toMatchObject({ firstDay: '2099-03-01', lastDay: '2099-06-30', regionId: null });
    expect(research.dueOn).toBe(workingDaysDeadline(research.createdAt, 15, holidays));
  });

  it('walks pending → in_review → needs_info, and approved → cancelled by staff, with events and mails', async () => {
    const reviewer = await newStaff('reviewer', ['free_camping']);
    const { uuid, applicant } = await newRequest();

    await move(uuid, reviewer, { type: 'permit.assign' });
    expect(await rowOf(uuid)).toMatchObject({ status: 'in_review', assigneeId: reviewer.id });
    await move(uuid, reviewer, { type: 'permit.release' });
    expect(await rowOf(uuid)).toMatchObject({ status: 'pending', assigneeId: null });
    await move(uuid, reviewer, { type: 'permit.assign' });
    const resubmitBy = addDays(reserveToday(), 7);
    await move(uuid, reviewer, {
      type: 'permit.requestInfo',
      reason: '  رقم الرخصة ناقص  ',
      unlockedFields: ['vehicle_license_number'],
      resubmitBy,
    });
    expect(await rowOf(uuid)).toMatchObject({
      status: 'needs_info',
      unlockedFields: ['vehicle_license_number'],
      resubmitBy,
    });
    const [needsInfo] = await mailsTo(t, applicant.email, 'مطلوب استكمال طلبك');
    expect(needsInfo!.text).toContain('رقم الرخصة ناقص');
    expect(needsInfo!.text).toContain(resubmitBy);

    await move(uuid, { kind: 'applicant', accountId: applicant.id }, { type: 'permit.resubmit', changedFields: [] });
    expect(await rowOf(uuid)).toMatchObject({ status: 'pending', version: 2, unlockedFields: [], resubmitBy: null });
    await move(uuid, reviewer, { type: 'permit.assign' });
    await move(uuid, reviewer, { type: 'permit.approve' });
    expect((await mailsTo(t, applicant.email, 'تمت الموافقة على طلبك')).length).toBe(1);
    await move(uuid, reviewer, { type: 'permit.cancel', reason: 'إغلاق الموقع للصيانة' });
    const [cancelled] = await mailsTo(t, applicant.email, 'تم إلغاء التصريح');
    expect(cancelled!.text).toContain('إغلاق الموقع للصيانة');
    // Every change the applicant may see is mailed to them; the release (back to the queue) is not.
    const mails = (await mailsTo(t, applicant.email)).sort((a, b) => a.id - b.id);
    expect(mails.map(({ subject }) => subject.split(':')[0])).toEqual([
      'استلمنا طلبك',
      'طلبك قيد الدراسة',
      'طلبك قيد الدراسة',
      'مطلوب استكمال طلبك',
      'استلمنا طلبك المعدل',
      'طلبك قيد الدراسة',
      'تمت الموافقة على طلبك',
      'تم إلغاء التصريح',
    ]);
    expect(mails[4]!.text).toContain('النسخة 2');

    expect(await eventsOf(uuid)).toEqual([
      {
        type: 'submitted',
        from: null,
        to: 'pending',
        reason: null,
        visibility: 'applicant',
        actorKind: 'applicant',
        version: 1,
      },
      {
        type: 'assigned',
        from: 'pending',
        to: 'in_review',
        reason: null,
        visibility: 'applicant',
        actorKind: 'staff',
        version: 1,
      },
      {
        type: 'released',
        from: 'in_review',
        to: 'pending',
        reason: null,
        visibility: 'applicant',
        actorKind: 'staff',
        version: 1,
      },
      {
        type: 'assigned',
        from: 'pending',
        to: 'in_review',
        reason: null,
        visibility: 'applicant',
        actorKind: 'staff',
        version: 1,
      },
      {
        type: 'needs_info',
        from: 'in_review',
        to: 'needs_info',
        reason: 'رقم الرخصة ناقص',
        visibility: 'applicant',
        actorKind: 'staff',
        version: 1,
      },
      {
        type: 'resubmitted',
        from: 'needs_info',
        to: 'pending',
        reason: null,
        visibility: 'applicant',
        actorKind: 'applicant',
        version: 2,
      },
      {
        type: 'assigned',
        from: 'pending',
        to: 'in_review',
        reason: null,
        visibility: 'applicant',
        actorKind: 'staff',
        version: 2,
      },
      {
        type: 'approved',
        from: 'in_review',
        to: 'approved',
        reason: null,
        visibility: 'applicant',
        actorKind: 'staff',
        version: 2,
      },
      {
        type: 'cancelled',
        from: 'approved',
        to: 'cancelled',
        reason: 'إغلاق الموقع للصيانة',
        visibility: 'applicant',
        actorKind: 'staff',
        version: 2,
      },
    ]);
  });

  it('writes the mail in the account’s language, whatever the language of the staff member’s request', async () => {
    const admin = await newStaff('admin');
    const applicant = await newApplicant(t, 'en');
    const response = await postForm(t, 'permits/free-camping', validPermitFields['free-camping'](), {
      token: applicant.token,
      from: freshAddress(),
    });
    const { uuid } = response.json<PermitRequestAnswer>().data;
    await move(uuid, admin, { type: 'permit.assign' }, 'ar');
    await move(uuid, admin, { type: 'permit.reject', reason: 'The site is closed that day.' }, 'ar');
    const [rejected] = await mailsTo(t, applicant.email, 'Your request was rejected');
    expect(rejected).toMatchObject({ locale: 'en' });
    expect(rejected!.text).toContain('The site is closed that day.');
  });

  it('refuses by role, type, state, holder and missing reason, in the caller’s language, changing nothing', async () => {
    const reviewer = await newStaff('reviewer', ['free_camping']);
    const otherReviewer = await newStaff('reviewer', ['free_camping']);
    const { uuid, applicant } = await newRequest();
    const before = await rowOf(uuid);

    for (const role of ['auditor', 'editor'] as const)
      expect(await refusalOf(move(uuid, await newStaff(role, ['free_camping']), { type: 'permit.assign' }))).toEqual({
        status: 403,
        key: 'permit_wrong_role',
        errors: undefined,
      });
    const ofBeekeeping = await newStaff('reviewer', ['beekeeping']);
    expect(await refusalOf(move(uuid, ofBeekeeping, { type: 'permit.assign' }))).toMatchObject({
      status: 404,
      key: 'not_found',
    });
    expect(
      await refusalOf(move(uuid, { kind: 'applicant', accountId: applicant.id }, { type: 'permit.approve' })),
    ).toMatchObject({ status: 403, key: 'permit_wrong_role' });
    expect(await refusalOf(move(uuid, reviewer, { type: 'permit.approve' }))).toMatchObject({
      status: 409,
      key: 'permit_wrong_state',
    });
    expect(
      await refusalOf(move(uuid, reviewer, { type: 'permit.assign', assignee: otherReviewer.uuid })),
    ).toMatchObject({ status: 403, key: 'permit_wrong_role' });
    expect(await eventsOf(uuid)).toHaveLength(1);
    expect(await rowOf(uuid)).toEqual(before);

    await move(uuid, reviewer, { type: 'permit.assign' });
    expect(await refusalOf(move(uuid, otherReviewer, { type: 'permit.approve' }))).toMatchObject({
      status: 409,
      key: 'permit_assigned_to_other',
    });
    expect(await refusalOf(move(uuid, reviewer, { type: 'permit.reject', reason: '   ' }, 'ar'))).toEqual({
      status: 422,
      key: 'validation_failed',
      errors: { reason: ['يرجى كتابة السبب'] },
    });
    const ask = { type: 'permit.requestInfo', reason: 'Why', resubmitBy: addDays(reserveToday(), 3) } as const;
    expect(await refusalOf(move(uuid, reviewer, { ...ask, unlockedFields: [] }))).toMatchObject({
      status: 422,
      errors: { fields: ['Choose at least one field the applicant may change.'] },
    });
    expect(await refusalOf(move(uuid, reviewer, { ...ask, unlockedFields: ['is_researcher'] }))).toMatchObject({
      status: 422,
      errors: { fields: ['This field is not one the form takes.'] },
    });
    expect(
      await refusalOf(
        move(uuid, reviewer, { ...ask, unlockedFields: ['vehicle_type'], resubmitBy: addDays(reserveToday(), -1) }),
      ),
    ).toMatchObject({ status: 422, errors: { resubmit_by: ['The last day to resubmit cannot be before today.'] } });
    expect(
      await refusalOf(move(uuid, reviewer, { ...ask, unlockedFields: ['vehicle_type'], resubmitBy: '2099-02-30' })),
    ).toMatchObject({ status: 422, errors: { resubmit_by: [expect.any(String)] } });
    expect(await rowOf(uuid)).toMatchObject({ status: 'in_review', assigneeId: reviewer.id });
    // Its receipt and its review: a refusal mails nothing.
    expect((await mailsTo(t, applicant.email)).length).toBe(2);
  });

  it('lets an admin assign a case to a reviewer of its type only, and act on a case another holds', async () => {
    const admin = await newStaff('admin');
    const reviewer = await newStaff('reviewer', ['free_camping']);
    const ofBeekeeping = await newStaff('reviewer', ['beekeeping']);
    const { uuid } = await newRequest();
    expect(await refusalOf(move(uuid, admin, { type: 'permit.assign', assignee: ofBeekeeping.uuid }))).toMatchObject({
      status: 422,
      errors: { assignee: ['The chosen member of staff does not review requests of this type.'] },
    });
    expect(
      await refusalOf(move(uuid, admin, { type: 'permit.assign', assignee: '00000000-0000-4000-8000-000000000000' })),
    ).toMatchObject({ status: 422, errors: { assignee: ['The chosen member of staff does not exist.'] } });
    await move(uuid, admin, { type: 'permit.assign', assignee: reviewer.uuid });
    expect(await rowOf(uuid)).toMatchObject({ status: 'in_review', assigneeId: reviewer.id });
    await move(uuid, admin, { type: 'permit.approve' });
    expect(await rowOf(uuid)).toMatchObject({ status: 'approved' });
  });

  it('finds an applicant only their own requests, and refuses their cancellation on or after the first day', async () => {
    const admin = await newStaff('admin');
    const { uuid, applicant } = await newRequest();
    const stranger = await newApplicant(t);
    await move(uuid, admin, { type: 'permit.assign' });
    await move(uuid, admin, { type: 'permit.approve' });
    expect(
      await refusalOf(move(uuid, { kind: 'applicant', accountId: stranger.id }, { type: 'permit.cancel' })),
    ).toMatchObject({ status: 404 });
    expect(await refusalOf(move('not-a-uuid', admin, { type: 'permit.approve' }))).toMatchObject({ status: 404 });

    await t.db.update(permits).set({ firstDay: reserveToday() }).where(eq(permits.uuid, uuid));
    const self = { kind: 'applicant', accountId: applicant.id } as const;
    expect(await refusalOf(move(uuid, self, { type: 'permit.cancel' }))).toMatchObject({
      status: 422,
      key: 'permit_cancel_too_late',
    });
    await t.db
      .update(permits)
      .set({ firstDay: addDays(reserveToday(), 1) })
      .where(eq(permits.uuid, uuid));
    await move(uuid, self, { type: 'permit.cancel' });
    expect(await rowOf(uuid)).toMatchObject({ status: 'cancelled' });
    const [mail] = await mailsTo(t, applicant.email, 'تم إلغاء التصريح');
    expect(mail!.text).toContain('بناء على طلبك');
  });

  /** The apiaries as the public list shows them. */
  const apiaries = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/apiary-locations' });
    const locations = response.json<{ data: { apiaries: { id: number; is_reserved: boolean }[] }[] }>().data;
    return locations.flatMap((location) => location.apiaries);
  };

  it('frees a rejected request’s apiary at once: the public list follows and another applicant may ask for it', async () => {
    const admin = await newStaff('admin');
    const free = (await apiaries()).find(({ is_reserved }) => !is_reserved)!;
    const isReserved = async () => (await apiaries()).find(({ id }) => id === free.id)!.is_reserved;
    const { uuid } = await newRequest('beekeeping', validPermitFields.beekeeping(String(free.id)));
    expect(await isReserved()).toBe(true);
    await move(uuid, admin, { type: 'permit.assign' });
    expect(await isReserved()).toBe(true);
    await move(uuid, admin, { type: 'permit.reject', reason: 'الموقع مغلق هذا الموسم' });
    expect(await isReserved()).toBe(false);
    await newRequest('beekeeping', validPermitFields.beekeeping(String(free.id)));
    expect(await isReserved()).toBe(true);
  });

  it('approve racing reject: exactly one move, the other told the state changed', async () => {
    const admin = await newStaff('admin');
    const reviewer = await newStaff('reviewer', ['free_camping']);
    for (let round = 0; round < 5; round += 1) {
      const { uuid } = await newRequest();
      await move(uuid, reviewer, { type: 'permit.assign' });
      const outcomes = await Promise.allSettled([
        move(uuid, reviewer, { type: 'permit.approve' }),
        move(uuid, admin, { type: 'permit.reject', reason: 'ناقص' }),
      ]);
      expect(outcomes.filter(({ status }) => status === 'fulfilled')).toHaveLength(1);
      const [refused] = outcomes.filter((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
      expect(refused!.reason).toMatchObject({ statusCode: 409, messageKey: 'permit_wrong_state' });
      const decisions = (await eventsOf(uuid)).filter(({ type }) => type === 'approved' || type === 'rejected');
      expect(decisions).toHaveLength(1);
      expect((await rowOf(uuid)).status).toBe(decisions[0]!.to);
    }
  });

  it('expires approved permits past their last day by the system, once, with a mail', async () => {
    const admin = await newStaff('admin');
    const { uuid, applicant } = await newRequest();
    const { uuid: current } = await newRequest();
    for (const each of [uuid, current]) {
      await move(each, admin, { type: 'permit.assign' });
      await move(each, admin, { type: 'permit.approve' });
    }
    const yesterday = addDays(reserveToday(), -1);
    await t.db.update(permits).set({ firstDay: yesterday, lastDay: yesterday }).where(eq(permits.uuid, uuid));
    await t.db
      .update(permits)
      .set({ firstDay: reserveToday(), lastDay: reserveToday() })
      .where(eq(permits.uuid, current));

    expect(await expireFinishedPermits(t.app)).toBe(1);
    expect(await expireFinishedPermits(t.app)).toBe(0);
    const statuses = await t.db
      .select({ uuid: permits.uuid, status: permits.status })
      .from(permits)
      .where(inArray(permits.uuid, [uuid, current]));
    expect(Object.fromEntries(statuses.map((row) => [row.uuid, row.status]))).toEqual({
      [uuid]: 'expired',
      [current]: 'approved',
    });
    expect((await eventsOf(uuid)).at(-1)).toMatchObject({ type: 'expired', actorKind: 'system', to: 'expired' });
    expect(await mailsTo(t, applicant.email, 'انتهت مدة التصريح')).toHaveLength(1);
    const expiredEvents = await t.db
      .select()
      .from(permitEvents)
      .innerJoin(permits, eq(permits.id, permitEvents.permitId))
      .where(and(eq(permits.uuid, uuid), eq(permitEvents.type, 'expired')));
    expect(expiredEvents).toHaveLength(1);
  });

  it('rejects a request left awaiting information after its last day to resubmit, as the system, in the applicant’s words', async () => {
    const admin = await newStaff('admin');
    const free = (await apiaries()).find(({ is_reserved }) => !is_reserved)!;
    const isReserved = async () => (await apiaries()).find(({ id }) => id === free.id)!.is_reserved;
    const beekeeping = await newRequest('beekeeping', validPermitFields.beekeeping(String(free.id)));
    const camping = await newRequest('free-camping', undefined, 'en');
    for (const { uuid } of [beekeeping, camping]) {
      await move(uuid, admin, { type: 'permit.assign' });
      await move(uuid, admin, {
        type: 'permit.requestInfo',
        reason: 'أرقام الاتصال غير صحيحة',
        unlockedFields: ['user_phone'],
        resubmitBy: reserveToday(),
      });
    }
    // The applicant may still answer on their last day.
    expect(await closeLapsedRequests(t.app)).toBe(0);
    await t.db
      .update(permits)
      .set({ resubmitBy: addDays(reserveToday(), -1) })
      .where(inArray(permits.uuid, [beekeeping.uuid, camping.uuid]));
    expect(await closeLapsedRequests(t.app)).toBe(2);
    expect(await closeLapsedRequests(t.app)).toBe(0);

    const arabicReason = 'لم تُستكمل المعلومات المطلوبة قبل الموعد النهائي';
    const englishReason = 'The requested information was not provided by the deadline';
    expect(await rowOf(beekeeping.uuid)).toMatchObject({ status: 'rejected' });
    expect((await eventsOf(beekeeping.uuid)).at(-1)).toEqual({
      type: 'rejected',
      from: 'needs_info',
      to: 'rejected',
      reason: arabicReason,
      visibility: 'applicant',
      actorKind: 'system',
      version: 1,
    });
    expect((await eventsOf(camping.uuid)).at(-1)).toMatchObject({ type: 'rejected', reason: englishReason });
    expect((await mailsTo(t, beekeeping.applicant.email, 'تم رفض طلبك'))[0]!.text).toContain(arabicReason);
    expect((await mailsTo(t, camping.applicant.email, 'Your request was rejected'))[0]!.text).toContain(englishReason);
    expect(await isReserved()).toBe(false);
  });

  it('lets the holder reject a request awaiting information, with a reason (the applicant cannot be reached)', async () => {
    const reviewer = await newStaff('reviewer', ['free_camping']);
    const colleague = await newStaff('reviewer', ['free_camping']);
    const { uuid, applicant } = await newRequest();
    await move(uuid, reviewer, { type: 'permit.assign' });
    await move(uuid, reviewer, {
      type: 'permit.requestInfo',
      reason: 'رقم الرخصة ناقص',
      unlockedFields: ['vehicle_license_number'],
      resubmitBy: addDays(reserveToday(), 3),
    });
    expect(await refusalOf(move(uuid, colleague, { type: 'permit.reject', reason: 'x' }))).toMatchObject({
      status: 409,
      key: 'permit_assigned_to_other',
    });
    expect(await refusalOf(move(uuid, reviewer, { type: 'permit.reject', reason: ' ' }))).toMatchObject({
      status: 422,
      errors: { reason: [expect.any(String)] },
    });
    await move(uuid, reviewer, { type: 'permit.reject', reason: 'تعذر التواصل مع مقدم الطلب' });
    expect(await rowOf(uuid)).toMatchObject({ status: 'rejected' });
    expect((await mailsTo(t, applicant.email, 'تم رفض طلبك'))[0]!.text).toContain('تعذر التواصل مع مقدم الطلب');
  });
});
