import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { staffMeAnswer } from '../../../../tests/support/admin-stubs';
import { renderAdminAt } from '../../../../tests/support/render-admin-at';
import { stubFetch } from '../../../../tests/support/stub-fetch';
import { readStoredToken } from '../../../lib/api-client';

vi.mock('../../../lib/captcha/altcha-runtime', () => ({}));

const QR_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><script>alert(1)</script><rect width="8" height="8"/></svg>';
const enrolment = {
  secret: 'JBSWY3DPEHPK3PXP',
  otpauth_uri: 'otpauth://totp/Reserve:r%40x?secret=JBSWY3DPEHPK3PXP',
  qr_svg: QR_SVG,
};
const me = staffMeAnswer('admin', { name: 'ريم', email: 'reem@reserve.example' });

const posted = (fetch: ReturnType<typeof stubFetch>, path: string) =>
  fetch.mock.calls
    .filter(([url, init]) => String(url).endsWith(path) && init?.method?.toUpperCase() === 'POST')
    .map(([, init]) => Object.fromEntries(init!.body as FormData) as Record<string, unknown>);

async function enterPassword(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: /البريد الإلكتروني/ }), 'reem@reserve.example');
  await user.type(screen.getByLabelText(/كلمة المرور/), 'a long staff password');
  await user.click(screen.getByRole('button', { name: 'متابعة' }));
}

describe('the staff sign-in page', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('locale', 'ar');
  });
  afterEach(() => vi.restoreAllMocks());

  it('enrols a first sign-in from the QR code, takes Arabic-Indic digits, shows the recovery codes once, then opens the queue', async () => {
    const fetch = stubFetch({
      'POST /admin/sign-in': { data: { challenge: 'challenge-1', enrolment } },
      'POST /admin/sign-in/verify': {
        data: { token: 'staff-token', staff: me.data, recovery_codes: ['aaaa-bbbb', 'cccc-dddd'] },
      },
      'GET /admin/me': me,
    });
    const user = userEvent.setup();
    const location = renderAdminAt('/admin/sign-in');
    expect(await screen.findByRole('heading', { level: 1, name: 'دخول الموظفين' })).toBeTruthy();
    await enterPassword(user);

    const qr = await screen.findByRole('img', { name: 'رمز QR لإضافة حسابك إلى تطبيق المصادقة' });
    // The server's SVG is an image's source, never markup in the page: its script cannot run.
    expect(qr.getAttribute('src')).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(QR_SVG)}`);
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeTruthy();
    expect(posted(fetch, '/admin/sign-in')).toEqual([
      { email: 'reem@reserve.example', password: 'a long staff password' },
    ]);
    // No token of anyone goes with the password step.
    const [, passwordInit] = fetch.mock.calls.find(([url]) => String(url).endsWith('/admin/sign-in'))!;
    expect(new Headers(passwordInit!.headers).get('authorization')).toBeNull();

    await user.type(screen.getByRole('textbox', { name: /رمز التحقق/ }), '١٢٣٤٥٦');
    await user.click(screen.getByRole('button', { name: 'تحقق' }));
    const codes = await screen.findByRole('list', { name: 'رموز الاسترداد' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['aaaa-bbbb', 'cccc-dddd']);
    expect(posted(fetch, '/admin/sign-in/verify')).toEqual([{ challenge: 'challenge-1', code: '123456' }]);
    expect(readStoredToken()).toBe('staff-token');
    expect(location.history.at(-1)).toBe('/admin/sign-in');

    await user.click(screen.getByRole('button', { name: 'حفظت الرموز، متابعة' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/admin/permits'));
    expect(screen.queryByRole('list', { name: 'رموز الاسترداد' })).toBeNull();
  });

  it('keeps a wrong code on the code step with the server’s words, and goes back to the password when the challenge lapsed', async () => {
    const fetch = stubFetch({
      'POST /admin/sign-in': { data: { challenge: 'challenge-1' } },
      'POST /admin/sign-in/verify': {
        status: 422,
        body: { message: 'الرمز غير صحيح', errors: { code: ['الرمز غير صحيح'] } },
      },
    });
    const user = userEvent.setup();
    renderAdminAt('/admin/sign-in');
    await enterPassword(user);
    expect(await screen.findByText('أدخل الرمز الذي يظهر الآن في تطبيق المصادقة لحسابك.')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();

    await user.type(screen.getByRole('textbox', { name: /رمز التحقق/ }), '000000');
    await user.click(screen.getByRole('button', { name: 'تحقق' }));
    expect((await screen.findAllByText('الرمز غير صحيح')).length).toBeGreaterThan(0);
    expect(readStoredToken()).toBeNull();

    fetch.mockRestore();
    stubFetch({
      'POST /admin/sign-in/verify': {
        status: 422,
        body: { message: 'انتهت المهلة', errors: { challenge: ['انتهت المهلة'] } },
      },
    });
    await user.clear(screen.getByRole('textbox', { name: /رمز التحقق/ }));
    await user.type(screen.getByRole('textbox', { name: /رمز التحقق/ }), '111111');
    await user.click(screen.getByRole('button', { name: 'تحقق' }));
    expect(await screen.findByRole('button', { name: 'متابعة' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /رمز التحقق/ })).toBeNull();
  });

  it('asks for the captcha when the server demands one', async () => {
    stubFetch({
      'POST /admin/sign-in': {
        status: 422,
        body: { message: 'أكمل التحقق', errors: { 'g-recaptcha-response': ['أكمل التحقق'] } },
      },
      'GET /captcha': { data: { provider: 'altcha', challenge_url: 'captcha/challenge' } },
    });
    const user = userEvent.setup();
    renderAdminAt('/admin/sign-in');
    await enterPassword(user);
    expect(await screen.findByRole('group', { name: 'تحقق من أنك لست برنامجا آليا' })).toBeTruthy();
  });

  it('draws in English, left to right, with the language switch', async () => {
    localStorage.setItem('locale', 'en');
    stubFetch({});
    renderAdminAt('/admin/sign-in');
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('ltr');
    expect(screen.getByRole('navigation', { name: 'Choose a language' })).toBeTruthy();
  });
});
