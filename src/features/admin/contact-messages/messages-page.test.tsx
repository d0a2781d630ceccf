import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { staffMeAnswer } from '../../../../tests/support/admin-stubs';
import { renderAdminAt } from '../../../../tests/support/render-admin-at';
import { stubFetch } from '../../../../tests/support/stub-fetch';
import { TOKEN_STORAGE_KEY } from '../../../lib/api-client';

const row = {
  uuid: '3f2b8c1e-7a4d-4e9b-9c2a-1d5e6f7a8b9c',
  type: 'complaints',
  subject: 'تلف اللوحات الإرشادية، قرب "روضة خريم"',
  sender_name: 'عبدالرحمن بن عبدالعزيز بن محمد بن سليمان آل الشيخ القحطاني',
  received_at: '2026-11-20T08:30:00.000Z',
  status: 'new',
  assignee_name: null,
};
const page = (rows: unknown[]) => ({
  data: rows,
  meta: { current_page: 1, from: rows.length ? 1 : null, last_page: 1, per_page: 20, total: rows.length },
});

describe('the contact messages list', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('locale', 'ar');
    localStorage.setItem(TOKEN_STORAGE_KEY, JSON.stringify('staff-token'));
  });
  afterEach(() => vi.restoreAllMocks());

  it('lists the messages with a link to each, and filters by status through the address', async () => {
    const fetch = stubFetch({
      'GET /admin/me': staffMeAnswer('auditor'),
      'GET /admin/contact-messages': page([row]),
    });
    const user = userEvent.setup();
    renderAdminAt('/admin/messages');
    const table = await screen.findByRole('table', { name: 'الرسائل' });
    expect(within(table).getByRole('link', { name: row.subject }).getAttribute('href')).toBe(
      `/admin/messages/${row.uuid}`,
    );
    expect(within(table).getByText('لم تُسند')).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'الحالة' }));
    await user.click(await screen.findByRole('option', { name: 'مغلقة' }));
    await waitFor(() =>
      expect(fetch.mock.calls.some(([url]) => String(url).includes('/admin/contact-messages?status=closed'))).toBe(
        true,
      ),
    );
  });
});
