import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { staffMeAnswer } from '../../../../tests/support/admin-stubs';
import { renderAdminAt } from '../../../../tests/support/render-admin-at';
import { stubFetch } from '../../../../tests/support/stub-fetch';
import { TOKEN_STORAGE_KEY } from '../../../lib/api-client';

const row = (overrides: Record<string, unknown>) => ({
  uuid: '00000000-0000-4000-8000-000000000001',
  reference: 'SA-2026-000001',
  type: 'beekeeping',
  status: 'pending',
  applicant_name: 'نورة',
  national_id: '1000000001',
  created_at: '2026-01-04T08:00:00.000Z',
  due_on: '2026-01-25',
  overdue: true,
  assignee: null,
  version: 1,
  ...overrides,
});
const rows = [
  row({}),
  row({
    uuid: '00000000-0000-4000-8000-000000000002',
    reference: 'SA-2026-000002',
    type: 'work_permit',
    status: 'in_review',
    overdue: false,
    due_on: '2026-03-01',
    assignee: { uuid: 's-1', name: 'ريم' },
  }),
];
const page = { data: rows, meta: { current_page: 1, last_page: 1, total: 2, per_page: 20 } };

const calls = (fetch: ReturnType<typeof stubFetch>, method: string, path: string) =>
  fetch.mock.calls
    .filter(
      ([url, init]) =>
        new URL(String(url), 'http://x').pathname === `/api/v1${path}` &&
        (init?.method ?? 'GET').toUpperCase() === method,
    )
    .map(([url, init]) => ({ query: new URL(String(url), 'http://x').searchParams.toString(), body: init?.body }));

describe('the review queue', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('locale', 'ar');
    localStorage.setItem(TOKEN_STORAGE_KEY, JSON.stringify('staff-token'));
  });
  afterEach(() => vi.restoreAllMocks());

  it('lists the requests with their deadlines, a late one said in words, and assigns one to me', async () => {
    const fetch = stubFetch({
      'GET /admin/permits': page,
      'GET /admin/me': staffMeAnswer('reviewer', { name: 'ريم', permitTypes: ['beekeeping'] }),
      'POST /admin/permits/00000000-0000-4000-8000-000000000001/assign': { data: rows[0], message: 'أُسند الطلب إليك' },
    });
    const user = userEvent.setup();
    renderAdminAt('/admin/permits');
    const table = await screen.findByRole('table', { name: 'النتائج' });
    const [, late, onTime] = within(table).getAllByRole('row');
    expect(within(late!).getByText(/\(متأخر\)/)).toBeTruthy();
    expect(within(late!).getByText('تصريح المناحل')).toBeTruthy();
    expect(within(onTime!).queryByText(/متأخر/)).toBeNull();
    expect(within(onTime!).getByText('ريم')).toBeTruthy();
    expect(within(late!).getByRole('link', { name: 'SA-2026-000001' }).getAttribute('href')).toBe(
      '/admin/permits/00000000-0000-4000-8000-000000000001',
    );
    expect(screen.getByText('طلبان، الأقدم أولا')).toBeTruthy();

    await user.click(within(late!).getByRole('button', { name: 'إسناد إليّ: الطلب SA-2026-000001' }));
    await waitFor(() =>
      expect(calls(fetch, 'POST', '/admin/permits/00000000-0000-4000-8000-000000000001/assign')).toHaveLength(1),
    );
    await waitFor(() => expect(calls(fetch, 'GET', '/admin/permits').length).toBeGreaterThan(1));
    // The staff token goes with every call.
    const [, init] = fetch.mock.calls.find(([url]) => String(url).includes('/assign'))!;
    expect(new Headers(init!.headers).get('authorization')).toBe('Bearer staff-token');
  });

  it.each([
    ['ar', 'طلب، الأقدم أولا'],
    ['en', 'requests, oldest first'],
  ])('shows a total counted up to its cap as at least that many, in %s', async (locale, words) => {
    localStorage.setItem('locale', locale);
    stubFetch({
      'GET /admin/permits': {
        data: rows,
        meta: { current_page: 1, last_page: 500, total: 10_000, per_page: 20, total_is_lower_bound: true },
      },
    });
    renderAdminAt('/admin/permits');
    await screen.findByRole('table');
    // Digits and grouping as the page's language writes them.
    expect(screen.getByText(`${new Intl.NumberFormat(locale).format(10_000)}+ ${words}`)).toBeTruthy();
    expect(screen.getByText(/^10,000\+ /)).toBeTruthy();
  });

  it('writes the filters into the address and asks the API with them', async () => {
    const fetch = stubFetch({ 'GET /admin/permits': page, 'GET /permit-regions': { data: [] } });
    const user = userEvent.setup();
    const location = renderAdminAt('/admin/permits');
    await screen.findByRole('table', { name: 'النتائج' });
    await user.type(screen.getByRole('searchbox', { name: /بحث/ }), 'SA-2026');
    await user.click(screen.getByRole('radio', { name: 'المسندة إليّ' }));
    await user.click(screen.getByRole('checkbox', { name: 'المتأخرة عن موعدها فقط' }));
    await user.click(screen.getByRole('button', { name: 'عرض النتائج' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/admin/permits?q=SA-2026&assignee=me&overdue=1'));
    await waitFor(() =>
      expect(calls(fetch, 'GET', '/admin/permits').map(({ query }) => query)).toContain(
        'q=SA-2026&assignee=me&overdue=1',
      ),
    );
    // The form shows the filters in force.
    expect((screen.getByRole('radio', { name: 'المسندة إليّ' }) as HTMLInputElement).checked).toBe(true);
  });

  it('rejects the selected requests with one reason', async () => {
    const fetch = stubFetch({ 'GET /admin/permits': page, 'POST /admin/permits/bulk': { message: 'تم' } });
    const user = userEvent.setup();
    renderAdminAt('/admin/permits');
    await screen.findByRole('table', { name: 'النتائج' });
    await user.click(screen.getByRole('checkbox', { name: 'اختيار كل طلبات هذه الصفحة' }));
    expect(screen.getByText('طلبان مختاران')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'رفض المختارة' }));
    const dialog = await screen.findByRole('dialog', { name: 'رفض طلبين' });
    await user.click(within(dialog).getByRole('button', { name: 'تأكيد' }));
    expect((await within(dialog).findAllByText('السبب مطلوب')).length).toBeGreaterThan(0);
    await user.click(within(dialog).getByRole('textbox', { name: /السبب/ }));
    await user.paste('الموقع مغلق هذا الموسم');
    await user.click(within(dialog).getByRole('button', { name: 'تأكيد' }));
    await waitFor(() => expect(calls(fetch, 'POST', '/admin/permits/bulk')).toHaveLength(1));
    expect(JSON.parse(String(calls(fetch, 'POST', '/admin/permits/bulk')[0]!.body))).toEqual({
      action: 'reject',
      uuids: rows.map(({ uuid }) => uuid),
      reason: 'الموقع مغلق هذا الموسم',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('لا يوجد طلب مختار')).toBeTruthy();
  }, 30_000);

  it('exports the filtered queue, without its page, with the staff token', async () => {
    const fetch = stubFetch({ 'GET /admin/permits': page, 'GET /admin/permits.csv': 'csv' });
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    const user = userEvent.setup();
    renderAdminAt('/admin/permits?status=pending&page=2');
    await user.click(await screen.findByRole('button', { name: 'تصدير النتائج (CSV)' }));
    await waitFor(() =>
      expect(calls(fetch, 'GET', '/admin/permits.csv')).toEqual([{ query: 'status=pending', body: undefined }]),
    );
  });

  it('sends a visitor without a staff session to sign in, and back after it', async () => {
    localStorage.clear();
    stubFetch({});
    const location = renderAdminAt('/admin');
    await waitFor(() => expect(location.history.at(-1)).toBe('/admin/sign-in?next=%2Fadmin%2Fpermits'));
  });
});
