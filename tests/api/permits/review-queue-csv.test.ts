import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueApplicant, queuedPermit } from '../../support/queue-fixtures';
import { seedQueueVolume } from '../../support/queue-volume';
import { newStaffMember } from '../../support/staff';
import { createTestApp, type TestApp } from '../../support/test-app';

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

describe('the review queue as CSV: GET admin/permits.csv', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof newStaffMember>>;
  let beeReviewer: Awaited<ReturnType<typeof newStaffMember>>;
  const references: Record<'arabic' | 'quoted' | 'formula', string> = {} as never;

  const exportOf = (query: string, token = admin.token, locale = 'en') =>
    t.app.inject({
      url: `/api/v1/admin/permits.csv${query}`,
      headers: { authorization: `Bearer ${token}`, 'accept-language': locale },
    });
  const linesOf = (payload: Buffer) => payload.subarray(3).toString('utf8').split('\r\n').slice(0, -1);

  beforeAll(async () => {
    t = await createTestApp();
    admin = await newStaffMember(t, { role: 'admin', name: 'مدير النظام' });
    beeReviewer = await newStaffMember(t, { role: 'reviewer', permitTypes: ['beekeeping'] });
    const at = (day: string) => new Date(`${day}T09:00:00Z`);
    references.arabic = (
      await queuedPermit(t, {
        userId: await queueApplicant(t, 'عبدالرحمن بن عبدالعزيز الإبراهيمي', '1098765432'),
        type: 'work_permit',
        createdAt: at('2026-01-05'),
        dueOn: '2026-01-26',
      })
    ).reference;
    references.quoted = (
      await queuedPermit(t, {
        userId: await queueApplicant(t, 'Sara "Al" Otaibi, Riyadh', '1011111111'),
        type: 'beekeeping',
        status: 'in_review',
        assigneeId: beeReviewer.id,
        createdAt: at('2026-01-06'),
      })
    ).reference;
    references.formula = (
      await queuedPermit(t, {
        userId: await queueApplicant(t, '=HYPERLINK("http://evil.example","x")', '1022222222'),
        type: 'free_camping',
        status: 'approved',
        createdAt: at('2026-01-07'),
      })
    ).reference;
  });
  afterAll(() => t.close());

  it('is a UTF-8 file with a BOM, headings in the request language and Arabic intact', async () => {
    const response = await exportOf('');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="permits-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(response.rawPayload.subarray(0, 3)).toEqual(BOM);
    const lines = linesOf(response.rawPayload);
    expect(lines[0]).toBe('Reference,Permit type,Status,Applicant,ID number,Submitted,Due,Overdue,Reviewer');
    // 09:00 UTC is 12:00 in Riyadh; the deadline has long passed for a request still pending.
    expect(lines[1]).toBe(
      `${references.arabic},Work outside official hours permit,Pending,عبدالرحمن بن عبدالعزيز الإبراهيمي,1098765432,2026-01-05 12:00,2026-01-26,Yes,`,
    );
    const arabic = linesOf((await exportOf('', admin.token, 'ar')).rawPayload);
    expect(arabic[0]).toBe(
      'الرقم المرجعي,نوع التصريح,الحالة,مقدم الطلب,رقم الهوية,تاريخ التقديم,آخر موعد للرد,متأخر,المراجع',
    );
    expect(arabic[1]).toContain(',قيد الانتظار,عبدالرحمن بن عبدالعزيز الإبراهيمي,');
  });

  it('quotes a name with a comma and a quote, and neutralises one that starts a formula', async () => {
    const lines = linesOf((await exportOf('')).rawPayload);
    expect(lines[2]).toContain(',"Sara ""Al"" Otaibi, Riyadh",1011111111,');
    expect(lines[3]).toContain(`,"'=HYPERLINK(""http://evil.example"",""x"")",1022222222,`);
  });

  it('exports the filtered queue a reviewer may read, and refuses bad filters in the request language', async () => {
    const filtered = linesOf((await exportOf('?status=approved')).rawPayload);
    expect(filtered.slice(1).map((line) => line.split(',')[0])).toEqual([references.formula]);
    const reviewers = linesOf((await exportOf('', beeReviewer.token)).rawPayload);
    expect(reviewers.slice(1).map((line) => line.split(',')[0])).toEqual([references.quoted]);
    const refused = await exportOf('?from=2026-02-30', admin.token, 'ar');
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ errors: Record<string, string[]> }>().errors.from).toEqual([
      'أدخل تاريخا صحيحا بالصيغة YYYY-MM-DD',
    ]);
    const editor = await newStaffMember(t, { role: 'editor' });
    expect((await exportOf('', editor.token)).statusCode).toBe(403);
  });

  it('reads a long queue in batches, every request once, oldest first', async () => {
    await seedQueueVolume(t.db, { permits: 2_500, eventsPerPermit: 1, permitsPerApplicant: 5, staff: 2 });
    const lines = linesOf((await exportOf('?type=beekeeping')).rawPayload).slice(1);
    // A fifth of the volume is beekeeping, and one request of the three above.
    expect(lines).toHaveLength(501);
    const referencesRead = lines.map((line) => line.split(',')[0]);
    expect(new Set(referencesRead).size).toBe(501);
    const submitted = lines.map((line) => line.split(',')[5]!);
    expect(submitted).toEqual([...submitted].sort());
  });
});
