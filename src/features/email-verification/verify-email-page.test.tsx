import { screen, waitFor, within } from '@testing-library/react';
import { Route } from 'wouter';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../tests/support/render-with-providers';
import { paths } from '../../config/paths';
import VerifyEmailPage from './verify-email-page';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Opens the page at a verification link whose check answers `status` with `body`. */
function openLink(token: string, status: number, body: unknown) {
  const fetchSpy = vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async (input) =>
      String(input).includes('/email/verify/') ? json(status, body) : json(404, { message: 'not found' }),
    );
  window.history.replaceState(null, '', paths.verifyEmail.getHref('user-7', token, '1900000000', 'a1b2c3'));
  renderWithProviders(<Route path={paths.verifyEmail.path} component={VerifyEmailPage} />);
  return fetchSpy;
}

// The result view is an alert that starts with the same sentence whatever the outcome.
const findResultView = async () => (await screen.findByText(/انتهى التحقق/)).closest<HTMLElement>('[role="alert"]')!;

describe('the email verification page', () => {
  beforeEach(() => {
    localStorage.setItem('locale', 'ar');
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('checks the link once and shows the result view with the server’s message and the way home', async () => {
    const fetchSpy = openLink('secret-token-one', 200, {
      data: { email_verified: true },
      message: 'تم تأكيد بريدك الإلكتروني بنجاح',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'تأكيد البريد الإلكتروني' })).toBeTruthy();

    const result = await findResultView();
    expect(within(result).getByText(/تم تأكيد بريدك الإلكتروني بنجاح/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'العودة إلى الصفحة الرئيسية' }).getAttribute('href')).toBe('/');
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(String(fetchSpy.mock.calls[0]![0])).toMatch(
      /\/email\/verify\/user-7\/secret-token-one\?expires=1900000000&signature=a1b2c3$/,
    );
    expect(document.body.textContent).not.toContain('secret-token-one');
  });

  it('shows the same result view, with the refusal, when the link is refused (403)', async () => {
    openLink('secret-token-two', 403, { message: 'رابط التأكيد غير صالح' });
    const result = await findResultView();
    expect(within(result).getByText(/رابط التأكيد غير صالح/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'العودة إلى الصفحة الرئيسية' })).toBeTruthy();
    // The toast tells the refusal too, once the toaster's code has arrived.
    await waitFor(() => expect(screen.getAllByText(/رابط التأكيد غير صالح/)).toHaveLength(2));
  });

  it('falls back to a translated message when the failure carries none', async () => {
    openLink('secret-token-three', 500, 'Internal Server Error');
    const result = await findResultView();
    expect(within(result).getByText(/حدث خطأ غير متوقع/)).toBeTruthy();
  });
});
