import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../tests/support/render-with-providers';
import { stubFetch } from '../../../tests/support/stub-fetch';
import { readStoredToken } from '../../lib/api-client';
import OtpPage from './otp-page';
import SignInCompaniesPage from './sign-in-companies-page';
import SignInPage from './sign-in-page';

vi.mock('../../lib/captcha/altcha-runtime', () => ({}));

const me = { data: { name: 'Sara', email: 'sara@example.org', email_verified: true } };
const signedIn = { data: { token: 'token-back' }, message: 'تم تسجيل الدخول بنجاح!' };

async function signInWithPassword(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /البريد الإلكتروني/ }), 'sara@example.org');
  await user.type(screen.getByLabelText(/كلمة المرور/), 'Rawdat-Noura-2025');
  await user.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
  await waitFor(() => expect(readStoredToken()).toBe('token-back'));
}

describe('signing in from a sign-in demand goes back where it came from', () => {
  beforeEach(() => localStorage.setItem('locale', 'ar'));
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
    sessionStorage.clear();
  });

  it('an individual goes back to the ?next= path, query included', async () => {
    stubFetch({ 'POST /login': signedIn, 'GET /me': me });
    window.history.replaceState(null, '', '/sign-in?next=%2Fevents%2Fnight-sky%3Fpage%3D2');
    const user = userEvent.setup();
    renderWithProviders(<SignInPage />);
    await signInWithPassword(user);
    await waitFor(() => expect(window.location.pathname).toBe('/events/night-sky'));
    expect(window.location.search).toBe('?page=2');
  });

  it('a company goes back too', async () => {
    stubFetch({ 'POST /login/company': signedIn, 'GET /me': me });
    window.history.replaceState(null, '', '/sign-in-companies?next=%2Freports');
    const user = userEvent.setup();
    renderWithProviders(<SignInCompaniesPage />);
    await signInWithPassword(user);
    await waitFor(() => expect(window.location.pathname).toBe('/reports'));
  });

  it('a ?next= to another origin is ignored: the plain success goes home', async () => {
    stubFetch({ 'POST /login': signedIn, 'GET /me': me });
    const origin = window.location.origin;
    window.history.replaceState(null, '', '/sign-in?next=%2F%2Fevil.example%2Fphish');
    const user = userEvent.setup();
    renderWithProviders(<SignInPage />);
    await signInWithPassword(user);
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(window.location.origin).toBe(origin);
  });

  it('keeps the return path through the one-time code step', async () => {
    stubFetch({
      'POST /otp/resend': { message: 'sent' },
      'POST /otp/verify': { data: { token: 'token-back' } },
      'GET /me': me,
    });
    window.history.replaceState(null, '', '/sign-in?next=%2Fevents%2Fnight-sky');
    const user = userEvent.setup();
    const signIn = renderWithProviders(<SignInPage />);
    await user.type(screen.getByRole('textbox', { name: /البريد الإلكتروني/ }), 'sara@example.org');
    await user.click(screen.getByRole('button', { name: 'تسجيل الدخول برمز لمرة واحدة' }));
    await waitFor(() => expect(window.location.pathname).toBe('/otp'));
    signIn.unmount();

    renderWithProviders(<OtpPage />);
    await user.click(screen.getByRole('textbox', { name: 'الرقم 1 من 6' }));
    await user.paste('123456');
    await user.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    await waitFor(() => expect(readStoredToken()).toBe('token-back'));
    await waitFor(() => expect(window.location.pathname).toBe('/events/night-sky'));
  });
});
