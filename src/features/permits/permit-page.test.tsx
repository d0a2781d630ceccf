import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PermitSettings } from '../../../schemas/api/permits';
import { appearanceFixture } from '../../../tests/support/appearance-fixture';
import { renderWithProviders } from '../../../tests/support/render-with-providers';
import { stubFetch, type StubbedAnswer } from '../../../tests/support/stub-fetch';
import { AppRoutes } from '../../app/router';
import { TOKEN_STORAGE_KEY } from '../../lib/api-client';
import PermitPage from './permit-page';
import { currentUser } from '../../../tests/support/current-user';

// The real captcha widget needs Web Workers; the page only listens to its statechange events.
vi.mock('../../lib/captcha/altcha-runtime', () => ({}));

const sara = currentUser({ is_researcher: true });
// Each permit page shows its own header image, named by its folder's service.json.
const headers = {
  specific_area_permit: '/demo/headers/dunes.webp',
  work_permit: '/demo/headers/wadi.webp',
  beekeeping_permit: '/demo/headers/rawdah.webp',
  free_camping_permit: '/demo/headers/night.webp',
  scientific_research_permit: '/demo/headers/escarpment.webp',
};
const pagesHeaders = Object.fromEntries(Object.entries(headers).map(([key, path]) => [key, { path }]));
const open = (description: string) => ({ enabled: true, description });
const openSettings = (): PermitSettings => ({
  specific_area_permit: open('تصريح لزيارة مواقع محددة داخل المحمية بمركبة خاصة.'),
  beekeeping_permit: open('تصريح لوضع المناحل في مواقع المحمية المخصصة.'),
  free_camping_permit: open('تصريح للتخييم المجاني في المواقع المخصصة.'),
  work_permit: open('تصريح للعمل داخل المحمية خارج ساعات الدوام الرسمي.'),
});
const listOf = (data: unknown[]) => ({
  data,
  meta: { current_page: 1, from: 1, last_page: 1, per_page: 50, total: data.length },
});
const FALLBACK = 'حدث خطأ غير متوقع، حاول مرة أخرى.';
const CAPTCHA_REQUIRED = 'يرجى التحقق من reCAPTCHA قبل المتابعة';
const CAPTCHA_LABEL = 'تحقق من أنك لست برنامجا آليا';

type PostAnswer = StubbedAnswer | Error;

/** Signed in as `me`, with the permit API at fetch; each POST gets the next of `posts` (the last one again after that). */
function stubPermitApi({ me = sara, settings = openSettings(), posts = [] as PostAnswer[] } = {}) {
  localStorage.setItem(TOKEN_STORAGE_KEY, JSON.stringify('token-of-sara'));
  const fetch = stubFetch({
    'GET /me': { data: me },
    'GET /permit-settings': { data: settings },
    'GET /appearance': { data: { ...appearanceFixture, pages_headers: pagesHeaders } },
    'GET /captcha': { data: { provider: 'altcha', challenge_url: 'captcha/challenge' } },
    'GET /permit-regions': listOf([{ id: 1, name: 'المنطقة الشمالية' }]),
    'GET /permit-areas': listOf([{ id: 3, name: 'روضة نورة' }]),
    'GET /camping-locations': listOf([{ id: 1, name: 'روضة التنهات' }]),
    'GET /apiary-locations': listOf([]),
  });
  const fallback = fetch.getMockImplementation()!;
  const sent = () => fetch.mock.calls.filter(([, init]) => init?.method?.toUpperCase() === 'POST');
  fetch.mockImplementation(async (input, init) => {
    if (init?.method?.toUpperCase() !== 'POST') return fallback(input, init);
    const answer = posts[Math.min(sent().length - 1, posts.length - 1)];
    // fetch rejects with a TypeError when the network is down.
    if (answer instanceof Error) throw answer;
    const { status, body } = answer as { status: number; body: unknown };
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  return {
    sent,
    /** The url, the text fields and the headers of the nth POST. */
    post: (index: number) => {
      const [input, init] = sent()[index]!;
      const fields = Object.fromEntries(
        [...(init!.body as FormData).entries()].filter(([, value]) => typeof value === 'string'),
      );
      return {
        path: new URL(String(input), 'http://localhost').pathname,
        fields,
        headers: init!.headers as Record<string, string>,
      };
    },
  };
}

/** The decorative header image's source, once it is drawn. */
const headerImage = () =>
  waitFor(() =>
    screen
      .getAllByRole('presentation')
      .find((element) => element instanceof HTMLImageElement)!
      .getAttribute('src'),
  );
const submitButton = () => screen.getByRole('button', { name: 'تقديم الطلب' });
const textbox = (name: string) => screen.getByRole('textbox', { name: new RegExp(name) }) as HTMLInputElement;

/** Opens a day field's calendar and picks a day of the month shown (the reserve's current month). */
async function chooseDay(user: ReturnType<typeof userEvent.setup>, label: string, day: number) {
  // The first field waits for the form's lazily loaded code, slower while other test files run.
  const field = await screen.findByRole('group', { name: new RegExp(label) }, { timeout: 10_000 });
  await user.click(within(field.parentElement!).getByRole('button', { name: /^اختيار التاريخ/ }));
  await user.click(within(screen.getByRole('grid')).getByRole('gridcell', { name: String(day) }));
}

/** A complete research permit request, as a researcher fills it in. */
async function fillResearchRequest(user: ReturnType<typeof userEvent.setup>) {
  await chooseDay(user, 'تاريخ البداية', 10);
  await chooseDay(user, 'تاريخ النهاية', 20);
  await user.click(screen.getByRole('radio', { name: 'ماجستير' }));
  await user.type(textbox('مجال الدراسة'), 'علم البيئة');
  await user.type(textbox('الجهة أو الجامعة'), 'جامعة الملك سعود');
  await user.type(textbox('المسمى الوظيفي'), 'باحثة');
  await user.type(textbox('عنوان البحث'), 'تعداد الوعول في المحمية');
  await user.click(screen.getByRole('checkbox', { name: 'متطلبات درجة علمية' }));
  await user.type(textbox('الملخص البحثي'), 'دراسة ميدانية لأعداد الوعول.');
  await user.click(screen.getByRole('checkbox', { name: /أوافق على/ }));
}

/** A complete specific area request: the profile's answers are already there. */
async function fillSpecificAreaRequest(user: ReturnType<typeof userEvent.setup>) {
  await chooseDay(user, 'تاريخ الوصول', 10);
  const region = screen.getByRole('combobox', { name: /المنطقة/ });
  await waitFor(() => expect(within(region).getByRole('option', { name: 'المنطقة الشمالية' })).toBeTruthy());
  await user.selectOptions(region, 'المنطقة الشمالية');
  await user.type(textbox('نوع المركبة'), 'دفع رباعي');
  await user.type(textbox('رقم اللوحة'), 'أ ب ج 1234');
  await user.click(screen.getByRole('checkbox', { name: /أوافق على/ }));
}

/** Lets the stubbed answer arrive and React draw it, on real turns of the event loop, while the faked clock stands still. */
async function settleUntil(check: () => void) {
  const giveUpAt = performance.now() + 5_000;
  for (;;) {
    try {
      return check();
    } catch (error) {
      if (performance.now() > giveUpAt) throw error;
    }
    await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
  }
}

// The reserve's today (Asia/Riyadh) in these tests: the calendars open on December 2026.
const TODAY = new Date('2026-12-01T09:00:00Z');

// Filling a whole form in jsdom takes seconds, more when other test files run beside this one.
describe('a permit page', { timeout: 30_000 }, () => {
  // The toaster's code, loaded before any test stops the clock.
  beforeAll(() => import('../../app/toast-host'));
  beforeEach(() => {
    localStorage.setItem('locale', 'ar');
    history.replaceState(null, '', '/');
    vi.useFakeTimers({ toFake: ['Date'], now: TODAY });
    // jsdom has no layout, so scrolling is a no-op stub.
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  describe.each([
    ['/services/soman', 'تصريح منطقة محددة', 'رقم اللوحة', 'specific_area_permit', headers.specific_area_permit],
    ['/services/work', 'تصريح العمل خارج أوقات الدوام', 'الغرض من الزيارة', 'work_permit', headers.work_permit],
    ['/services/apiary', 'تصريح المناحل', 'عدد الخلايا', 'beekeeping_permit', headers.beekeeping_permit],
    [
      '/services/free-capming',
      'تصريح التخييم الحر',
      'عدد المرافقين',
      'free_camping_permit',
      headers.free_camping_permit,
    ],
  ] as const)('%s', (path, name, ownField, setting, header) => {
    const { description } = openSettings()[setting];
    it('draws its form under its breadcrumb and header, filled in from the profile', async () => {
      const api = stubPermitApi();
      history.replaceState(null, '', path);
      renderWithProviders(<AppRoutes />);

      expect(await screen.findByRole('heading', { level: 1, name }, { timeout: 10_000 })).toBeTruthy();
      // The title is set by an effect, after the heading is drawn.
      await waitFor(() => expect(document.title).toBe(`${name} | بوابة المحمية`));
      const trail = screen.getByRole('navigation', { name: 'مسار التنقل' });
      expect(within(trail).getByRole('link', { name: 'الرئيسية' }).getAttribute('href')).toBe('/');
      expect(within(trail).getByRole('link', { name: 'الخدمات' }).getAttribute('href')).toBe('/services');
      expect(within(trail).getByText(name).getAttribute('aria-current')).toBe('page');
      expect(await headerImage()).toBe(header);
      expect(await screen.findByText(description)).toBeTruthy();

      expect(await screen.findByLabelText(new RegExp(ownField), {}, { timeout: 5_000 })).toBeTruthy();
      expect(textbox('الاسم الكامل').value).toBe('سارة العتيبي');
      expect(textbox('رقم الهوية').value).toBe('1012345678');
      expect(textbox('البريد الإلكتروني').value).toBe('sara@example.sa');
      expect(api.sent()).toHaveLength(0);
    });
  });

  it('/services/soman lists the eleven prohibitions before the consent checkbox, which they describe', async () => {
    stubPermitApi();
    history.replaceState(null, '', '/services/soman');
    renderWithProviders(<AppRoutes />);
    const consent = await screen.findByRole('checkbox', { name: /أوافق على/ }, { timeout: 10_000 });
    const hunting = screen.getByText('الصيد');
    const prohibitions = hunting.closest('ul')!;
    expect(within(prohibitions).getAllByRole('listitem')).toHaveLength(11);
    expect(prohibitions.compareDocumentPosition(consent) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getAllByText('الصيد')).toHaveLength(1);
    const description = prohibitions.closest('[id]')!;
    expect(consent.getAttribute('aria-describedby')?.split(' ')).toContain(description.id);
  });

  it('/services/scientific-research draws the research form, which asks nothing of the profile', async () => {
    stubPermitApi();
    history.replaceState(null, '', '/services/scientific-research');
    renderWithProviders(<AppRoutes />);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'تصريح البحث العلمي' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(await headerImage()).toBe(headers.scientific_research_permit);
    // Its own description: the work permit's setting switches it, but describes the work permit.
    expect(await screen.findByText(/يُقدَّم الطلب قبل موعد بدء البحث بثلاثين يوما على الأقل/)).toBeTruthy();
    expect(await screen.findByRole('textbox', { name: /عنوان البحث/ })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /الاسم الكامل/ })).toBeNull();
  });

  it('refuses an incomplete request with the form’s own messages, sending nothing', async () => {
    const api = stubPermitApi({
      posts: [{ status: 422, body: { message: 'الرجاء تعبئة الحقول المطلوبة', errors: {} } }],
    });
    const user = userEvent.setup();
    renderWithProviders(<PermitPage type="free_camping" />);
    await screen.findByRole('textbox', { name: /الاسم الكامل/ });
    // Only the form's own validation stands between the page and the server: it refuses, naming what is missing.
    await user.click(submitButton());
    expect(await screen.findByRole('alert', { name: 'الرجاء تعبئة الحقول المطلوبة' })).toBeTruthy();
    expect(api.sent()).toHaveLength(0);
    expect(screen.getAllByText('هذا الحقل مطلوب').length).toBeGreaterThan(0);
  });

  it('sends a research request, shows the server’s message and goes to the profile one second later, not before', async () => {
    const api = stubPermitApi({ posts: [{ status: 201, body: { data: {}, message: 'تم رفع الطلب البحثي بنجاح' } }] });
    history.replaceState(null, '', '/services/scientific-research');
    const user = userEvent.setup();
    renderWithProviders(<PermitPage type="scientific_research" />);
    await fillResearchRequest(user);

    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], now: TODAY });
    fireEvent.click(submitButton());
    await settleUntil(() => expect(screen.getByText('تم رفع الطلب البحثي بنجاح')).toBeTruthy());
    expect(api.sent()).toHaveLength(1);
    const { path, fields, headers } = api.post(0);
    expect(path).toBe('/api/v1/permits/scientific-research');
    expect(fields).toMatchObject({
      start_at: '2026-12-10 00:00',
      end_at: '2026-12-20 00:00',
      academic_qualification: 'master',
      research_title: 'تعداد الوعول في المحمية',
      'research_purpose[]': 'degree_requirements',
      terms: 'true',
    });
    expect(fields).not.toHaveProperty('g-recaptcha-response');
    expect(headers['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);

    expect(window.location.pathname).toBe('/services/scientific-research');
    act(() => vi.advanceTimersByTime(999));
    expect(window.location.pathname).toBe('/services/scientific-research');
    act(() => vi.advanceTimersByTime(1));
    expect(window.location.pathname).toBe('/profile');
  });

  it('shows the server’s refusal in the error summary and under the field, keeping the answers', async () => {
    const refusal = {
      message: 'الرجاء تعبئة الحقول المطلوبة',
      errors: { research_title: ['يوجد طلب بالعنوان نفسه قيد المراجعة'] },
    };
    const api = stubPermitApi({ posts: [{ status: 422, body: refusal }] });
    const user = userEvent.setup();
    renderWithProviders(<PermitPage type="scientific_research" />);
    await fillResearchRequest(user);
    await user.click(submitButton());

    const summary = await screen.findByRole('alert', { name: 'الرجاء تعبئة الحقول المطلوبة' });
    expect(
      within(summary)
        .getByRole('link', { name: 'عنوان البحث: يوجد طلب بالعنوان نفسه قيد المراجعة' })
        .getAttribute('href'),
    ).toBe('#root_research_title');
    expect(screen.getAllByText('يوجد طلب بالعنوان نفسه قيد المراجعة')).toHaveLength(1);
    // The toast tells the server's message.
    await waitFor(() => expect(screen.getAllByText('الرجاء تعبئة الحقول المطلوبة')).toHaveLength(2));
    expect(textbox('عنوان البحث').value).toBe('تعداد الوعول في المحمية');
    expect(textbox('الملخص البحثي').value).toBe('دراسة ميدانية لأعداد الوعول.');
    expect(api.sent()).toHaveLength(1);
    expect(window.location.pathname).not.toBe('/profile');
  });

  it('tells a citizen whose network failed that something unexpected happened, and lets them send again', async () => {
    const api = stubPermitApi({ posts: [new TypeError('Failed to fetch')] });
    const user = userEvent.setup();
    renderWithProviders(<PermitPage type="scientific_research" />);
    await fillResearchRequest(user);
    await user.click(submitButton());

    expect(await screen.findByText(FALLBACK)).toBeTruthy();
    expect(api.sent()).toHaveLength(1);
    await waitFor(() => expect(submitButton()).toHaveProperty('disabled', false));
    expect(textbox('عنوان البحث').value).toBe('تعداد الوعول في المحمية');
  });

  it('is in English, left to right, with its breadcrumb and the form in English', async () => {
    stubPermitApi();
    renderWithProviders(<PermitPage type="beekeeping" />, { locale: 'en' });

    expect(screen.getByRole('heading', { level: 1, name: 'Beekeeping permit' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('ltr');
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Services' }).getAttribute('href')).toBe('/services');
    expect(((await screen.findByRole('textbox', { name: /Full name/ })) as HTMLInputElement).value).toBe(
      'سارة العتيبي',
    );
    expect(screen.getByRole('button', { name: 'Submit the request' })).toBeTruthy();
  });

  it('asks for a captcha after three refused specific area requests, refuses to send it unsolved, then sends its token', async () => {
    const refused = {
      status: 422,
      body: { message: 'المنطقة المختارة غير متاحة', errors: { region_id: ['المنطقة المختارة غير متاحة'] } },
    };
    const api = stubPermitApi({
      posts: [refused, refused, refused, { status: 201, body: { data: {}, message: 'تم رفع طلب التصريح بنجاح' } }],
    });
    const user = userEvent.setup();
    renderWithProviders(<PermitPage type="specific_area" />);
    await screen.findByRole('textbox', { name: /الاسم الكامل/ });
    await fillSpecificAreaRequest(user);
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await user.click(submitButton());
      await waitFor(() => expect(api.sent()).toHaveLength(attempt));
      await waitFor(() => expect(submitButton()).toHaveProperty('disabled', false));
    }

    const captcha = await screen.findByRole('group', { name: CAPTCHA_LABEL });
    expect(localStorage.getItem('reserve-portal.failures.permits/specific-area')).toBe('3');
    await user.click(submitButton());
    expect(await within(captcha).findByText(CAPTCHA_REQUIRED)).toBeTruthy();
    expect(api.sent()).toHaveLength(3);

    const widget = await waitFor(() => captcha.querySelector('altcha-widget')!);
    fireEvent(widget, new CustomEvent('statechange', { detail: { state: 'verified', payload: 'solved-payload' } }));
    expect(within(captcha).queryByText(CAPTCHA_REQUIRED)).toBeNull();
    await user.click(submitButton());

    expect(await screen.findByText('تم رفع طلب التصريح بنجاح')).toBeTruthy();
    const { path, fields } = api.post(3);
    expect(path).toBe('/api/v1/permits/specific-area');
    expect(fields).toMatchObject({
      'g-recaptcha-response': 'solved-payload',
      user_full_name: 'سارة العتيبي',
      user_id_number: '1012345678',
      user_email: 'sara@example.sa',
      user_phone: '966501234567',
      user_country_id: '1',
      from_date: '2026-12-10',
      region_id: '1',
      vehicle_type: 'دفع رباعي',
    });
    expect(localStorage.getItem('reserve-portal.failures.permits/specific-area')).toBe('0');
  });

  it('starts the count afresh on every visit, and shows the captcha at once when the server asks for it', async () => {
    localStorage.setItem('reserve-portal.failures.permits/specific-area', '7');
    const api = stubPermitApi({
      posts: [
        { status: 422, body: { message: CAPTCHA_REQUIRED, errors: { 'g-recaptcha-response': [CAPTCHA_REQUIRED] } } },
      ],
    });
    const user = userEvent.setup();
    renderWithProviders(<PermitPage type="specific_area" />);
    await screen.findByRole('textbox', { name: /الاسم الكامل/ });
    expect(screen.queryByRole('group', { name: CAPTCHA_LABEL })).toBeNull();

    await fillSpecificAreaRequest(user);
    await user.click(submitButton());
    await waitFor(() => expect(api.sent()).toHaveLength(1));
    const captcha = await screen.findByRole('group', { name: CAPTCHA_LABEL });
    expect(within(captcha).getByText(CAPTCHA_REQUIRED)).toBeTruthy();
  });

  it('shows a closed service’s notice instead of its form', async () => {
    stubPermitApi({
      settings: { ...openSettings(), free_camping_permit: { enabled: false, description: 'تصريح للتخييم المجاني.' } },
    });
    renderWithProviders(<PermitPage type="free_camping" />);

    expect(await screen.findByText('هذه الخدمة متوقفة حاليا، ولا تستقبل طلبات جديدة.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'تقديم الطلب' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'تصريح التخييم الحر' })).toBeTruthy();
  });

  it('closes scientific research with the work permit', async () => {
    stubPermitApi({ settings: { ...openSettings(), work_permit: { enabled: false, description: 'مغلق' } } });
    renderWithProviders(<PermitPage type="scientific_research" />);
    expect(await screen.findByText('هذه الخدمة متوقفة حاليا، ولا تستقبل طلبات جديدة.')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /عنوان البحث/ })).toBeNull();
  });

  it('tells a company account that permits are for individuals', async () => {
    stubPermitApi({ me: { ...sara, account_type: 'company' } });
    renderWithProviders(<PermitPage type="beekeeping" />);

    expect(await screen.findByText(/خدمات التصاريح متاحة للأفراد فقط/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'تقديم الطلب' })).toBeNull();
  });
});
