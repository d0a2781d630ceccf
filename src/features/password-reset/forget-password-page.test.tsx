import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../tests/support/render-with-providers';
import { stubFetch } from '../../../tests/support/stub-fetch';
import ForgetPasswordPage from './forget-password-page';

describe('the forgot password page', () => {
  beforeEach(() => {
    localStorage.setItem('locale', 'ar');
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('refuses a malformed address in Arabic before sending anything', async () => {
    const fetchSpy = stubFetch({});
    const user = userEvent.setup();
    renderWithProviders(<ForgetPasswordPage />);
    await user.type(screen.getByRole('textbox', { name: /البريد الإلكتروني/ }), 'noura@');
    await user.click(screen.getByRole('button', { name: 'إرسال' }));
    expect((await screen.findAllByText('البريد الإلكتروني غير صالح')).length).toBeGreaterThan(0);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('toasts the server’s confirmation', async () => {
    stubFetch({ 'POST /forgot-password': { message: 'تم ارسال رابط إعادة كلمة المرور عبر إيميلك' } });
    const user = userEvent.setup();
    renderWithProviders(<ForgetPasswordPage />);
    await user.type(screen.getByRole('textbox', { name: /البريد الإلكتروني/ }), 'noura@example.sa');
    await user.click(screen.getByRole('button', { name: 'إرسال' }));
    expect(await screen.findByText('تم ارسال رابط إعادة كلمة المرور عبر إيميلك')).toBeTruthy();
  });

  it('toasts a failure and enables the button again', async () => {
    stubFetch({ 'POST /forgot-password': { status: 429, body: { message: 'محاولات كثيرة، حاول لاحقا' } } });
    const user = userEvent.setup();
    renderWithProviders(<ForgetPasswordPage />);
    await user.type(screen.getByRole('textbox', { name: /البريد الإلكتروني/ }), 'noura@example.sa');
    await user.click(screen.getByRole('button', { name: 'إرسال' }));
    expect(await screen.findByText('محاولات كثيرة، حاول لاحقا')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'إرسال' })).toHaveProperty('disabled', false));
  });
});
