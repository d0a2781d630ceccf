import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PermitType } from '../../../../schemas/api/member';
import type { StaffRole } from '../../../../schemas/api/staff';
import { staffMeAnswer } from '../../../../tests/support/admin-stubs';
import { renderAdminAt } from '../../../../tests/support/render-admin-at';
import { callsTo, stubFetch } from '../../../../tests/support/stub-fetch';
import { TOKEN_STORAGE_KEY } from '../../../lib/api-client';

const member = (uuid: string, overrides: Record<string, unknown>) => ({
  uuid: `00000000-0000-4000-8000-00000000000${uuid}`,
  name: 'ريم الشمري',
  email: 'reem@authority.example.sa',
  language: 'ar',
  roles: [{ role: 'admin', permit_types: [] }],
  password_set: true,
  enrolled: true,
  disabled: false,
  created_at: '2026-01-04T08:00:00.000Z',
  ...overrides,
});
const admin = member('1', {});
const reviewer = member('2', {
  name: 'هند العتيبي',
  email: 'hind@authority.example.sa',
  roles: [{ role: 'reviewer', permit_types: ['beekeeping', 'free_camping'] }],
});
const invited = member('3', {
  name: 'Sara',
  email: 'sara@authority.example.sa',
  language: 'en',
  roles: [{ role: 'auditor', permit_types: [] }],
  password_set: false,
  enrolled: false,
});
const list = {
  data: [admin, reviewer, invited],
  meta: { current_page: 1, from: 1, last_page: 1, total: 3, per_page: 50 },
};
/** GET /admin/me: ريم, the listed admin, holding `role` in this test. */
const me = (role: StaffRole, permitTypes: PermitType[] = []) =>
  staffMeAnswer(role, { uuid: admin.uuid, name: admin.name, email: admin.email, permitTypes });

const sent = (fetch: ReturnType<typeof stubFetch>, method: string, path: string) =>
  callsTo(fetch, method, path).map(([, init]) =>
    init?.body instanceof FormData ? [...init.body.entries()] : init?.body,
  );

describe('the staff page', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('locale', 'ar');
    localStorage.setItem(TOKEN_STORAGE_KEY, JSON.stringify('staff-token'));
  });
  afterEach(() => vi.restoreAllMocks());

  it('lists the members with roles and state, and offers an admin every action but disabling themselves', async () => {
    stubFetch({ 'GET /admin/staff': list, 'GET /admin/me': me('admin') });
    renderAdminAt('/admin/staff');
    expect(await screen.findByRole('heading', { level: 1, name: 'الموظفون' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'الموظفون' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'قائمة الموظفين' });
    expect(within(table).getByText(/^يراجع: تصريح المناحل و ?تصريح التخييم الحر$/)).toBeTruthy();
    expect(within(table).getByText('لم يختر كلمة المرور بعد')).toBeTruthy();
    expect(screen.getByText('3 موظفين')).toBeTruthy();

    const own = within(table).getByRole('group', { name: 'إجراءات ريم الشمري' });
    expect(within(own).queryByRole('button', { name: 'إيقاف' })).toBeNull();
    const others = within(table).getByRole('group', { name: 'إجراءات هند العتيبي' });
    expect(
      within(others)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['تغيير الأدوار', 'إعادة تعيين التحقق الثنائي', 'إيقاف']);
    const pending = within(table).getByRole('group', { name: 'إجراءات Sara' });
    expect(within(pending).getByRole('button', { name: 'إعادة إرسال الدعوة' })).toBeTruthy();
  });

  it('disables a member only after a confirmation', async () => {
    const fetch = stubFetch({
      'GET /admin/staff': list,
      'GET /admin/me': me('admin'),
      [`POST /admin/staff/${reviewer.uuid}/disable`]: { data: { ...reviewer, disabled: true }, message: 'أوقف' },
    });
    const user = userEvent.setup();
    renderAdminAt('/admin/staff');
    const table = await screen.findByRole('table', { name: 'قائمة الموظفين' });
    const actions = within(table).getByRole('group', { name: 'إجراءات هند العتيبي' });
    await user.click(within(actions).getByRole('button', { name: 'إيقاف' }));
    const dialog = await screen.findByRole('dialog', { name: 'إيقاف حساب هند العتيبي؟' });
    await user.click(within(dialog).getByRole('button', { name: 'إلغاء' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent(fetch, 'POST', `/admin/staff/${reviewer.uuid}/disable`)).toEqual([]);

    await user.click(within(actions).getByRole('button', { name: 'إيقاف' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'إيقاف حساب هند العتيبي؟' })).getByRole('button', {
        name: 'تأكيد',
      }),
    );
    await waitFor(() => expect(sent(fetch, 'POST', `/admin/staff/${reviewer.uuid}/disable`)).toHaveLength(1));
    expect(await screen.findByText('أوقف')).toBeTruthy();
  });

  it('invites a reviewer through the form, asking for their permit types', async () => {
    const fetch = stubFetch({
      'GET /admin/staff': list,
      'GET /admin/me': me('admin'),
      'POST /admin/staff': { status: 201, body: { data: reviewer, message: 'أضيف الموظف' } },
    });
    const user = userEvent.setup();
    renderAdminAt('/admin/staff');
    await user.click(await screen.findByRole('button', { name: 'دعوة موظف' }));
    const dialog = await screen.findByRole('dialog', { name: 'دعوة موظف' });
    await user.type(await within(dialog).findByRole('textbox', { name: /الاسم/ }), 'هند العتيبي');
    await user.type(within(dialog).getByRole('textbox', { name: /البريد الإلكتروني/ }), 'hind@authority.example.sa');
    await user.click(within(dialog).getByRole('radio', { name: /مراجع/ }));
    await user.click(within(dialog).getByRole('button', { name: 'إرسال الدعوة' }));
    expect(await within(dialog).findByText('اختر نوعا واحدا على الأقل يراجعه المراجع')).toBeTruthy();
    expect(sent(fetch, 'POST', '/admin/staff')).toEqual([]);

    await user.click(within(dialog).getByRole('checkbox', { name: 'تصريح المناحل' }));
    await user.click(within(dialog).getByRole('button', { name: 'إرسال الدعوة' }));
    await waitFor(() =>
      expect(sent(fetch, 'POST', '/admin/staff')).toEqual([
        expect.arrayContaining([
          ['name', 'هند العتيبي'],
          ['email', 'hind@authority.example.sa'],
          ['role', 'reviewer'],
          ['permit_types[]', 'beekeeping'],
          ['language', 'ar'],
        ]),
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }, 30_000);

  it("changes a member's roles in a form that starts from their current ones", async () => {
    const fetch = stubFetch({
      'GET /admin/staff': list,
      'GET /admin/me': me('admin'),
      [`PUT /admin/staff/${reviewer.uuid}/roles`]: { data: reviewer, message: 'تم حفظ الأدوار' },
    });
    const user = userEvent.setup();
    renderAdminAt('/admin/staff');
    const table = await screen.findByRole('table', { name: 'قائمة الموظفين' });
    const actions = within(table).getByRole('group', { name: 'إجراءات هند العتيبي' });
    await user.click(within(actions).getByRole('button', { name: 'تغيير الأدوار' }));
    const dialog = await screen.findByRole('dialog', { name: 'أدوار هند العتيبي' });
    const reviewerRole = await within(dialog).findByRole('checkbox', { name: /^مراجع/ });
    expect(reviewerRole).toHaveProperty('checked', true);
    expect(within(dialog).getByRole('checkbox', { name: 'تصريح المناحل' })).toHaveProperty('checked', true);

    // No longer a reviewer: the permit types go with the role, in the form and in what is sent.
    await user.click(reviewerRole);
    await user.click(within(dialog).getByRole('checkbox', { name: /^مدقق/ }));
    expect(within(dialog).queryByRole('checkbox', { name: 'تصريح المناحل' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'حفظ الأدوار' }));
    await waitFor(() =>
      expect(sent(fetch, 'PUT', `/admin/staff/${reviewer.uuid}/roles`)).toEqual([[['roles[]', 'auditor']]]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }, 30_000);

  it('shows an auditor the list without actions, and no link to it for them', async () => {
    stubFetch({ 'GET /admin/staff': list, 'GET /admin/me': me('auditor') });
    renderAdminAt('/admin/staff');
    const table = await screen.findByRole('table', { name: 'قائمة الموظفين' });
    expect(screen.getByText('تطلع على القائمة فقط؛ يدير الموظفين المشرفون.')).toBeTruthy();
    expect(within(table).queryAllByRole('button')).toEqual([]);
    expect(screen.queryByRole('button', { name: 'دعوة موظف' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'الموظفون' })).toBeNull();
  });

  it('tells a reviewer the page is for admins', async () => {
    stubFetch({
      'GET /admin/staff': { status: 403, body: { message: 'ليس لديك صلاحية' } },
      'GET /admin/me': me('reviewer', ['beekeeping']),
    });
    renderAdminAt('/admin/staff');
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'إدارة الموظفين للمشرفين فقط.');
  });
});
