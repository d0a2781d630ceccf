import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { JobDetail, JobSummary } from '../../../schemas/api/jobs';
import { appearanceFixture } from '../../../tests/support/appearance-fixture';
import { currentUser } from '../../../tests/support/current-user';
import { renderWithProviders } from '../../../tests/support/render-with-providers';
import { paths } from '../../config/paths';
import { TOKEN_STORAGE_KEY } from '../../lib/api-client';
import JobPage from './job-page';
import JobsPage from './jobs-page';

const UUID = '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const LONG = Array.from({ length: 40 }, (_, index) => `كلمة${index + 1}`).join(' ');

const summary = (index: number, overrides: Partial<JobSummary> = {}): JobSummary => ({
  uuid: `7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e${String(index).padStart(2, '0')}`,
  title: `وظيفة ${index}`,
  description: '<p>وصف <strong>قصير</strong></p>',
  created_at: '2025-10-12T07:00:00.000Z',
  is_open: true,
  ...overrides,
});
const job = (overrides: Partial<JobDetail> = {}): JobDetail => ({
  ...summary(1, { uuid: UUID, title: 'حارس ميداني' }),
  requirements: '<ul><li>رخصة قيادة</li></ul>',
  responsibilities: null,
  questions: [
    { id: 1, question: 'لماذا ترغب في العمل في المحمية؟', type: 'textarea', required: true, options: [] },
    { id: 2, question: 'أرفق سيرتك الذاتية', type: 'file', required: true, options: [] },
  ],
  ...overrides,
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const listOf = (items: JobSummary[], lastPage = 1) => ({
  data: items,
  meta: { current_page: 1, from: items.length > 0 ? 1 : null, last_page: lastPage, per_page: 20, total: items.length },
});

/** The API at fetch: the appearance, /me, the list or the job, and applications. */
function stubApi({
  list = () => json(200, listOf([summary(1)])),
  detail = (): Response => json(200, { data: job() }),
  applications = [] as (() => Response)[],
}: { list?: () => Response; detail?: () => Response; applications?: (() => Response)[] } = {}) {
  const posted: FormData[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname.endsWith('/appearance')) return json(200, { data: appearanceFixture });
    if (url.pathname.endsWith('/me')) return json(200, { data: currentUser() });
    if (url.pathname.endsWith('/job-opportunities')) return list();
    if (url.pathname.endsWith('/apply') && init?.method === 'POST') {
      posted.push(init.body as FormData);
      return applications.shift()?.() ?? json(500, {});
    }
    if (url.pathname.endsWith(`/job-opportunities/${UUID}`)) return detail();
    return json(404, { message: 'not found' });
  });
  return { posted };
}

describe('the jobs pages', () => {
  beforeAll(() => import('../../app/toast-host'));
  beforeEach(() => localStorage.setItem('locale', 'ar'));
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    localStorage.clear();
  });

  describe('/jobs', () => {
    beforeEach(() => window.history.replaceState(null, '', '/jobs'));

    it('shows each job with its date, a 30-word preview without tags, the way to apply and share links', async () => {
      stubApi({
        list: () =>
          json(200, listOf([summary(1, { description: `<p>${LONG}</p>` }), summary(2, { is_open: false })], 2)),
      });
      renderWithProviders(<JobsPage />);
      const card = await screen.findByRole('article', { name: 'وظيفة 1' });
      expect(within(card).getByText('12 أكتوبر 2025')).toBeTruthy();
      expect(within(card).getByText(`${LONG.split(' ').slice(0, 30).join(' ')}…`)).toBeTruthy();
      expect(within(card).getByRole('link', { name: 'قدّم الآن' }).getAttribute('href')).toBe(
        `/jobs/${summary(1).uuid}`,
      );
      expect(within(screen.getByRole('article', { name: 'وظيفة 2' })).getByText('وصف قصير')).toBeTruthy();
      const closed = screen.getByRole('article', { name: 'وظيفة 2' });
      expect(within(closed).getByText('مغلقة')).toBeTruthy();
      // A closed job offers its page to read, not an application.
      expect(within(closed).queryByRole('link', { name: 'قدّم الآن' })).toBeNull();
      expect(within(closed).getByRole('link', { name: 'عرض الوظيفة' }).getAttribute('href')).toBe(
        `/jobs/${summary(2).uuid}`,
      );
      expect(screen.getByRole('navigation', { name: 'صفحات الوظائف' })).toBeTruthy();
      await waitFor(() => expect(document.title).toContain('الوظائف'));
    });

    it('says there are no jobs', async () => {
      stubApi({ list: () => json(200, listOf([])) });
      renderWithProviders(<JobsPage />);
      expect(await screen.findByText('لا توجد وظائف حاليا.')).toBeTruthy();
    });

    it('offers a retry when the list fails to load', async () => {
      stubApi({ list: () => json(500, {}) });
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      renderWithProviders(<JobsPage />);
      expect(await screen.findByText('حدث خطأ في تحميل البيانات')).toBeTruthy();
    });
  });

  describe('/jobs/:uuid', () => {
    beforeEach(() => window.history.replaceState(null, '', `/jobs/${UUID}`));
    const renderJob = () => renderWithProviders(<Route path={paths.job.path} component={JobPage} />);
    const signIn = () => localStorage.setItem(TOKEN_STORAGE_KEY, JSON.stringify('token-1'));

    it("shows the job, its requirements, and sends a member's answers and file; thanks, then /profile after 1 s", async () => {
      signIn();
      const { posted } = stubApi({
        applications: [
          () =>
            json(201, {
              data: { uuid: UUID, created_at: '2025-10-12T07:00:00.000Z' },
              message: 'تم التقديم على الوظيفة بنجاح!',
            }),
        ],
      });
      const user = userEvent.setup();
      const { container } = renderJob();
      expect(await screen.findByRole('heading', { level: 1, name: 'حارس ميداني' })).toBeTruthy();
      expect(screen.getByRole('heading', { level: 2, name: 'المتطلبات' })).toBeTruthy();
      expect(screen.queryByRole('heading', { level: 2, name: 'المسؤوليات' })).toBeNull();
      await user.type(await screen.findByRole('textbox', { name: /لماذا ترغب/ }), 'أحب الطبيعة');
      const cv = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });
      fireEvent.change(container.querySelector('input[type="file"]')!, { target: { files: [cv] } });
      expect(await screen.findByText('cv.pdf')).toBeTruthy();
      vi.useFakeTimers({ shouldAdvanceTime: true });
      await user.click(screen.getByRole('button', { name: 'إرسال' }));
      expect(await screen.findByText('تم التقديم على الوظيفة بنجاح!')).toBeTruthy();
      const sent = [...posted[0]!.entries()];
      expect(sent.map(([key, value]) => [key, typeof value === 'string' ? value : value.name])).toEqual([
        ['answers[0][id]', '1'],
        ['answers[0][answer]', 'أحب الطبيعة'],
        ['answers[1][id]', '2'],
        ['answers[1][files][0]', 'cv.pdf'],
      ]);
      expect(window.location.pathname).toBe(`/jobs/${UUID}`);
      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(window.location.pathname).toBe('/profile');
    });

    it('refuses required questions left blank in the page, sending nothing', async () => {
      signIn();
      const { posted } = stubApi();
      const user = userEvent.setup();
      renderJob();
      await user.click(await screen.findByRole('button', { name: 'إرسال' }));
      expect((await screen.findAllByText('هذا السؤال مطلوب')).length).toBeGreaterThan(0);
      expect((await screen.findAllByText('أرفق ملفًا واحدًا على الأقل')).length).toBeGreaterThan(0);
      expect(posted).toHaveLength(0);
    });

    it("shows the server's refusal, or the fallback when there is none", async () => {
      signIn();
      stubApi({
        applications: [
          () => json(409, { message: 'لقد تقدمت لهذه الوظيفة من قبل' }),
          () => new Response('<html>', { status: 502 }),
        ],
      });
      const user = userEvent.setup();
      const { container } = renderJob();
      await user.type(await screen.findByRole('textbox', { name: /لماذا ترغب/ }), 'نعم');
      fireEvent.change(container.querySelector('input[type="file"]')!, {
        target: { files: [new File(['x'], 'cv.pdf', { type: 'application/pdf' })] },
      });
      await user.click(screen.getByRole('button', { name: 'إرسال' }));
      expect(await screen.findByText('لقد تقدمت لهذه الوظيفة من قبل')).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'إرسال' }));
      expect(await screen.findByText('حدث خطأ أثناء التقديم')).toBeTruthy();
      expect(window.location.pathname).toBe(`/jobs/${UUID}`);
    });

    it('tells a visitor to sign in before the form, and links to /sign-in and back here; no form to fill in vain', async () => {
      const { posted } = stubApi();
      renderJob();
      expect(await screen.findByText('يجب تسجيل الدخول لتقديم طلبك.')).toBeTruthy();
      const signInLink = screen.getByRole('link', { name: 'سجّل الدخول للتقديم' });
      expect(signInLink.getAttribute('href')).toBe(`/sign-in?next=${encodeURIComponent(`/jobs/${UUID}`)}`);
      expect(screen.queryByRole('textbox', { name: /لماذا ترغب/ })).toBeNull();
      expect(screen.queryByRole('button', { name: 'إرسال' })).toBeNull();
      expect(posted).toHaveLength(0);
    });

    it('tells a member who has applied when they did, instead of the form', async () => {
      signIn();
      stubApi({ detail: () => json(200, { data: job({ applied_at: '2025-10-14T08:00:00.000Z' }) }) });
      renderJob();
      expect(await screen.findByText(/تقدمت لهذه الوظيفة في/)).toBeTruthy();
      expect(screen.getByText('14 أكتوبر 2025')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'إرسال' })).toBeNull();
    });

    it("sends a member whose session has expired to /sign-in, after the server's message", async () => {
      signIn();
      stubApi({ applications: [() => json(401, { message: 'يجب تسجيل الدخول أولا' })] });
      const user = userEvent.setup();
      const { container } = renderJob();
      await user.type(await screen.findByRole('textbox', { name: /لماذا ترغب/ }), 'نعم');
      fireEvent.change(container.querySelector('input[type="file"]')!, {
        target: { files: [new File(['x'], 'cv.pdf', { type: 'application/pdf' })] },
      });
      await user.click(screen.getByRole('button', { name: 'إرسال' }));
      expect(await screen.findByText('يجب تسجيل الدخول أولا')).toBeTruthy();
      await waitFor(() => expect(window.location.pathname).toBe('/sign-in'));
    });

    it('says a closed job is closed instead of the form', async () => {
      stubApi({ detail: () => json(200, { data: job({ is_open: false }) }) });
      renderJob();
      expect(await screen.findByText('هذه الوظيفة مغلقة ولا تستقبل طلبات جديدة.')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'إرسال' })).toBeNull();
    });

    it('draws the not-found page for a job that does not exist', async () => {
      stubApi({ detail: () => json(404, { message: 'not found' }) });
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      renderJob();
      await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).not.toBe('تفاصيل الوظيفة'));
      expect(screen.queryByRole('button', { name: 'إرسال' })).toBeNull();
    });
  });
});
