import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StudyReport } from '../../../schemas/api/studies-reports';
import { appearanceFixture } from '../../../tests/support/appearance-fixture';
import { currentUser } from '../../../tests/support/current-user';
import { renderWithProviders } from '../../../tests/support/render-with-providers';
import { TOKEN_STORAGE_KEY } from '../../lib/api-client';
import ReportsPage from './reports-page';

const report = (index: number): StudyReport => ({
  uuid: `0b5f3a52-8c1e-4b7a-9d2e-6f1a2b3c4d${String(index).padStart(2, '0')}`,
  title: index === 1 ? 'مسح الحياة الفطرية في روضة التنهات 2025' : `تقرير رقم ${index}`,
  created_at: '2025-10-12T07:00:00.000Z',
});
const firstPage = {
  data: Array.from({ length: 20 }, (_, index) => report(index + 1)),
  meta: { current_page: 1, from: 1, last_page: 2, per_page: 20, total: 25 },
};
const SENT = 'تم إرسال الملف عبر إيميلك بنجاح';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

interface Sent {
  url: string;
  idempotencyKey: string | undefined;
}

/** The API at fetch: the appearance, /me, the list as given, and each send-email answered by the next of `sends`. */
function stubApi({ list = json(200, firstPage), sends = [] as (() => Promise<Response> | Response)[] } = {}) {
  const sent: Sent[] = [];
  const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname.endsWith('/appearance')) return json(200, { data: appearanceFixture });
    if (url.pathname.endsWith('/me')) return json(200, { data: currentUser() });
    if (url.pathname.endsWith('/studies-reports')) return list.clone();
    if (url.pathname.endsWith('/send-email') && init?.method === 'POST') {
      sent.push({ url: url.pathname, idempotencyKey: (init.headers as Record<string, string>)['idempotency-key'] });
      const answer = sends.shift();
      return answer ? answer() : json(500, {});
    }
    return json(404, { message: 'not found' });
  });
  return { sent, fetch };
}

const sendButtonOf = async (title: string) => {
  const card = await screen.findByRole('article', { name: title });
  return within(card).getByRole('button', { name: 'إرسال عبر البريد الإلكتروني' });
};

describe('the studies and reports page', () => {
  // The toaster's code, loaded once before the tests look for toasts.
  beforeAll(() => import('../../app/toast-host'));
  beforeEach(() => {
    localStorage.setItem('locale', 'ar');
    window.history.replaceState(null, '', '/reports');
  });
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('shows a card per report with its date and title, the page title and numbered pages', async () => {
    stubApi();
    renderWithProviders(<ReportsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'الدراسات والتقارير' })).toBeTruthy();
    const card = await screen.findByRole('article', { name: 'مسح الحياة الفطرية في روضة التنهات 2025' });
    expect(within(card).getByText('12 أكتوبر 2025')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(20);
    const pages = screen.getByRole('navigation', { name: 'صفحات الدراسات والتقارير' });
    expect(within(pages).getByRole('button', { name: 'الصفحة 1، الصفحة الحالية' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await waitFor(() => expect(document.title).toContain('الدراسات والتقارير'));
  });

  it('asks the page of the address, and moves to another page through the address', async () => {
    window.history.replaceState(null, '', '/reports?page=2');
    const { fetch } = stubApi({
      list: json(200, { data: [report(21)], meta: { ...firstPage.meta, current_page: 2, from: 21 } }),
    });
    const user = userEvent.setup();
    renderWithProviders(<ReportsPage />);
    await screen.findByRole('article', { name: 'تقرير رقم 21' });
    expect(fetch.mock.calls.some(([input]) => String(input).includes('/studies-reports?page=2'))).toBe(true);
    await user.click(screen.getByRole('button', { name: 'الصفحة 1' }));
    expect(window.location.search).toBe('');
  });

  it('says so when there are no reports, and offers a retry when the list fails', async () => {
    stubApi({
      list: json(200, { data: [], meta: { current_page: 1, from: null, last_page: 1, per_page: 20, total: 0 } }),
    });
    const { unmount } = renderWithProviders(<ReportsPage />);
    expect(await screen.findByText('لا توجد دراسات أو تقارير حاليا.')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'صفحات الدراسات والتقارير' })).toBeNull();
    unmount();
    vi.restoreAllMocks();

    const { fetch } = stubApi({ list: json(500, { message: 'fault' }) });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<ReportsPage />);
    expect(await screen.findByText('حدث خطأ في تحميل البيانات')).toBeTruthy();
    fetch.mockClear();
    await userEvent.setup().click(screen.getByRole('button', { name: 'إعادة المحاولة' }));
    await waitFor(() =>
      expect(fetch.mock.calls.some(([input]) => String(input).includes('/studies-reports'))).toBe(true),
    );
  });

  it('tells a visitor to sign in first and takes them to /sign-in, sending nothing', async () => {
    const { sent } = stubApi();
    const user = userEvent.setup();
    renderWithProviders(<ReportsPage />);
    await user.click(await sendButtonOf('مسح الحياة الفطرية في روضة التنهات 2025'));
    expect(await screen.findByText('يجب تسجيل الدخول أولا')).toBeTruthy();
    expect(window.location.pathname).toBe('/sign-in');
    expect(new URLSearchParams(window.location.search).get('next')).toBe('/reports');
    expect(sent).toHaveLength(0);
  });

  it('sends a signed-in member the report: busy while sending, then the success toast', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, JSON.stringify('token-1'));
    let answer!: (response: Response) => void;
    const { sent } = stubApi({ sends: [() => new Promise<Response>((resolve) => (answer = resolve))] });
    const user = userEvent.setup();
    renderWithProviders(<ReportsPage />);
    const button = await sendButtonOf('مسح الحياة الفطرية في روضة التنهات 2025');
    await user.click(button);

    const card = screen.getByRole('article', { name: 'مسح الحياة الفطرية في روضة التنهات 2025' });
    const busy = within(card).getByRole('button', { name: /جار الإرسال/ });
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    // A second click while it sends sends nothing more (the machine that sends loads with the first).
    await user.click(busy);
    await waitFor(() => expect(sent).toHaveLength(1));
    await user.click(busy);
    expect(sent).toEqual([
      {
        url: `/api/v1/studies-reports/${report(1).uuid}/send-email`,
        idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/),
      },
    ]);

    act(() => answer(json(200, { message: SENT })));
    expect(await screen.findByText(SENT)).toBeTruthy();
    expect(
      within(card).getByRole('button', { name: 'إرسال عبر البريد الإلكتروني' }).getAttribute('aria-disabled'),
    ).toBe('false');
    expect(window.location.pathname).toBe('/reports');
  });

  it("shows the server's refusal, and a retry carries the same Idempotency-Key; a new send after success a new one", async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, JSON.stringify('token-1'));
    const limit = 'أرسلنا إليك عددا كبيرا من الملفات خلال الساعة الأخيرة، يرجى المحاولة بعد ساعة';
    const { sent } = stubApi({
      sends: [
        () => json(429, { message: limit }),
        () => json(200, { message: SENT }),
        () => json(200, { message: SENT }),
      ],
    });
    const user = userEvent.setup();
    renderWithProviders(<ReportsPage />);
    const button = await sendButtonOf('تقرير رقم 2');

    await user.click(button);
    expect(await screen.findByText(limit)).toBeTruthy();
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('false'));
    await user.click(button);
    expect(await screen.findByText(SENT)).toBeTruthy();
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('false'));
    await user.click(button);
    await waitFor(() => expect(sent).toHaveLength(3));
    expect(sent[1]!.idempotencyKey).toBe(sent[0]!.idempotencyKey);
    expect(sent[2]!.idempotencyKey).not.toBe(sent[1]!.idempotencyKey);
  });

  it('sends a member whose session has expired to sign in with the server’s message', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, JSON.stringify('token-expired'));
    stubApi({ sends: [() => json(401, { message: 'يجب تسجيل الدخول أولا' })] });
    const user = userEvent.setup();
    renderWithProviders(<ReportsPage />);
    await user.click(await sendButtonOf('تقرير رقم 3'));
    expect(await screen.findByText('يجب تسجيل الدخول أولا')).toBeTruthy();
    await waitFor(() => expect(window.location.pathname).toBe('/sign-in'));
  });

  it('speaks English, left to right, when the page is in English', async () => {
    stubApi();
    renderWithProviders(<ReportsPage />, { locale: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'Studies and reports' })).toBeTruthy();
    const [card] = await screen.findAllByRole('article');
    expect(within(card!).getByRole('button', { name: 'Send by e-mail' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('ltr');
  });
});
