import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAdminAt } from '../../../../tests/support/render-admin-at';
import { stubFetch } from '../../../../tests/support/stub-fetch';

const TOKEN = 'abcdefghijklmnopqrstuvwxyz012345';

describe('the staff set-password page', () => {
  beforeEach(() => localStorage.setItem('locale', 'ar'));
  afterEach(() => vi.restoreAllMocks());

  it('sends the link’s token with the new password, then goes to sign in', async () => {
    const fetch = stubFetch({ 'POST /admin/set-password': { message: 'تم حفظ كلمة المرور' } });
    const user = userEvent.setup();
    const location = renderAdminAt(`/admin/set-password?token=${TOKEN}`);
    await user.type(await screen.findByLabelText(/^كلمة المرور الجديدة/), 'acacia and sand dunes');
    await user.type(screen.getByLabelText(/^تأكيد كلمة المرور/), 'acacia and sand dunes');
    await user.click(screen.getByRole('button', { name: 'حفظ كلمة المرور' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/admin/sign-in'));
    const [, init] = fetch.mock.calls.find(([url]) => String(url).endsWith('/admin/set-password'))!;
    expect(Object.fromEntries(init!.body as FormData)).toEqual({
      token: TOKEN,
      password: 'acacia and sand dunes',
      password_confirmation: 'acacia and sand dunes',
    });
  });

  it('refuses a short password in the browser, in the form’s words', async () => {
    const fetch = stubFetch({});
    const user = userEvent.setup();
    renderAdminAt(`/admin/set-password?token=${TOKEN}`);
    await user.type(await screen.findByLabelText(/^كلمة المرور الجديدة/), 'short');
    await user.click(screen.getByRole('button', { name: 'حفظ كلمة المرور' }));
    expect((await screen.findAllByText('يجب ألا تقل كلمة المرور عن 12 حرفا')).length).toBeGreaterThan(0);
    expect(fetch).not.toHaveBeenCalledWith(expect.stringContaining('/admin/set-password'), expect.anything());
  });

  it('says what to do when the link lost its token', async () => {
    stubFetch({});
    renderAdminAt('/admin/set-password');
    expect(await screen.findByText(/هذا الرابط غير مكتمل/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'حفظ كلمة المرور' })).toBeNull();
  });
});
