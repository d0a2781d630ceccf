import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityRegistration } from '../../schemas/api/activity-registrations';
import type { JoinedActivity } from '../../schemas/api/member';
import { activities, activityVolunteerEvents, activityVolunteers, users } from '../../server/db/schema';
import { storedActivity, type DemoActivity } from '../../server/db/seed/activities';
import activityList from '../../server/db/seed/content/activities.json';
import { issueAccessToken } from '../../server/services/accounts/access-tokens';
import { eraseAccount } from '../../server/services/accounts/account-erasure';
import { freshAddress, mailsTo, postForm } from '../support/accounts';
import { newStaffMember } from '../support/staff';
import { createTestApp, type TestApp } from '../support/test-app';

const demo = activityList as DemoActivity[];
const LONG_NAME = 'عبدالرحمن بن عبدالعزيز بن عبدالله بن محمد آل عبداللطيف القحطاني';
const ARABIC_REASON = 'نعتذر، اكتمل عدد المشاركين في رحلة مراقبة الطيور لهذا الموسم، ونرحب بتسجيلك في الرحلة القادمة';

type List = { data: ActivityRegistration[]; meta: { total: number; current_page: number } };
type Decided = { data: ActivityRegistration; message: string };

let t: TestApp;
let editor: string;
let auditor: string;
let admin: string;
let editorId: number;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
  const editorMember = await newStaffMember(t, { role: 'editor' });
  editor = editorMember.token;
  editorId = editorMember.id;
  auditor = (await newStaffMember(t, { role: 'auditor' })).token;
  admin = (await newStaffMember(t, { role: 'admin' })).token;
});
afterAll(() => t.close());

let serial = 0;
/** A citizen of their own, writing in `language`. */
async function newCitizen(language: 'ar' | 'en' = 'ar', name = LONG_NAME) {
  serial += 1;
  const [row] = await t.db
    .insert(users)
    .values({
      kind: 'individual',
      name,
      email: `registrant${serial}-${randomUUID().slice(0, 6)}@example.sa`,
      passwordHash: '',
      emailVerifiedAt: new Date(),
      countryCode: '966',
      phoneNumber: `5${String(serial).padStart(8, '0')}`,
      language,
    })
    .returning({ id: users.id, email: users.email });
  return row!;
}

/** A fresh upcoming activity, pending approval, with `capacity` places approved at most. */
async function newActivity(capacity: number | null = null) {
  const slug = `registrations-test-${randomUUID().slice(0, 8)}`;
  const [row] = await t.db
    .insert(activities)
    .values({
      ...storedActivity({
        ...demo[0]!,
        slug,
        starts_at: '2099-03-10T05:00:00Z',
        ends_at: '2099-03-11T14:00:00Z',
      }),
      autoApprove: false,
      capacity,
    })
    .returning({ id: activities.id, uuid: activities.uuid, titleAr: activities.titleAr, titleEn: activities.titleEn });
  return row!;
}

/** A pending registration of a new citizen for the activity, as a join stores it. */
async function register(activity: { id: number }, citizen?: { id: number; email: string }, at?: Date) {
  const owner = citizen ?? (await newCitizen());
  const [row] = await t.db
    .insert(activityVolunteers)
    .values({
      activityId: activity.id,
      userId: owner.id,
      reason: 'أرغب في المشاركة في هذه الفعالية',
      status: 'pending',
      ...(at && { createdAt: at }),
    })
    .returning({ uuid: activityVolunteers.uuid, id: activityVolunteers.id });
  return { ...row!, citizen: owner };
}

const list = (query: string, { token = editor, locale = 'ar' } = {}) =>
  t.app.inject({
    url: `/api/v1/admin/activity-registrations${query}`,
    headers: { authorization: `Bearer ${token}`, 'accept-language': locale },
  });
const approve = (uuid: string, { token = editor, locale = 'ar' } = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/activity-registrations/${uuid}/approve`,
    headers: { authorization: `Bearer ${token}`, 'accept-language': locale },
  });
const decline = (uuid: string, fields: Record<string, string> = {}, { token = editor, locale = 'ar' } = {}) =>
  postForm(t, `admin/activity-registrations/${uuid}/decline`, fields, { token, locale, from: freshAddress() });

const statusOf = async (uuid: string) =>
  (await t.db.select().from(activityVolunteers).where(eq(activityVolunteers.uuid, uuid)))[0]!.status;
const eventsOf = (volunteerId: number) =>
  t.db.select().from(activityVolunteerEvents).where(eq(activityVolunteerEvents.volunteerId, volunteerId));

describe('GET /api/v1/admin/activity-registrations', () => {
  it('lists pending ones first, oldest first, with the activity in the request language and the citizen', async () => {
    const activity = await newActivity();
    const older = await register(activity, undefined, new Date('2026-11-01T08:00:00Z'));
    const newer = await register(activity, undefined, new Date('2026-11-20T08:00:00Z'));
    const decided = await register(activity, undefined, new Date('2026-10-01T08:00:00Z'));
    expect((await approve(decided.uuid)).statusCode).toBe(200);

    const answer = await list(`?activity=${activity.uuid}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const { data, meta } = answer.json<List>();
    expect(meta.total).toBe(3);
    expect(data.map((row) => row.uuid)).toEqual([older.uuid, newer.uuid, decided.uuid]);
    expect(data[0]).toEqual({
      uuid: older.uuid,
      activity: { uuid: activity.uuid, title: activity.titleAr, type: demo[0]!.type, start_date: '2099-03-10' },
      citizen: { name: LONG_NAME, email: older.citizen.email },
      reason: 'أرغب في المشاركة في هذه الفعالية',
      status: 'pending',
      registered_at: '2026-11-01T08:00:00.000Z',
    });
    expect(data[2]!.status).toBe('approved');
    const english = (await list(`?activity=${activity.uuid}`, { locale: 'en' })).json<List>();
    expect(english.data[0]!.activity.title).toBe(activity.titleEn);
  });

  it('filters by status, and an auditor reads it too', async () => {
    const activity = await newActivity();
    const pending = await register(activity);
    const declined = await register(activity);
    expect((await decline(declined.uuid)).statusCode).toBe(200);
    const only = async (status: string, token = editor) =>
      (await list(`?activity=${activity.uuid}&status=${status}`, { token })).json<List>().data.map((row) => row.uuid);
    expect(await only('pending')).toEqual([pending.uuid]);
    expect(await only('declined', auditor)).toEqual([declined.uuid]);
    expect(await only('approved', admin)).toEqual([]);
    // Arabic digits in the page, as everywhere.
    expect((await list(`?activity=${activity.uuid}&page=١`)).json<List>().meta.current_page).toBe(1);
  });

  it.each([
    ['?status=rejected', 'status'],
    ['?activity=night-sky', 'activity'],
    ['?page=0', 'page'],
  ])('refuses %s with 422 naming the field, in the request language', async (query, field) => {
    const answer = await list(query, { locale: 'en' });
    expect(answer.statusCode).toBe(422);
    expect(Object.keys(answer.json<{ errors: object }>().errors)).toEqual([field]);
    expect(answer.json<{ message: string }>().message).toMatch(/^[\x20-\x7e]+$/);
  });
});

describe('POST /api/v1/admin/activity-registrations/{uuid}/approve', () => {
  it('approves a pending one, records the event with its actor and mails the citizen in their language', async () => {
    const activity = await newActivity();
    const citizen = await newCitizen('en', 'Noura Al-Qahtani');
    const registration = await register(activity, citizen);
    const answer = await approve(registration.uuid, { locale: 'ar' });
    expect(answer.statusCode).toBe(200);
    const { data, message } = answer.json<Decided>();
    expect(data).toMatchObject({ uuid: registration.uuid, status: 'approved' });
    expect(data.activity.title).toBe(activity.titleAr);
    expect(message).toBe('قُبل التسجيل، وأُبلغ صاحبه بالبريد الإلكتروني');
    expect(await statusOf(registration.uuid)).toBe('approved');
    expect(await eventsOf(registration.id)).toEqual([
      expect.objectContaining({ staffId: editorId, type: 'approved', reason: null }),
    ]);
    const [mail] = await mailsTo(t, citizen.email);
    expect(mail!.locale).toBe('en');
    expect(mail!.subject).toBe(`Your registration is approved: ${activity.titleEn}`);
    expect(mail!.text).toContain('from 10 March 2099 to 11 March 2099');
  });

  it('refuses a contrary decision with 409, whoever makes it, and two at once leave one decision', async () => {
    const activity = await newActivity();
    const registration = await register(activity);
    const [approval, refusal] = await Promise.all([
      approve(registration.uuid),
      decline(registration.uuid, { reason: ARABIC_REASON }, { token: admin }),
    ]);
    expect([approval.statusCode, refusal.statusCode].sort()).toEqual([200, 409]);
    const refused = approval.statusCode === 409 ? approval : refusal;
    expect(refused.json<{ message: string }>().message).toBe(
      'سبق البت في هذا التسجيل، ربما من موظف آخر. حدّث القائمة لترى حالته.',
    );
    expect(await eventsOf(registration.id)).toHaveLength(1);
    expect(await mailsTo(t, registration.citizen.email)).toHaveLength(1);
    const contrary =
      approval.statusCode === 200
        ? await decline(registration.uuid, {}, { locale: 'en' })
        : await approve(registration.uuid, { locale: 'en' });
    expect(contrary.statusCode).toBe(409);
    expect(contrary.json<{ message: string }>().message).toMatch(/already decided/);
    expect(await eventsOf(registration.id)).toHaveLength(1);
  });

  it('answers the same approval twice with the registration as it is: one event, one e-mail', async () => {
    const registration = await register(await newActivity());
    const first = await approve(registration.uuid);
    const second = await approve(registration.uuid, { token: admin });
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json<Decided>().data).toEqual(first.json<Decided>().data);
    expect(second.json<Decided>().data.status).toBe('approved');
    const events = await eventsOf(registration.id);
    expect(events).toEqual([expect.objectContaining({ type: 'approved', staffId: editorId })]);
    expect(await mailsTo(t, registration.citizen.email)).toHaveLength(1);
  });

  it('answers two identical approvals at once, and on a full activity, with one event and one e-mail', async () => {
    const registration = await register(await newActivity(1));
    const answers = await Promise.all([approve(registration.uuid), approve(registration.uuid, { token: admin })]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(await eventsOf(registration.id)).toHaveLength(1);
    expect(await mailsTo(t, registration.citizen.email)).toHaveLength(1);
  });

  it('answers the same refusal twice as it is, keeping the first reason: one event, one e-mail', async () => {
    const registration = await register(await newActivity());
    expect((await decline(registration.uuid, { reason: ARABIC_REASON })).statusCode).toBe(200);
    const again = await decline(registration.uuid, { reason: 'سبب آخر' }, { token: admin });
    expect(again.statusCode).toBe(200);
    expect(again.json<Decided>().data.status).toBe('declined');
    const events = await eventsOf(registration.id);
    expect(events).toEqual([expect.objectContaining({ type: 'declined', reason: ARABIC_REASON })]);
    expect(await mailsTo(t, registration.citizen.email)).toHaveLength(1);
  });

  it('refuses with 422 once the approved ones reach the capacity, and changes nothing', async () => {
    const activity = await newActivity(1);
    const first = await register(activity);
    const second = await register(activity);
    expect((await approve(first.uuid)).statusCode).toBe(200);
    const full = await approve(second.uuid, { locale: 'en' });
    expect(full.statusCode).toBe(422);
    expect(full.json<{ message: string }>().message).toBe(
      'The activity has as many approved registrations as it can take: no more can be approved.',
    );
    expect(await statusOf(second.uuid)).toBe('pending');
    expect(await eventsOf(second.id)).toEqual([]);
    expect(await mailsTo(t, second.citizen.email)).toEqual([]);
    // Declining is never limited.
    expect((await decline(second.uuid)).statusCode).toBe(200);
  });

  it('answers 404 for another or a malformed uuid, and 403 to an auditor, who changes nothing', async () => {
    expect((await approve(randomUUID())).statusCode).toBe(404);
    expect((await approve('not-a-uuid')).statusCode).toBe(404);
    const registration = await register(await newActivity());
    expect((await approve(registration.uuid, { token: auditor })).statusCode).toBe(403);
    expect(await statusOf(registration.uuid)).toBe('pending');
  });
});

describe('POST /api/v1/admin/activity-registrations/{uuid}/decline', () => {
  it('declines with an Arabic reason, kept on the event and sent to the citizen in Arabic', async () => {
    const activity = await newActivity();
    const registration = await register(activity);
    const answer = await decline(registration.uuid, { reason: `  ${ARABIC_REASON}  ` }, { locale: 'en' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json<Decided>()).toMatchObject({
      data: { status: 'declined', activity: { title: activity.titleEn } },
      message: 'The registration is declined and the citizen told by e-mail.',
    });
    expect(await eventsOf(registration.id)).toEqual([
      expect.objectContaining({ staffId: editorId, type: 'declined', reason: ARABIC_REASON }),
    ]);
    const [mail] = await mailsTo(t, registration.citizen.email);
    expect(mail!.locale).toBe('ar');
    expect(mail!.subject).toBe(`تعذر قبول تسجيلك: ${activity.titleAr}`);
    expect(mail!.text).toContain(ARABIC_REASON);
    expect(mail!.text).toContain(LONG_NAME);
  });

  it('declines without a reason (an empty one is none), saying no reason in the mail', async () => {
    for (const fields of [{}, { reason: '   ' }] as Record<string, string>[]) {
      const registration = await register(await newActivity());
      expect((await decline(registration.uuid, fields)).statusCode).toBe(200);
      expect(await eventsOf(registration.id)).toEqual([expect.objectContaining({ type: 'declined', reason: null })]);
      const [mail] = await mailsTo(t, registration.citizen.email);
      expect(mail!.text).not.toContain('للسبب التالي');
    }
  });

  it('refuses a reason over 500 characters with 422 and writes nothing', async () => {
    const registration = await register(await newActivity());
    const answer = await decline(registration.uuid, { reason: 'ع'.repeat(501) });
    expect(answer.statusCode).toBe(422);
    expect(answer.json<{ errors: Record<string, string[]> }>().errors.reason).toEqual([
      'يجب ألا يزيد السبب على 500 حرف',
    ]);
    expect(await statusOf(registration.uuid)).toBe('pending');
    expect(await eventsOf(registration.id)).toEqual([]);
    expect((await decline(registration.uuid, { reason: 'ع'.repeat(500) })).statusCode).toBe(200);
  });

  it('answers 404 for another registration', async () => {
    expect((await decline(randomUUID(), { reason: ARABIC_REASON })).statusCode).toBe(404);
  });
});

describe('what the citizen sees', () => {
  it('me/activities shows each state, and joining again answers the declined one', async () => {
    const citizen = await newCitizen();
    const token = await issueAccessToken(t.db, citizen.id);
    const [approvedActivity, pendingActivity, declinedActivity] = [
      await newActivity(),
      await newActivity(),
      await newActivity(),
    ];
    const approvedOne = await register(approvedActivity, citizen, new Date('2026-11-01T08:00:00Z'));
    await register(pendingActivity, citizen, new Date('2026-11-02T08:00:00Z'));
    const declinedOne = await register(declinedActivity, citizen, new Date('2026-11-03T08:00:00Z'));
    await approve(approvedOne.uuid);
    await decline(declinedOne.uuid, { reason: ARABIC_REASON });

    const mine = await t.app.inject({
      url: '/api/v1/me/activities',
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'ar' },
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json<{ data: JoinedActivity[] }>().data.map((joined) => joined.status)).toEqual([
      'declined',
      'pending',
      'approved',
    ]);

    const [declined] = await t.db
      .select({ slug: activities.slug })
      .from(activities)
      .where(eq(activities.id, declinedActivity.id));
    const again = await postForm(
      t,
      `activities/${declined!.slug}/volunteer`,
      { reason: 'أرغب في المشاركة في هذه الفعالية' },
      { token, from: freshAddress() },
    );
    expect(again.statusCode).toBe(200);
    expect(again.json<{ data: { status: string; already_registered: boolean }; message: string }>()).toMatchObject({
      data: { status: 'declined', already_registered: true },
      message: 'سبق أن اعتذرت الهيئة عن قبول تسجيلك في هذه الفعالية.',
    });
  });
});

describe('a citizen who deletes their account', () => {
  it('keeps a decided registration, without their words, and loses an undecided one', async () => {
    const citizen = await newCitizen();
    const decided = await register(await newActivity(), citizen);
    const undecided = await register(await newActivity(), citizen);
    expect((await decline(decided.uuid, { reason: ARABIC_REASON })).statusCode).toBe(200);
    const [account] = await t.db.select().from(users).where(eq(users.id, citizen.id));
    await eraseAccount(t.db, t.app.config.uploadsDir, account!);
    const left = await t.db.select().from(activityVolunteers).where(eq(activityVolunteers.userId, citizen.id));
    expect(left).toEqual([expect.objectContaining({ uuid: decided.uuid, reason: '', status: 'declined' })]);
    expect(left.map((row) => row.uuid)).not.toContain(undecided.uuid);
    expect(await eventsOf(decided.id)).toHaveLength(1);
  });
});
