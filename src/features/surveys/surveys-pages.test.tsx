import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SurveyDetail, SurveySummary } from '../../../schemas/api/surveys';
import { appearanceFixture } from '../../../tests/support/appearance-fixture';
import { currentUser } from '../../../tests/support/current-user';
import { renderWithProviders } from '../../../tests/support/render-with-providers';
import { paths } from '../../config/paths';
import { TOKEN_STORAGE_KEY } from '../../lib/api-client';
import SurveyPage from './survey-page';
import SurveysPage from './surveys-page';

const UUID = '0b5f3a52-8c1e-4b7a-9d2e-6f1a2b3c4d5e';
const LONG = Array.from({ length: 40 }, (_, index) => `كلمة${index + 1}`).join(' ');

const summary = (index: number, overrides: Partial<SurveySummary> = {}): SurveySummary => ({
  uuid: `0b5f3a52-8c1e-4b7a-9d2e-6f1a2b3c4d${String(index).padStart(2, '0')}`,
  title: `استبيان ${index}`,
  description: 'وصف قصير',
  created_at: '2025-10-12T07:00:00.000Z',
  image: null,
  display_in_public: true,
  is_open: true,
  ...overrides,
});
const survey = (overrides: Partial<SurveyDetail> = {}): SurveyDetail => ({
  ...summary(1, { uuid: UUID, title: 'رصد مشاهدات الحياة الفطرية' }),
  questions: [
    {
      id: 1,
      question: 'ماذا شاهدت؟',
      type: 'radio',
      required: true,
      options: [
        { value: 'gazelle', label: 'ظباء' },
        { value: 'bird', label: 'طيور' },
      ],
    },
    { id: 2, question: 'ملاحظاتك', type: 'textarea', required: false, options: [] },
  ],
  ...overrides,
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const listOf = (items: SurveySummary[], lastPage = 1) => ({
  data: items,
  meta: { current_page: 1, from: items.length > 0 ? 1 : null, last_page: lastPage, per_page: 20, total: items.length },
});

/** The API at fetch: the appearance, /me, the list or the survey (`mine` for the read that names the guest), and answers. */
function stubApi({
  list = () => json(200, listOf([summary(1)])),
  detail = (): Response => json(200, { data: survey() }),
  mine = detail,
  answers = [] as (() => Response)[],
}: { list?: () => Response; detail?: () => Response; mine?: () => Response; answers?: (() => Response)[] } = {}) {
  const posted: FormData[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname.endsWith('/appearance')) return json(200, { data: appearanceFixture });
    if (url.pathname.endsWith('/me')) return json(200, { data: currentUser() });
    if (url.pathname.endsWith('/surveys')) return list();
    if (url.pathname.endsWith('/answer') && init?.method === 'POST') {
      posted.push(init.body as FormData);
      return answers.shift()?.() ?? json(500, {});
    }
    if (url.pathname.endsWith(`/surveys/${UUID}`)) return url.searchParams.has('guest_uuid') ? mine() : detail();
    return json(404, { message: 'not found' });
  });
  return { posted };
}

describe('the surveys pages', () => {
  beforeAll(() => import('../../app/toast-host'));
  beforeEach(() => localStorage.setItem('locale', 'ar'));
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    localStorage.clear();
  });

  describe('/survey', () => {
    beforeEach(() => window.history.replaceState(null, '', '/survey'));

    it('shows each survey with its date, a 30-word preview, its marks and the way to answer it', async () => {
      stubApi({
        list: () =>
          json(
            200,
            listOf([summary(1, { description: LONG }), summary(2, { display_in_public: false, is_open: false })], 2),
          ),
      });
      renderWithProviders(<SurveysPage />);
      const card = await screen.findByRole('article', { name: 'استبيان 1' });
      expect(within(card).getByText('12 أكتوبر 2025')).toBeTruthy();
      expect(within(card).getByText(`${LONG.split(' ').slice(0, 30).join(' ')}…`)).toBeTruthy();
      expect(within(card).getByRole('link', { name: 'أكمل الاستبيان' }).getAttribute('href')).toBe(
        `/survey/${summary(1).uuid}`,
      );
      const other = screen.getByRole('article', { name: 'استبيان 2' });
      expect(within(other).getByText('للمستخدمين المسجلين')).toBeTruthy();
      expect(within(other).getByText('مغلق')).toBeTruthy();
      expect(screen.getByRole('navigation', { name: 'صفحات الاستبيانات' })).toBeTruthy();
      await waitFor(() => expect(document.title).toContain('الاستبيانات'));
    });

    it('says there are no surveys, without pagination', async () => {
      stubApi({ list: () => json(200, listOf([])) });
      renderWithProviders(<SurveysPage />);
      expect(await screen.findByText('لا توجد استبيانات حاليا.')).toBeTruthy();
      expect(screen.queryByRole('navigation', { name: 'صفحات الاستبيانات' })).toBeNull();
    });
  });

  describe('/survey/:uuid', () => {
    beforeEach(() => window.history.replaceState(null, '', `/survey/${UUID}`));
    const renderSurvey = () => renderWithProviders(<Route path={paths.survey.path} component={SurveyPage} />);

    it('draws the form of its questions and sends the answers with the guest id; thanks, then back to /survey after 3 s', async () => {
      const { posted } = stubApi({
        answers: [() => json(201, { data: { created_at: '2025-10-12T07:00:00.000Z' }, message: 'تم التقديم بنجاح!' })],
      });
      const user = userEvent.setup();
      renderSurvey();
      expect(await screen.findByRole('heading', { level: 1, name: 'رصد مشاهدات الحياة الفطرية' })).toBeTruthy();
      await user.click(await screen.findByRole('radio', { name: 'ظباء' }));
      vi.useFakeTimers({ shouldAdvanceTime: true });
      await user.click(screen.getByRole('button', { name: 'إرسال' }));
      expect(await screen.findByText('تم التقديم بنجاح!')).toBeTruthy();
      const sent = posted[0]!;
      expect(sent.get('guest_uuid')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect([...sent.entries()].filter(([key]) => key.startsWith('answers'))).toEqual([
        ['answers[0][id]', '1'],
        ['answers[0][answer]', 'gazelle'],
      ]);
      expect(window.location.pathname).toBe(`/survey/${UUID}`);
      await act(() => vi.advanceTimersByTimeAsync(3000));
      expect(window.location.pathname).toBe('/survey');
    });

    it('refuses a required question left blank in the page, sending nothing', async () => {
      const { posted } = stubApi();
      const user = userEvent.setup();
      renderSurvey();
      await user.click(await screen.findByRole('button', { name: 'إرسال' }));
      expect((await screen.findAllByText('هذا السؤال مطلوب')).length).toBeGreaterThan(0);
      expect(posted).toHaveLength(0);
    });

    it("shows the server's refusal, or the fallback when there is none", async () => {
      stubApi({
        answers: [
          () => json(409, { message: 'لقد أجبت على هذا الاستبيان من قبل' }),
          () => new Response('<html>', { status: 502 }),
        ],
      });
      const user = userEvent.setup();
      renderSurvey();
      await user.click(await screen.findByRole('radio', { name: 'ظباء' }));
      await user.click(screen.getByRole('button', { name: 'إرسال' }));
      expect(await screen.findByText('لقد أجبت على هذا الاستبيان من قبل')).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'إرسال' }));
      expect(await screen.findByText('حدث خطأ أثناء التسجيل')).toBeTruthy();
      expect(window.location.pathname).toBe(`/survey/${UUID}`);
    });

    it('says so instead of the form when this visitor has answered, or the survey is closed', async () => {
      stubApi({ mine: () => json(200, { data: survey({ answered: true }) }) });
      const { unmount } = renderSurvey();
      expect(await screen.findByText('لقد أجبت على هذا الاستبيان من قبل، شكرا لمشاركتك.')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'إرسال' })).toBeNull();
      unmount();
      vi.restoreAllMocks();

      stubApi({ detail: () => json(200, { data: survey({ is_open: false }) }) });
      renderSurvey();
      expect(await screen.findByText('هذا الاستبيان مغلق ولا يستقبل إجابات جديدة.')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'إرسال' })).toBeNull();
    });

    it('tells a visitor a members-only survey needs sign-in and takes them to /sign-in, to come back', async () => {
      stubApi({ detail: () => json(401, { message: 'members only' }) });
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      renderSurvey();
      expect(await screen.findByText('هذا الاستبيان متاح للمستخدمين المسجلين فقط، يجب تسجيل الدخول أولا')).toBeTruthy();
      await waitFor(() => expect(window.location.pathname).toBe('/sign-in'));
      expect(window.location.search).toContain(encodeURIComponent(`/survey/${UUID}`));
    });

    it('shows a members-only survey to a signed-in member', async () => {
      localStorage.setItem(TOKEN_STORAGE_KEY, JSON.stringify('token-1'));
      stubApi({ detail: () => json(200, { data: survey({ display_in_public: false, answered: false }) }) });
      renderSurvey();
      expect(await screen.findByRole('radio', { name: 'ظباء' })).toBeTruthy();
      expect(window.location.pathname).toBe(`/survey/${UUID}`);
    });

    it('draws the not-found page for a survey that does not exist', async () => {
      stubApi({ detail: () => json(404, { message: 'not found' }) });
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      renderSurvey();
      await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).not.toBe('تفاصيل الاستبيان'));
      expect(screen.queryByRole('button', { name: 'إرسال' })).toBeNull();
    });
  });
});
