import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { staffMeAnswer } from '../../../../tests/support/admin-stubs';
import { renderAdminAt } from '../../../../tests/support/render-admin-at';
import { callsTo, stubFetch } from '../../../../tests/support/stub-fetch';
import { TOKEN_STORAGE_KEY } from '../../../lib/api-client';

const LONG_NAME = 'عبدالرحمن بن عبدالعزيز بن عبدالله آل عبداللطيف القحطاني';
const ARABIC_REASON = 'نعتذر، اكتمل عدد المشاركين في رحلة مراقبة الطيور لهذا الموسم';
const pending = {
  uuid: '6f1c2a4e-0b5d-4c3e-9a7f-1d2e3f4a5b6c',
  activity: {
    uuid: '0b5f3a52-8c1e-4b7a-9d2e-6f1a2b3c4d5e',
    title: 'رحلة مراقبة الطيور في روضة خريم',
    type: 'environmental_tourism',
    start_date: '2027-01-15',
  },
  citizen: { name: LONG_NAME, email: 'abdulrahman@example.sa' },
  reason: 'أحب التصوير الفوتوغرافي للطيور المهاجرة',
  status: 'pending',
  registered_at: '2026-11-20T08:00:00.000Z',
};
const approved = {
  ...pending,
  uuid: '7a2d3b5f-1c6e-4d4f-8b8a-2e3f4a5b6c7d',
  citizen: { name: 'نورة القحطاني', email: 'noura@example.sa' },
  status: 'approved',
};
const list = { data: [pending, approved], meta: { current_page: 1, from: 1, last_page: 1, per_page: 20, total: 2 } };
const decisionPath = `/admin/activity-registrations/${pending.uuid}`;

describe('the activity registrations page', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('locale', 'ar');
    localStorage.setItem(TOKEN_STORAGE_KEY, JSON.stringify('staff-token'));
  });
  afterEach(() => vi.restoreAllMocks());

  it('lets an editor approve a pending registration and reads the list again', async () => {
    const fetch = stubFetch({
      'GET /admin/me': staffMeAnswer('editor'),
      'GET /admin/activity-registrations': list,
      [`POST ${decisionPath}/approve`]: { data: { ...pending, status: 'approved' }, message: 'قُبل التسجيل' },
    });
    const user = userEvent.setup();
    renderAdminAt('/admin/registrations');
    await screen.findByRole('heading', { level: 1, name: 'التسجيل في الأنشطة' });
    const table = await screen.findByRole('table', { name: 'التسجيلات' });
    expect(within(table).getByText(LONG_NAME)).toBeTruthy();
    expect(within(table).getByText('بانتظار الموافقة')).toBeTruthy();
    // Only the pending one can be decided.
    expect(within(table).queryByRole('button', { name: /نورة القحطاني/ })).toBeNull();
    await user.click(
      within(table).getByRole('button', { name: `قبول تسجيل ${LONG_NAME} في رحلة مراقبة الطيور في روضة خريم` }),
    );
    await waitFor(() => expect(callsTo(fetch, 'POST', `${decisionPath}/approve`)).toHaveLength(1));
    await waitFor(() => expect(callsTo(fetch, 'GET', '/admin/activity-registrations').length).toBeGreaterThan(1));
  });

  it('declines with a reason written in a dialog drawn from the form', async () => {
    const fetch = stubFetch({
      'GET /admin/me': staffMeAnswer('admin'),
      'GET /admin/activity-registrations': list,
      [`POST ${decisionPath}/decline`]: { data: { ...pending, status: 'declined' }, message: 'اعتُذر عن التسجيل' },
    });
    const user = userEvent.setup();
    renderAdminAt('/admin/registrations');
    const table = await screen.findByRole('table', { name: 'التسجيلات' });
    await user.click(within(table).getByRole('button', { name: new RegExp(`^الاعتذار عن تسجيل ${LONG_NAME}`) }));
    const dialog = await screen.findByRole('dialog', { name: new RegExp(`الاعتذار عن تسجيل ${LONG_NAME}`) });
    await user.click(within(dialog).getByRole('textbox', { name: /السبب/ }));
    await user.paste(ARABIC_REASON);
    await user.click(within(dialog).getByRole('button', { name: 'الاعتذار عن التسجيل' }));
    await waitFor(() => expect(callsTo(fetch, 'POST', `${decisionPath}/decline`)).toHaveLength(1));
    const body = callsTo(fetch, 'POST', `${decisionPath}/decline`)[0]![1]!.body as FormData;
    expect(body.get('reason')).toBe(ARABIC_REASON);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('filters by state through the list’s query', async () => {
    const fetch = stubFetch({ 'GET /admin/me': staffMeAnswer('editor'), 'GET /admin/activity-registrations': list });
    const user = userEvent.setup();
    renderAdminAt('/admin/registrations');
    await screen.findByRole('table', { name: 'التسجيلات' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'الحالة' }), 'declined');
    await waitFor(() =>
      expect(
        callsTo(fetch, 'GET', '/admin/activity-registrations').some(([url]) => String(url).includes('status=declined')),
      ).toBe(true),
    );
  });

  it('shows an auditor the registrations without buttons', async () => {
    stubFetch({ 'GET /admin/me': staffMeAnswer('auditor'), 'GET /admin/activity-registrations': list });
    renderAdminAt('/admin/registrations');
    const table = await screen.findByRole('table', { name: 'التسجيلات' });
    expect(within(table).getByText(LONG_NAME)).toBeTruthy();
    await screen.findByText('تطلع على التسجيلات دون البت فيها.');
    expect(screen.queryByRole('button', { name: /^قبول/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^الاعتذار/ })).toBeNull();
  });
});
