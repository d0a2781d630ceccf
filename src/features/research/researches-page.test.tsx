import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListEnvelope } from '../../../schemas/api/envelopes';
import type { Research } from '../../../schemas/api/member';
import { renderWithProviders } from '../../../tests/support/render-with-providers';
import { stubFetch, type StubbedAnswer } from '../../../tests/support/stub-fetch';
import { TOKEN_STORAGE_KEY } from '../../lib/api-client';
import ResearchesPage from './researches-page';

const user = (isResearcher: boolean) => ({
  data: { name: 'خالد الشمري', email: 'researcher@example.sa', email_verified: true, is_researcher: isResearcher },
});
const categories = {
  data: [
    { id: 1, title: 'الحياة الفطرية' },
    { id: 2, title: 'الغطاء النباتي' },
  ],
  meta: { current_page: 1, from: 1, last_page: 1, per_page: 50, total: 2 },
};
const listOf = (data: Research[], total = data.length): ListEnvelope<Research> => ({
  data,
  meta: {
    current_page: 1,
    from: data.length > 0 ? 1 : null,
    last_page: Math.max(1, Math.ceil(total / 20)),
    per_page: 20,
    total,
  },
});

const rimth: Research = {
  uuid: '7d0c1a52-8f3e-4a59-9c1e-2b6f4d8e0a11',
  title: 'توزع نبات الرمث في روضة نورة',
  summary: 'دراسة ميدانية لتوزع نبات الرمث.',
  research_category: { id: 2, title: 'الغطاء النباتي' },
  attachments: [
    {
      path: '/api/v1/researches/7d0c1a52-8f3e-4a59-9c1e-2b6f4d8e0a11/attachments/0b5c6d7e-1111-4a2b-8c3d-123456789abc',
      original_name: 'ملخص الدراسة.pdf',
    },
    {
      path: '/api/v1/researches/7d0c1a52-8f3e-4a59-9c1e-2b6f4d8e0a11/attachments/1c6d7e8f-2222-4b3c-9d4e-23456789abcd',
      original_name: 'map.png',
    },
  ],
  created_at: '2025-09-21T09:30:00.000Z',
};
const gazelles: Research = {
  ...rimth,
  uuid: '9e1d2b63-0a4f-4b6a-8d2f-3c7a5e9f1b22',
  title: 'حركة الغزلان في روضة التنهات',
  research_category: { id: 1, title: 'الحياة الفطرية' },
  attachments: [],
};

/** Signed in (a stored token), with these answers from the API; mutate `answers` to change what later calls get. */
function signedInWith(answers: Record<string, StubbedAnswer>) {
  localStorage.setItem(TOKEN_STORAGE_KEY, JSON.stringify('token-of-the-member'));
  return stubFetch(answers);
}

const calls = (fetch: ReturnType<typeof stubFetch>, method: string, path: string) =>
  fetch.mock.calls.filter(
    ([input, init]) =>
      (init?.method ?? 'GET').toUpperCase() === method &&
      new URL(String(input), 'http://localhost').pathname === `/api/v1${path}`,
  );

describe('the researches page', () => {
  beforeEach(() => {
    localStorage.setItem('locale', 'ar');
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows a researcher the submission form, with the categories from the API, above their researches as cards', async () => {
    signedInWith({
      'GET /me': user(true),
      'GET /research-categories': categories,
      'GET /researches': listOf([rimth, gazelles]),
    });
    renderWithProviders(<ResearchesPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'الأبحاث' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
    expect(await screen.findByRole('heading', { level: 2, name: 'تقديم بحث جديد' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /عنوان البحث/ })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /ملخص البحث/ })).toBeTruthy();
    const category = screen.getByRole('combobox', { name: /التصنيف/ });
    await waitFor(() => expect(within(category).getByRole('option', { name: 'الغطاء النباتي' })).toBeTruthy());
    expect(screen.getByRole('button', { name: 'إرسال البحث' })).toBeTruthy();
    expect(screen.queryByText('تقديم الأبحاث متاح للحسابات المسجلة كباحثين فقط.')).toBeNull();

    const card = (await screen.findByRole('article', { name: rimth.title })) as HTMLElement;
    expect(within(card).getByRole('heading', { level: 3, name: rimth.title })).toBeTruthy();
    expect(within(card).getByText('التصنيف: الغطاء النباتي')).toBeTruthy();
    expect(within(card).getByText(rimth.summary)).toBeTruthy();
    expect(within(card).getByText('21 سبتمبر 2025')).toBeTruthy();
    expect(
      within(card)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['تنزيل ملخص الدراسة.pdf', 'تنزيل map.png']);
    const other = screen.getByRole('article', { name: gazelles.title });
    expect(within(other).queryByRole('button')).toBeNull();
  });

  it('downloads an attachment through the API, with the token, under its original name', async () => {
    const attachmentPath = rimth.attachments[0]!.path.replace('/api/v1', '');
    const fetch = signedInWith({
      'GET /me': user(true),
      'GET /research-categories': categories,
      'GET /researches': listOf([rimth]),
      [`GET ${attachmentPath}`]: 'the bytes',
    });
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:attachment');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const userAction = userEvent.setup();
    renderWithProviders(<ResearchesPage />);

    await userAction.click(await screen.findByRole('button', { name: 'تنزيل ملخص الدراسة.pdf' }));

    await waitFor(() => expect(saved).toEqual(['ملخص الدراسة.pdf']));
    const [download] = calls(fetch, 'GET', attachmentPath);
    expect((download![1]!.headers as Record<string, string>).authorization).toBe('Bearer token-of-the-member');
    expect(createObjectURL).toHaveBeenCalledOnce();
  });

  it('shows a member who is not a researcher their list and a note, but no form', async () => {
    signedInWith({ 'GET /me': user(false), 'GET /researches': listOf([gazelles]) });
    renderWithProviders(<ResearchesPage />);

    const note = await screen.findByText(/تقديم الأبحاث متاح للحسابات المسجلة كباحثين فقط/);
    expect(within(note).getByRole('link', { name: 'اطلع على ضوابط البحث العلمي' }).getAttribute('href')).toBe(
      '/terms-permits-researcher',
    );
    expect(await screen.findByRole('article', { name: gazelles.title })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'تقديم بحث جديد' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /عنوان البحث/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'إرسال البحث' })).toBeNull();
  });

  it('says so when there are no researches yet, in English, left to right', async () => {
    signedInWith({ 'GET /me': user(false), 'GET /researches': listOf([]) });
    renderWithProviders(<ResearchesPage />, { locale: 'en' });

    expect(screen.getByRole('heading', { level: 1, name: 'Research' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('ltr');
    expect(await screen.findByText('You have not submitted any research yet.')).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Pages of my researches' })).toBeNull();
  });

  it('shows a spinner while loading, then an error with a retry that loads again', async () => {
    const answers: Record<string, StubbedAnswer> = {
      'GET /me': user(false),
      'GET /researches': { status: 500, body: { message: 'عذرا' } },
    };
    signedInWith(answers);
    const userAction = userEvent.setup();
    renderWithProviders(<ResearchesPage />);

    expect(screen.getByRole('progressbar', { name: 'جار التحميل' })).toBeTruthy();
    const alert = await screen.findByText('حدث خطأ في تحميل البيانات');
    answers['GET /researches'] = listOf([gazelles]);
    await userAction.click(
      within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'إعادة المحاولة' }),
    );
    expect(await screen.findByRole('article', { name: gazelles.title })).toBeTruthy();
    expect(screen.queryByText('حدث خطأ في تحميل البيانات')).toBeNull();
  });

  it('pages through the list with numbered pages', async () => {
    const fetch = signedInWith({ 'GET /me': user(false), 'GET /researches': listOf([gazelles], 25) });
    const userAction = userEvent.setup();
    renderWithProviders(<ResearchesPage />);

    const pages = await screen.findByRole('navigation', { name: 'صفحات الأبحاث' });
    await userAction.click(within(pages).getByRole('button', { name: /2/ }));
    await waitFor(() =>
      expect(
        calls(fetch, 'GET', '/researches').map(([input]) =>
          new URL(String(input), 'http://localhost').searchParams.get('page'),
        ),
      ).toEqual(['1', '2']),
    );
  });

  it('sends a research with its attachment and the Idempotency-Key, then loads the list again', async () => {
    const answers: Record<string, StubbedAnswer> = {
      'GET /me': user(true),
      'GET /research-categories': categories,
      'GET /researches': listOf([]),
      'POST /researches/submit': { status: 201, body: { data: gazelles, message: 'تم إرسال البحث بنجاح' } },
    };
    const fetch = signedInWith(answers);
    const userAction = userEvent.setup();
    renderWithProviders(<ResearchesPage />);

    await userAction.type(await screen.findByRole('textbox', { name: /عنوان البحث/ }), gazelles.title);
    const category = screen.getByRole('combobox', { name: /التصنيف/ });
    await waitFor(() => expect(within(category).getByRole('option', { name: 'الحياة الفطرية' })).toBeTruthy());
    await userAction.selectOptions(category, 'الحياة الفطرية');
    await userAction.type(screen.getByRole('textbox', { name: /ملخص البحث/ }), gazelles.summary);
    await userAction.upload(
      document.getElementById('root_attachments-input') as HTMLInputElement,
      new File(['%PDF-1.4'], 'خطة.pdf', { type: 'application/pdf' }),
    );
    answers['GET /researches'] = listOf([gazelles]);
    await userAction.click(screen.getByRole('button', { name: 'إرسال البحث' }));

    expect(await screen.findByText('تم إرسال البحث بنجاح')).toBeTruthy();
    expect(await screen.findByRole('article', { name: gazelles.title })).toBeTruthy();
    const [[, init]] = calls(fetch, 'POST', '/researches/submit') as [[unknown, RequestInit]];
    const body = init.body as FormData;
    expect(Object.fromEntries([...body.entries()].filter(([, value]) => typeof value === 'string'))).toEqual({
      title: gazelles.title,
      research_category_id: '1',
      summary: gazelles.summary,
    });
    expect((body.get('attachments[0]') as File).name).toBe('خطة.pdf');
    expect((init.headers as Record<string, string>)['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
    expect(calls(fetch, 'GET', '/researches')).toHaveLength(2);
  });
});
