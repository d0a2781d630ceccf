import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListEnvelope } from '../../../schemas/api/envelopes';
import type { ReviewQueueRow } from '../../../schemas/api/review-queue';
import { addDays, reserveToday } from '../../../schemas/validation/reserve-day';
import { workingDaysDeadline } from '../../../server/lib/working-days';
import { listReviewQueue, queueScopeOf } from '../../../server/services/permits/review-queue';
import { queueApplicant, queuedPermit } from '../../support/queue-fixtures';
import { newStaffMember } from '../../support/staff';
import { issueAccessToken } from '../../../server/services/accounts/access-tokens';
import { createTestApp, type TestApp } from '../../support/test-app';

const LONG_NAME = 'عبدالرحمن بن عبدالعزيز بن عبدالله بن محمد آل سعود الإبراهيمي القحطاني';

describe('the review queue: GET admin/permits', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof newStaffMember>>;
  let beeReviewer: Awaited<ReturnType<typeof newStaffMember>>;
  let workReviewer: Awaited<ReturnType<typeof newStaffMember>>;
  let auditor: Awaited<ReturnType<typeof newStaffMember>>;
  let editor: Awaited<ReturnType<typeof newStaffMember>>;
  const today = reserveToday();
  const permits: Record<'late' | 'held' | 'decided' | 'camping', { uuid: string; reference: string }> = {} as never;

  const list = async (query: string, token = admin.token, locale = 'ar') => {
    const response = await t.app.inject({
      url: `/api/v1/admin/permits${query}`,
      headers: { authorization: `Bearer ${token}`, 'accept-language': locale },
    });
    return response;
  };
  const references = async (query: string, token = admin.token) => {
    const response = await list(query, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ListEnvelope<ReviewQueueRow>>().data.map((row) => row.reference);
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await newStaffMember(t, { role: 'admin', name: 'مدير النظام' });
    beeReviewer = await newStaffMember(t, { role: 'reviewer', permitTypes: ['beekeeping'], name: 'مراجعة النحل' });
    workReviewer = await newStaffMember(t, { role: 'reviewer', permitTypes: ['work_permit'] });
    auditor = await newStaffMember(t, { role: 'auditor' });
    editor = await newStaffMember(t, { role: 'editor' });
    const long = await queueApplicant(t, LONG_NAME, '1098765432');
    const sara = await queueApplicant(t, 'Sara "Al" Otaibi, Riyadh', '1011111111');
    const formula = await queueApplicant(t, '=HYPERLINK("http://evil.example")', '1022222222');
    const noura = await queueApplicant(t, 'نُورة الشمّري', '2033333333');
    permits.late = await queuedPermit(t, {
      userId: long,
      type: 'work_permit',
      createdAt: new Date('2026-01-05T08:00:00Z'),
      dueOn: addDays(today, -1),
      regionId: 1,
      areaId: 1,
    });
    permits.held = await queuedPermit(t, {
      userId: sara,
      type: 'beekeeping',
      status: 'in_review',
      assigneeId: beeReviewer.id,
      createdAt: new Date('2026-02-10T08:00:00Z'),
      dueOn: today,
    });
    permits.decided = await queuedPermit(t, {
      userId: formula,
      type: 'specific_area',
      status: 'approved',
      assigneeId: admin.id,
      createdAt: new Date('2026-03-15T08:00:00Z'),
      dueOn: '2026-03-20',
      regionId: 2,
      areaId: 5,
    });
    permits.camping = await queuedPermit(t, {
      userId: noura,
      type: 'free_camping',
      createdAt: new Date('2026-04-01T20:59:00Z'),
    });
    for (let index = 0; index < 21; index += 1)
      await queuedPermit(t, {
        userId: noura,
        type: 'scientific_research',
        createdAt: new Date(Date.parse('2026-05-01T08:00:00Z') + index * 60_000),
      });
  });
  afterAll(() => t.close());

  it('lists every request oldest first, a line each with its applicant, deadline and assignee', async () => {
    const response = await list('');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { data, meta } = response.json<ListEnvelope<ReviewQueueRow>>();
    expect(meta).toEqual({
      current_page: 1,
      from: 1,
      last_page: 2,
      per_page: 20,
      total: 25,
      total_is_lower_bound: false,
    });
    expect(data.slice(0, 4).map((row) => row.reference)).toEqual([
      permits.late.reference,
      permits.held.reference,
      permits.decided.reference,
      permits.camping.reference,
    ]);
    expect(data[0]).toEqual({
      uuid: permits.late.uuid,
      reference: permits.late.reference,
      type: 'work_permit',
      status: 'pending',
      applicant_name: LONG_NAME,
      national_id: '1098765432',
      created_at: '2026-01-05T08:00:00.000Z',
      due_on: addDays(today, -1),
      overdue: true,
      assignee: null,
      version: 1,
    });
    expect(data[1]).toMatchObject({ overdue: false, assignee: { uuid: beeReviewer.uuid, name: 'مراجعة النحل' } });
    // Late only while a decision is awaited.
    expect(data[2]).toMatchObject({ status: 'approved', overdue: false });
  });

  it('pages through the rest, page numbers in Arabic digits too', async () => {
    const second = await list('?page=٢');
    expect(second.statusCode, second.body).toBe(200);
    const { data, meta } = second.json<ListEnvelope<ReviewQueueRow>>();
    expect(data).toHaveLength(5);
    expect(meta).toMatchObject({ current_page: 2, from: 21, total: 25 });
    expect((await list('?page=3')).json<ListEnvelope<ReviewQueueRow>>()).toMatchObject({ data: [] });
  });

  it('counts at most a cap: past it the total is a lower bound and later pages still answer', async () => {
    const scope = queueScopeOf({ id: admin.id, roles: [{ role: 'admin', permitTypes: [] }] });
    const page = (number: number, countCap: number) => listReviewQueue(t.db, {}, scope, number, today, countCap);
    const first = await page(1, 10);
    expect(first.data).toHaveLength(20);
    expect(first.meta).toEqual({
      current_page: 1,
      from: 1,
      last_page: 1,
      per_page: 20,
      total: 10,
      total_is_lower_bound: true,
    });
    // Beyond last_page, the rows that exist: a reviewer can page on past the count.
    const second = await page(2, 10);
    expect(second.data).toHaveLength(5);
    expect(second.meta).toMatchObject({ current_page: 2, from: 21, total: 10, total_is_lower_bound: true });
    expect((await page(3, 10)).data).toEqual([]);
    // Exactly the cap is an exact total.
    expect((await page(1, 25)).meta).toMatchObject({ total: 25, last_page: 2, total_is_lower_bound: false });
  });

  it('filters by type, status, region, area, submission days, assignee, unassigned and overdue', async () => {
    expect(await references('?type=beekeeping')).toEqual([permits.held.reference]);
    expect(await references('?status=approved')).toEqual([permits.decided.reference]);
    expect(await references('?region=2')).toEqual([permits.decided.reference]);
    expect(await references('?area=1')).toEqual([permits.late.reference]);
    expect(await references('?type=work_permit&status=pending&region=1')).toEqual([permits.late.reference]);
    // Days are the reserve's: 20:59 UTC on 1 April is 23:59 in Riyadh, still 1 April there.
    expect(await references('?from=2026-02-10&to=2026-04-01')).toEqual([
      permits.held.reference,
      permits.decided.reference,
      permits.camping.reference,
    ]);
    expect(await references('?from=2026-04-02&to=2026-04-30')).toEqual([]);
    expect(await references('?assignee=me', beeReviewer.token)).toEqual([permits.held.reference]);
    expect(await references(`?assignee=${admin.uuid}`)).toEqual([permits.decided.reference]);
    expect(await references(`?assignee=${auditor.uuid}`)).toEqual([]);
    expect(await references('?unassigned=1&type=free_camping')).toEqual([permits.camping.reference]);
    expect(await references('?overdue=1')).toEqual([permits.late.reference]);
  });

  it('finds a request by reference, by its start in any letter case, or by a national id in Arabic-Indic digits', async () => {
    expect(await references(`?q=${permits.decided.reference}`)).toEqual([permits.decided.reference]);
    expect(await references(`?q=${encodeURIComponent(permits.held.reference.slice(0, 7).toLowerCase())}`)).toEqual([
      permits.held.reference,
    ]);
    // Before its year, with its year, and part of its number.
    for (const length of [3, 5, 7, 10])
      expect(await references(`?q=${permits.held.reference.slice(0, length)}`)).toEqual([permits.held.reference]);
    expect(await references(`?q=${encodeURIComponent('١٠٩٨٧٦٥٤٣٢')}`)).toEqual([permits.late.reference]);
    expect(await references('?q=1098765')).toEqual([]);
  });

  it('finds a long Arabic name by any part of it, with or without hamzas and diacritics', async () => {
    const search = (q: string) => references(`?q=${encodeURIComponent(q)}`);
    expect(await search('عبدالعزيز بن عبدالله')).toEqual([permits.late.reference]);
    expect(await search('  الابراهيمي  ')).toEqual([permits.late.reference]);
    expect(await references(`?q=${encodeURIComponent('نورة الشمري')}&type=free_camping`)).toEqual([
      permits.camping.reference,
    ]);
    expect(await search('sara "al"')).toEqual([permits.held.reference]);
    // LIKE's wildcards are searched for as themselves.
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual([]);
  });

  it('refuses bad filters with a 422 naming each, in the request language', async () => {
    const response = await list(
      `?type=ferry&status=lost&from=2026-02-30&to=2026-13-01&region=-1&area=1e3&assignee=bob&overdue=yes&page=0&q=${encodeURIComponent('a\u0000b')}`,
      admin.token,
      'en',
    );
    expect(response.statusCode).toBe(422);
    const { errors } = response.json<{ errors: Record<string, string[]> }>();
    expect(Object.keys(errors).sort()).toEqual(
      ['area', 'assignee', 'from', 'overdue', 'page', 'q', 'region', 'status', 'to', 'type'].sort(),
    );
    expect(errors.type).toEqual(['Not a permit type.']);
    const reversed = await list('?from=2026-05-01&to=2026-04-01');
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json<{ errors: Record<string, string[]> }>().errors.to).toEqual([
      'تاريخ النهاية قبل تاريخ البداية',
    ]);
    expect((await list(`?q=${'ب'.repeat(101)}`)).statusCode).toBe(422);
    // A key the queue does not take is dropped, as on every list.
    expect((await list('?sort=name')).statusCode).toBe(200);
  });

  it('shows a reviewer only the types they decide, an auditor everything, and refuses editors and citizens', async () => {
    expect(await references('', beeReviewer.token)).toEqual([permits.held.reference]);
    expect(await references('?type=specific_area', beeReviewer.token)).toEqual([]);
    expect(await references('', workReviewer.token)).toEqual([permits.late.reference]);
    expect((await list('', auditor.token)).json<ListEnvelope<ReviewQueueRow>>().meta.total).toBe(25);
    const refused = await list('', editor.token, 'en');
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toBe(
      'The request queue is for admins, reviewers and auditors only.',
    );
    const citizen = await issueAccessToken(t.db, (await queueApplicant(t, 'مواطن')) as number);
    expect((await list('', citizen)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/v1/admin/permits' })).statusCode).toBe(401);
  });

  it('counts a Thursday submission past the weekend and a holiday before calling it late', async () => {
    // Submitted on Thursday 2026-11-19 with one working day to answer: Friday and Saturday are the
    // weekend and Sunday the 22nd a holiday, so it is due on Monday the 23rd; late from the 24th.
    const dueOn = workingDaysDeadline(new Date('2026-11-19T09:00:00+03:00'), 1, new Set(['2026-11-22']));
    expect(dueOn).toBe('2026-11-23');
    const applicant = await queueApplicant(t, 'صاحب طلب الخميس');
    const thursday = await queuedPermit(t, { userId: applicant, type: 'specific_area', dueOn });
    const scope = queueScopeOf({ id: admin.id, roles: [{ role: 'admin', permitTypes: [] }] });
    const overdueOn = async (day: string) =>
      (await listReviewQueue(t.db, { overdue: true, type: 'specific_area' }, scope, 1, day)).data.map(
        (row) => row.reference,
      );
    expect(await overdueOn('2026-11-23')).toEqual([]);
    expect(await overdueOn('2026-11-24')).toEqual([thursday.reference]);
  });
});
