import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAdminAt } from '../../../../tests/support/render-admin-at';
import { stubFetch } from '../../../../tests/support/stub-fetch';
import { TOKEN_STORAGE_KEY } from '../../../lib/api-client';

const UUID = '00000000-0000-4000-8000-000000000001';
const permitCase = {
  uuid: UUID,
  reference: 'SA-2026-000001',
  type: 'beekeeping',
  status: 'in_review',
  applicant_name: 'نورة',
  national_id: '1000000001',
  created_at: '2026-01-04T08:00:00.000Z',
  due_on: '2026-01-25',
  overdue: false,
  assignee: { uuid: 's-1', name: 'ريم' },
  version: 2,
  answers: [
    { field: 'number_of_hives', label: 'عدد الخلايا', value: 40 },
    { field: 'phone', label: 'رقم الجوال', value: '966501234567' },
  ],
  files: [
    { id: 7, field: 'id_card', name: 'هوية.pdf', url: `/api/v1/admin/permits/${UUID}/files/7`, version: 1 },
    { id: 9, field: 'id_card', name: 'هوية.pdf', url: `/api/v1/admin/permits/${UUID}/files/9`, version: 2 },
  ],
  history: [
    {
      type: 'submitted',
      at: '2026-01-04T08:00:00.000Z',
      actor: { kind: 'applicant', name: null },
      from_state: null,
      to_state: 'pending',
      reason: null,
      note: null,
      visibility: 'applicant',
      version: 1,
    },
    {
      type: 'note',
      at: '2026-01-05T08:00:00.000Z',
      actor: { kind: 'staff', name: 'ريم' },
      from_state: null,
      to_state: null,
      reason: null,
      note: 'اتصلت بمقدمة الطلب',
      visibility: 'staff',
      version: null,
    },
  ],
  pdf: null,
  changes: [{ field: 'number_of_hives', label: 'عدد الخلايا', before: 30, after: 40 }],
  actions: ['permit.release', 'permit.approve', 'permit.reject', 'permit.requestInfo'],
};

const posts = (fetch: ReturnType<typeof stubFetch>, path: string) =>
  fetch.mock.calls
    .filter(([url, init]) => String(url).endsWith(path) && init?.method?.toUpperCase() === 'POST')
    .map(([, init]) => (init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined));

describe('the case page', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('locale', 'ar');
    localStorage.setItem(TOKEN_STORAGE_KEY, JSON.stringify('staff-token'));
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the answers under their labels, the last changes, the history with internal notes, and only the allowed decisions', async () => {
    stubFetch({ [`GET /admin/permits/${UUID}`]: { data: permitCase } });
    renderAdminAt(`/admin/permits/${UUID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'SA-2026-000001 — تصريح المناحل' })).toBeTruthy();
    const answers = screen.getByRole('region', { name: 'إجابات الطلب' });
    expect(within(answers).getByText('عدد الخلايا')).toBeTruthy();
    expect(within(answers).getByText('40')).toBeTruthy();
    const changes = screen.getByRole('table', { name: 'التغييرات في آخر إعادة تقديم' });
    expect(
      within(changes)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['عدد الخلايا', '30', '40']);
    const history = screen.getByRole('region', { name: 'سجل الطلب' });
    expect(within(history).getByText('اتصلت بمقدمة الطلب')).toBeTruthy();
    expect(within(history).getByText('داخلي')).toBeTruthy();
    const decisions = screen.getByRole('region', { name: 'القرارات المتاحة' });
    expect(
      within(decisions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['إلغاء الإسناد', 'قبول الطلب', 'رفض الطلب', 'طلب معلومات من مقدم الطلب']);
    // The file the resubmission replaced stays beside its successor, told apart by version.
    expect(screen.getByRole('button', { name: 'تنزيل هوية.pdf (النسخة 1)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'تنزيل هوية.pdf (النسخة 2)' })).toBeTruthy();
    // No permit document before approval.
    expect(screen.queryByText('وثيقة التصريح')).toBeNull();
  });

  it('shows a replaced file in the changes as the old and the new file, each downloadable', async () => {
    const scan = (size: number) => [{ name: 'هوية.pdf', type: 'application/pdf', size }];
    stubFetch({
      [`GET /admin/permits/${UUID}`]: {
        data: {
          ...permitCase,
          changes: [{ field: 'id_card', label: 'صورة الهوية', before: scan(100), after: scan(200) }],
        },
      },
    });
    renderAdminAt(`/admin/permits/${UUID}`);
    const changes = await screen.findByRole('table', { name: 'التغييرات في آخر إعادة تقديم' });
    const [before, after] = within(changes).getAllByRole('cell').slice(1);
    expect(within(before!).getByRole('button').textContent).toBe('تنزيل هوية.pdf (النسخة 1)');
    expect(within(after!).getByRole('button').textContent).toBe('تنزيل هوية.pdf (النسخة 2)');
  });

  it('downloads the permit document of an approved request under its reference', async () => {
    stubFetch({
      [`GET /admin/permits/${UUID}`]: {
        data: { ...permitCase, status: 'approved', pdf: { path: `/api/v1/admin/permits/${UUID}/pdf` } },
      },
      [`GET /admin/permits/${UUID}/pdf`]: 'the bytes',
    });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:permit');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const user = userEvent.setup();
    renderAdminAt(`/admin/permits/${UUID}`);
    expect(await screen.findByText('وثيقة التصريح')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'تنزيل SA-2026-000001.pdf' }));
    await waitFor(() => expect(saved).toEqual(['SA-2026-000001.pdf']));
  });

  it('approves, and tells a refusal in the server’s words', async () => {
    const fetch = stubFetch({
      [`GET /admin/permits/${UUID}`]: { data: permitCase },
      [`POST /admin/permits/${UUID}/approve`]: { status: 409, body: { message: 'الطلب مسند إلى موظف آخر' } },
    });
    const user = userEvent.setup();
    renderAdminAt(`/admin/permits/${UUID}`);
    await user.click(await screen.findByRole('button', { name: 'قبول الطلب' }));
    expect(await screen.findByText('الطلب مسند إلى موظف آخر')).toBeTruthy();
    expect(posts(fetch, '/approve')).toEqual([undefined]);
  });

  it('rejects with a reason asked in a dialog', async () => {
    const fetch = stubFetch({
      [`GET /admin/permits/${UUID}`]: { data: permitCase },
      [`POST /admin/permits/${UUID}/reject`]: { data: permitCase, message: 'رُفض الطلب' },
    });
    const user = userEvent.setup();
    renderAdminAt(`/admin/permits/${UUID}`);
    await user.click(await screen.findByRole('button', { name: 'رفض الطلب' }));
    const dialog = await screen.findByRole('dialog', { name: 'رفض الطلب' });
    await user.click(within(dialog).getByRole('textbox', { name: /السبب/ }));
    await user.paste('صورة الهوية غير واضحة');
    await user.click(within(dialog).getByRole('button', { name: 'تأكيد' }));
    await waitFor(() => expect(posts(fetch, '/reject')).toEqual([{ reason: 'صورة الهوية غير واضحة' }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }, 30_000);

  it('asks for information: what, which fields to unlock, and the last day', async () => {
    const fetch = stubFetch({
      [`GET /admin/permits/${UUID}`]: { data: permitCase },
      [`POST /admin/permits/${UUID}/request-info`]: { data: permitCase, message: 'أُرسل الطلب' },
    });
    const user = userEvent.setup();
    renderAdminAt(`/admin/permits/${UUID}`);
    await user.click(await screen.findByRole('button', { name: 'طلب معلومات من مقدم الطلب' }));
    const dialog = await screen.findByRole('dialog', { name: 'طلب معلومات من مقدم الطلب' });
    await user.click(within(dialog).getByRole('button', { name: 'إرسال الطلب' }));
    expect(within(dialog).getByText('اختر حقلا واحدا على الأقل')).toBeTruthy();
    expect(posts(fetch, '/request-info')).toEqual([]);

    await user.click(within(dialog).getByRole('textbox', { name: /ما المطلوب/ }));
    await user.paste('صحح عدد الخلايا');
    await user.click(within(dialog).getByRole('checkbox', { name: 'عدد الخلايا' }));
    await user.type(within(dialog).getByLabelText(/آخر يوم لإعادة التقديم/), '2026-02-10');
    await user.click(within(dialog).getByRole('button', { name: 'إرسال الطلب' }));
    await waitFor(() =>
      expect(posts(fetch, '/request-info')).toEqual([
        { reason: 'صحح عدد الخلايا', fields: ['number_of_hives'], resubmit_by: '2026-02-10' },
      ]),
    );
  }, 30_000);

  it('adds an internal note', async () => {
    const fetch = stubFetch({
      [`GET /admin/permits/${UUID}`]: { data: permitCase },
      [`POST /admin/permits/${UUID}/notes`]: { data: permitCase, message: 'أُضيفت الملاحظة' },
    });
    const user = userEvent.setup();
    renderAdminAt(`/admin/permits/${UUID}`);
    await user.click(await screen.findByRole('textbox', { name: /ملاحظة داخلية/ }));
    await user.paste('طلبت صورة أوضح');
    await user.click(screen.getByRole('button', { name: 'إضافة الملاحظة' }));
    await waitFor(() => expect(posts(fetch, '/notes')).toEqual([{ note: 'طلبت صورة أوضح' }]));
  }, 30_000);

  it('says so when the request is not found or not the reviewer’s to see', async () => {
    stubFetch({});
    renderAdminAt(`/admin/permits/${UUID}`);
    expect(await screen.findByText(/لم نجد هذا الطلب/)).toBeTruthy();
  });
});
