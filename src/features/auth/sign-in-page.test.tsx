import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../tests/support/render-with-providers';
import { stubFetch, type StubbedAnswer } from '../../../tests/support/stub-fetch';
import { readStoredToken } from '../../lib/api-client';
import SignInPage from './sign-in-page';

// The real widget needs Web Workers; the page only listens to its statechange events.
vi.mock('../../lib/captcha/altcha-runtime', () => ({}));

const wrongPassword = {
  status: 422,
  body: { message: 'بيانات الدخول غير صحيحة', errors: { email: ['بيانات الدخول غير صحيحة'] } },
};
const captchaSettings = { data: { provider: 'altcha', challenge_url: 'captcha/challenge' } };

function stubApi(login: StubbedAnswer | (() => StubbedAnswer)) {
  const answers: StubbedAnswer[] = [];
  const fetch = stubFetch({ 'GET /captcha': captchaSettings });
  const fallback = fetch.getMockImplementation()!;
  fetch.mockImplementation(async (input, init) => {
    if (String(input).endsWith('/login') && init?.method?.toUpperCase() === 'POST') {
      const answer = typeof login === 'function' ? login() : login;
      answers.push(answer);
      const { status, body } = answer as { status: number; body: unknown };
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    }
    return fallback(input, init);
  });
  const logins = () =>
    fetch.mock.calls.filter(([url, init]) => String(url).endsWith('/login') && init?.method?.toUpperCase() === 'POST');
  return { logins, sentBody: (index: number) => logins()[index]![1]!.body as FormData };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /البريد الإلكتروني/ }), 'sara@example.org');
  await user.type(screen.getByLabelText(/كلمة المرور/), 'wrong-password');
}

const submitButton = () => screen.getByRole('button', { name: 'تسجيل الدخول' });

/** Submits and waits until the server's answer has come back and the form is ready again. */
async function submitAndWait(user: ReturnType<typeof userEvent.setup>, api: ReturnType<typeof stubApi>) {
  const sent = api.logins().length;
  await user.click(submitButton());
  await waitFor(() => expect(api.logins()).toHaveLength(sent + 1));
  await waitFor(() => expect(submitButton()).toHaveProperty('disabled', false));
}

describe('the sign-in page', () => {
  beforeEach(() => localStorage.setItem('locale', 'ar'));
  afterEach(() => vi.restoreAllMocks());

  it('has its title, the form and the links to sign up, reset the password and use a code', () => {
    stubApi(wrongPassword);
    renderWithProviders(<SignInPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'تسجيل الدخول' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'سجّل حسابا جديدا' }).getAttribute('href')).toBe('/sign-up');
    expect(screen.getByRole('link', { name: 'نسيت كلمة المرور؟' }).getAttribute('href')).toBe('/forget-password');
    expect(screen.getByRole('button', { name: 'تسجيل الدخول برمز لمرة واحدة' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'تحقق من أنك لست برنامجا آليا' })).toBeNull();
  });

  it('shows the captcha after three refused submissions, refuses to send while it is unsolved, then sends its token', async () => {
    let refusals = 0;
    const api = stubApi(() =>
      ++refusals <= 3
        ? wrongPassword
        : { status: 200, body: { data: { token: 'token-9' }, message: 'تم تسجيل الدخول بنجاح!' } },
    );
    const user = userEvent.setup();
    renderWithProviders(<SignInPage />);
    await fillIn(user);
    for (let attempt = 0; attempt < 3; attempt += 1) await submitAndWait(user, api);

    const captcha = await screen.findByRole('group', { name: 'تحقق من أنك لست برنامجا آليا' });
    expect(localStorage.getItem('reserve-portal.failures.sign-in')).toBe('3');
    await user.click(submitButton());
    expect(await within(captcha).findByText('يرجى التحقق من reCAPTCHA قبل المتابعة')).toBeTruthy();
    expect(api.logins()).toHaveLength(3);

    const widget = await waitFor(() => captcha.querySelector('altcha-widget')!);
    fireEvent(widget, new CustomEvent('statechange', { detail: { state: 'verified', payload: 'solved-payload' } }));
    expect(within(captcha).queryByText('يرجى التحقق من reCAPTCHA قبل المتابعة')).toBeNull();
    await user.click(submitButton());

    expect(await screen.findByText('تم تسجيل الدخول بنجاح!')).toBeTruthy();
    expect(api.logins()).toHaveLength(4);
    expect(api.sentBody(3).get('g-recaptcha-response')).toBe('solved-payload');
    await waitFor(() => expect(readStoredToken()).toBe('token-9'));
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(localStorage.getItem('reserve-portal.failures.sign-in')).toBe('0');
  });

  it('shows the captcha at once when the server asks for one, with the server’s message beside it', async () => {
    const api = stubApi({
      status: 422,
      body: {
        message: 'يرجى التحقق من reCAPTCHA قبل المتابعة',
        errors: { 'g-recaptcha-response': ['يرجى التحقق من reCAPTCHA قبل المتابعة'] },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<SignInPage />);
    await fillIn(user);
    await submitAndWait(user, api);
    const captcha = await screen.findByRole('group', { name: 'تحقق من أنك لست برنامجا آليا' });
    expect(within(captcha).getByText('يرجى التحقق من reCAPTCHA قبل المتابعة')).toBeTruthy();
  });

  it('sends a one-time code to the typed address and keeps it out of the URL', async () => {
    const fetch = stubFetch({ 'POST /otp/resend': { message: 'sent' } });
    const user = userEvent.setup();
    renderWithProviders(<SignInPage />);
    await user.click(screen.getByRole('button', { name: 'تسجيل الدخول برمز لمرة واحدة' }));
    expect(await screen.findAllByText('أدخل بريدك الإلكتروني أولا لنرسل إليك الرمز')).not.toHaveLength(0);
    expect(fetch).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: /البريد الإلكتروني/ }), 'sara@example.org');
    await user.click(screen.getByRole('button', { name: 'تسجيل الدخول برمز لمرة واحدة' }));
    await waitFor(() => expect(window.location.pathname).toBe('/otp'));
    expect(window.location.search).toBe('');
    expect(JSON.parse(sessionStorage.getItem('reserve-portal.otp-pending')!)).toEqual({
      email: 'sara@example.org',
      accountType: 'individual',
    });
    const body = fetch.mock.calls[0]![1]!.body as FormData;
    expect(Object.fromEntries(body.entries())).toEqual({ email: 'sara@example.org', account_type: 'individual' });
  });
});
