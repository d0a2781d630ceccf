import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { staffMeAnswer } from '../../../../tests/support/admin-stubs';
import { renderAdminAt } from '../../../../tests/support/render-admin-at';
import { callsTo, stubFetch } from '../../../../tests/support/stub-fetch';
import { TOKEN_STORAGE_KEY } from '../../../lib/api-client';

const settings = {
  levels: [
    { type: 'specific_area', working_days: 3, editable: true },
    { type: 'beekeeping', working_days: 10, editable: true },
    { type: 'scientific_research', working_days: 15, editable: false },
  ],
  holidays: [{ day: '2027-02-22', name_ar: 'يوم التأسيس', name_en: 'Founding Day' }],
};

describe('the service levels page', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('locale', 'ar');
    localStorage.setItem(TOKEN_STORAGE_KEY, JSON.stringify('staff-token'));
  });
  afterEach(() => vi.restoreAllMocks());

  it('lets an admin change a type’s working days in a dialog and reads the page again', async () => {
    const changed = { ...settings, levels: [{ type: 'specific_area', working_days: 5, editable: true }] };
    const fetch = stubFetch({
      'GET /admin/me': staffMeAnswer('admin'),
      'GET /admin/service-levels': { data: settings },
      'PUT /admin/service-levels/specific_area': { data: changed, message: 'حُفظ مستوى الخدمة' },
    });
    const user = userEvent.setup();
    renderAdminAt('/admin/service-levels');
    const levels = await screen.findByRole('table', { name: 'أيام العمل للرد حسب نوع التصريح' });
    expect(within(levels).getByText('تحدده شروط البحث العلمي')).toBeTruthy();
    // The table (a phone's cards repeat it, hidden by CSS).
    await user.click(within(levels).getByRole('button', { name: 'تعديل تصريح منطقة محددة' }));
    const dialog = await screen.findByRole('dialog', { name: /أيام العمل للرد على تصريح منطقة محددة/ });
    const days = within(dialog).getByRole('textbox', { name: /أيام العمل للرد/ });
    expect((days as HTMLInputElement).value).toBe('3');
    await user.clear(days);
    await user.type(days, '5');
    await user.click(within(dialog).getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(callsTo(fetch, 'PUT', '/admin/service-levels/specific_area')).toHaveLength(1));
    const body = callsTo(fetch, 'PUT', '/admin/service-levels/specific_area')[0]![1]!.body as FormData;
    expect(body.get('working_days')).toBe('5');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(callsTo(fetch, 'GET', '/admin/service-levels').length).toBeGreaterThan(1));
  });

  it('shows an auditor the levels and holidays without a way to change them', async () => {
    stubFetch({ 'GET /admin/me': staffMeAnswer('auditor'), 'GET /admin/service-levels': { data: settings } });
    renderAdminAt('/admin/service-levels');
    const holidays = await screen.findByRole('table', { name: 'الإجازات الرسمية' });
    expect(within(holidays).getByText('يوم التأسيس')).toBeTruthy();
    expect(within(holidays).getByText('Founding Day').closest('[lang]')?.getAttribute('dir')).toBe('ltr');
    await screen.findByRole('heading', { level: 1, name: 'مواعيد الرد والإجازات' });
    expect(screen.queryByRole('button', { name: 'إضافة إجازة' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^تعديل/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^حذف/ })).toBeNull();
  });
});
