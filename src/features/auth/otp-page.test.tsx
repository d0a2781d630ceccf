import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../tests/support/render-with-providers';
import { stubFetch } from '../../../tests/support/stub-fetch';
import { readStoredToken } from '../../lib/api-client';
import OtpPage from './otp-page';
import { rememberPendingCode } from './pending-code';

const box = (position: number) => screen.getByRole('textbox', { name: `الرقم ${position} من 6` }) as HTMLInputElement;
const boxValues = () => [1, 2, 3, 4, 5, 6].map((position) => box(position).value).join('');

describe('the one-time code page', () => {
  beforeEach(() => rememberPendingCode({ email: 'sara@example.org', accountType: 'individual' }));
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    sessionStorage.clear();
  });

  it('has six labelled numeric boxes laid out left to right, the first offering autofill', () => {
    stubFetch({});
    renderWithProviders(<OtpPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'رمز التحقق' })).toBeTruthy();
    expect(screen.getByText('sara@example.org')).toBeTruthy();
    const group = screen.getByRole('group', { name: 'رمز التحقق' });
    expect(group.getAttribute('dir')).toBe('ltr');
    expect(box(1).getAttribute('autocomplete')).toBe('one-time-code');
    expect(box(2).getAttribute('autocomplete')).toBe('off');
    for (const position of [1, 6]) expect(box(position).getAttribute('inputmode')).toBe('numeric');
  });

  it('puts the focus in the first box on arrival, the boxes described by where the code was sent', async () => {
    stubFetch({});
    renderWithProviders(<OtpPage />);
    await waitFor(() => expect(document.activeElement).toBe(box(1)));
    const group = screen.getByRole('group', { name: 'رمز التحقق' });
    expect(document.getElementById(group.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'أدخل الرمز المكون من 6 أرقام الذي أرسلناه إلى sara@example.org.',
    );
  });

  it('moves forward as digits are typed, back on backspace in an empty box, and fills every box from a paste', async () => {
    stubFetch({});
    const user = userEvent.setup();
    renderWithProviders(<OtpPage />);
    await user.click(box(1));
    await user.keyboard('12');
    expect(boxValues()).toBe('12');
    expect(document.activeElement).toBe(box(3));

    await user.keyboard('{Backspace}');
    expect(boxValues()).toBe('1');
    expect(document.activeElement).toBe(box(2));
    await user.keyboard('x');
    expect(boxValues()).toBe('1');

    await user.click(box(4));
    await user.paste('٤٥٦ 789');
    expect(boxValues()).toBe('456789');
    expect(document.activeElement).toBe(box(6));
  });

  it('signs in with the code and goes home', async () => {
    const fetch = stubFetch({
      'POST /otp/verify': { data: { token: 'token-otp' } },
      'GET /me': { data: { name: 'Sara', email: 'sara@example.org', email_verified: true } },
    });
    const user = userEvent.setup();
    renderWithProviders(<OtpPage />);
    await user.click(box(1));
    await user.paste('123456');
    await user.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));

    expect(await screen.findByText('تم تسجيل الدخول بنجاح!')).toBeTruthy();
    await waitFor(() => expect(readStoredToken()).toBe('token-otp'));
    // Once the session shows the token, not before: the login guard of the next page reads it.
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(sessionStorage.getItem('reserve-portal.otp-pending')).toBeNull();
    const verify = fetch.mock.calls.find(([url]) => String(url).endsWith('/otp/verify'));
    expect(Object.fromEntries((verify![1]!.body as FormData).entries())).toEqual({
      email: 'sara@example.org',
      code: '123456',
      account_type: 'individual',
    });
  });

  it('shows the server’s refusal of a wrong code and empties the boxes', async () => {
    stubFetch({
      'POST /otp/verify': { status: 422, body: { message: 'الرمز غير صحيح', errors: { code: ['الرمز غير صحيح'] } } },
    });
    const user = userEvent.setup();
    renderWithProviders(<OtpPage />);
    await user.click(box(1));
    await user.paste('123456');
    await user.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    expect(await screen.findByText('الرمز غير صحيح')).toBeTruthy();
    expect(boxValues()).toBe('');
  });

  it('counts down from 2:00, announces only the start and the expiry, and restarts on resend', async () => {
    vi.useFakeTimers();
    const fetch = stubFetch({ 'POST /otp/resend': { message: 'أرسلنا رمزا جديدا' } });
    renderWithProviders(<OtpPage />);
    const status = screen.getByRole('status');
    expect(screen.getByText('2:00')).toBeTruthy();
    expect(status.textContent).toBe('أمامك دقيقتان لإدخال الرمز.');

    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByText('1:59')).toBeTruthy();
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('0:59')).toBeTruthy();
    expect(status.textContent).toBe('أمامك دقيقتان لإدخال الرمز.');

    act(() => vi.advanceTimersByTime(59_000));
    expect(status.textContent).toBe('انتهت صلاحية الرمز. اطلب رمزا جديدا.');
    expect(screen.getByRole('button', { name: 'تسجيل الدخول' })).toHaveProperty('disabled', true);

    vi.useRealTimers();
    await userEvent.setup().click(screen.getByRole('button', { name: 'إعادة إرسال الرمز' }));
    expect(await screen.findByText('أرسلنا رمزا جديدا')).toBeTruthy();
    expect(screen.getByText('2:00')).toBeTruthy();
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/otp/resend'))).toBe(true);
  });

  it('without a code sent in this tab, explains how to get one and links to the sign-in page', () => {
    sessionStorage.clear();
    renderWithProviders(<OtpPage />);
    expect(
      screen.getByText(/أدخل بريدك الإلكتروني في صفحة تسجيل الدخول واختر «تسجيل الدخول برمز لمرة واحدة»/),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'الذهاب إلى تسجيل الدخول' }).getAttribute('href')).toBe('/sign-in');
    expect(screen.queryByRole('group')).toBeNull();
  });

  it('is in English, left to right, with English box labels', async () => {
    stubFetch({});
    renderWithProviders(<OtpPage />, { locale: 'en' });
    await waitFor(() => expect(document.documentElement.dir).toBe('ltr'));
    expect(screen.getByRole('textbox', { name: 'Digit 1 of 6' })).toBeTruthy();
    expect(screen.getByText('Time left:', { exact: false })).toBeTruthy();
  });
});
