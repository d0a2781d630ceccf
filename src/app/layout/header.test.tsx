import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appearanceFixture } from '../../../tests/support/appearance-fixture';
import { renderWithProviders } from '../../../tests/support/render-with-providers';
import { stubFetch, type StubbedAnswer } from '../../../tests/support/stub-fetch';
import { TOKEN_STORAGE_KEY } from '../../lib/api-client';
import { useAuth } from '../../lib/session/auth-provider';
import { Header } from './header';

/** Stands in for the e-mail verification page, which tells the auth machine once the link is accepted. */
function VerifyButton() {
  const { send } = useAuth();
  return <button onClick={() => send({ type: 'auth.emailVerified' })}>e-mail verified</button>;
}

const unverifiedUser = { data: { name: 'Sara', email: 'sara@example.org', email_verified: false } };

function signIn() {
  localStorage.setItem(TOKEN_STORAGE_KEY, JSON.stringify('token-1'));
}

function stubApi(extra: Record<string, StubbedAnswer> = {}) {
  return stubFetch({ 'GET /appearance': { data: appearanceFixture }, 'GET /me': unverifiedUser, ...extra });
}

describe('Header', () => {
  beforeEach(() => vi.restoreAllMocks());

  it('shows the top bar items in the active language and a sign-in link when signed out', async () => {
    const fetch = stubApi();
    renderWithProviders(<Header />, { locale: 'en' });
    expect(await screen.findByText('Visiting hours: 6 AM to 6 PM')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/sign-in');
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/me'))).toBe(false);
  });

  it('opens the side menu from a labelled button', async () => {
    stubApi();
    const user = userEvent.setup();
    renderWithProviders(<Header />);
    const menuButton = screen.getByRole('button', { name: 'فتح القائمة' });
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
    await user.click(menuButton);
    // The drawer's code arrives with the first tap.
    const drawer = await waitFor(
      () => document.getElementById(menuButton.getAttribute('aria-controls') ?? '') ?? expect.fail('no drawer yet'),
    );
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
    expect(within(drawer).getByRole('link', { name: 'تواصل معنا' }).getAttribute('href')).toBe('/contact-us');
    await user.click(within(drawer).getByRole('button', { name: 'إغلاق القائمة' }));
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
  });

  it('asks an unverified signed-in user to verify and sends the request with their token', async () => {
    signIn();
    const fetch = stubApi({
      'POST /email/verification-notification': { message: 'تم إرسال رابط التأكيد إلى بريدك الإلكتروني' },
    });
    const user = userEvent.setup();
    renderWithProviders(<Header />);

    expect(await screen.findByText(/لم يتم تأكيد بريدك الإلكتروني بعد/)).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'تأكيد البريد الإلكتروني' }));

    expect(await screen.findByText('تم إرسال رابط التأكيد إلى بريدك الإلكتروني')).toBeDefined();
    const post = fetch.mock.calls.find(([url]) => String(url).endsWith('/email/verification-notification'));
    const body = post?.[1]?.body;
    expect(body instanceof FormData && body.get('Token')).toBe('token-1');
  });

  it('shows the server message, or a fallback, when the request fails', async () => {
    signIn();
    stubApi({ 'POST /email/verification-notification': { status: 429, body: { message: 'Too many requests' } } });
    const user = userEvent.setup();
    renderWithProviders(<Header />);
    await user.click(await screen.findByRole('button', { name: 'تأكيد البريد الإلكتروني' }));
    expect(await screen.findByText('Too many requests')).toBeDefined();
  });

  it('shows no notice to a verified user', async () => {
    signIn();
    const fetch = stubApi({ 'GET /me': { data: { ...unverifiedUser.data, email_verified: true } } });
    renderWithProviders(<Header />);
    await vi.waitFor(() => expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/me'))).toBe(true));
    expect(screen.queryByRole('button', { name: 'تأكيد البريد الإلكتروني' })).toBeNull();
  });

  it('hides the notice once the auth machine hears the e-mail is verified', async () => {
    signIn();
    stubApi();
    renderWithProviders(
      <>
        <Header />
        <VerifyButton />
      </>,
    );
    expect(await screen.findByText(/لم يتم تأكيد بريدك الإلكتروني بعد/)).toBeDefined();
    await userEvent.setup().click(screen.getByRole('button', { name: 'e-mail verified' }));
    expect(screen.queryByText(/لم يتم تأكيد بريدك الإلكتروني بعد/)).toBeNull();
  });

  it('signs out by revoking the token, forgetting it and reloading on the sign-in page', async () => {
    signIn();
    const fetch = stubApi({ 'POST /logout': { message: 'ok' } });
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    const user = userEvent.setup();
    renderWithProviders(<Header />);
    await user.click(screen.getByRole('button', { name: 'تسجيل الخروج' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/sign-in'));
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    const logout = fetch.mock.calls.find(([url]) => String(url).endsWith('/logout'));
    expect(new Headers(logout?.[1]?.headers).get('authorization')).toBe('Bearer token-1');
  });
});
