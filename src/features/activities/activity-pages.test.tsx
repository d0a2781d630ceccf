import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ActivityDetail, ActivitySummary, ActivityType } from '../../../schemas/api/activities';
import { appearanceFixture } from '../../../tests/support/appearance-fixture';
import { pageOfList } from '../../../tests/support/paged-list';
import { renderAppAt } from '../../../tests/support/render-app-at';
import { TOKEN_STORAGE_KEY } from '../../lib/api-client';

const PER_PAGE = 20;
const TYPES: ActivityType[] = ['workshop', 'event', 'volunteer_opportunity', 'environmental_tourism'];
const uuidOf = (id: number) => `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`;

// Activities from this id on ended in January 2026; those before it are still to come.
const FIRST_ENDED = 17;
const hasEnded = (id: number) => id >= FIRST_ENDED;

const summary = (id: number, language: string, type: ActivityType = TYPES[id % 4]!): ActivitySummary => ({
  uuid: uuidOf(id),
  slug: `activity-${id}`,
  type,
  title: language === 'en' ? `Activity ${id}` : `النشاط ${id}`,
  from: hasEnded(id) ? '2026-01-08T05:00:00.000Z' : '2099-01-08T05:00:00.000Z',
  to: hasEnded(id) ? '2026-01-10T10:00:00.000Z' : '2099-01-10T10:00:00.000Z',
  imageFile: { path: '/demo/articles/rain.webp' },
  location_name: language === 'en' ? 'Rawdat Noura' : 'روضة نورة',
  auto_approve: id % 2 === 0,
});

const detail = (id: number, language: string, images: number): ActivityDetail => ({
  ...summary(id, language, 'event'),
  images: Array.from({ length: images }, (_, index) => ({
    path: `/demo/articles/${['rain', 'birds', 'dunes'][index % 3]}.webp`,
  })),
  location: 'https://maps.google.com/?q=Rawdat+Noura',
  description: `<p>${language === 'en' ? 'About it' : 'عنها'}</p><script>window.hacked = true</script>`,
  terms: '<ul><li>الالتزام بالتعليمات</li></ul>',
  files: [{ path: '/demo/reports/night-sky-light-pollution.pdf', mime_type: 'application/pdf' }],
});

interface Stub {
  total?: number;
  images?: number;
  volunteered?: boolean;
  joinStatus?: 'approved' | 'pending';
}

/** The API of the activity pages; the shell's reads as it needs them. */
function stubApi({ total = 25, images = 3, volunteered = false, joinStatus = 'approved' }: Stub = {}) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const headers = new Headers(init?.headers);
    const language = headers.get('accept-language') ?? 'ar';
    const signedIn = headers.has('authorization');
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if (url.pathname.endsWith('/appearance')) return json({ data: appearanceFixture });
    if (url.pathname.endsWith('/me'))
      return json({ data: { name: 'Sara', email: 'sara@example.org', email_verified: true } });
    const join = /\/activities\/([^/]+)\/volunteer$/.exec(url.pathname);
    if (join && init?.method?.toUpperCase() === 'POST') {
      return json(
        {
          data: {
            status: joinStatus,
            auto_approve: joinStatus === 'approved',
            already_registered: false,
            created_at: '2026-11-24T08:00:00Z',
          },
          message: 'server says',
        },
        201,
      );
    }
    const slug = /\/activities\/([^/]+)$/.exec(url.pathname)?.[1];
    if (slug) {
      const id = Number(/(\d+)$/.exec(slug)?.[1]);
      if (!(id >= 1 && id <= total)) return json({ message: 'Not found' }, 404);
      return json({ data: { ...detail(id, language, images), ...(signedIn && { user_volunteered: volunteered }) } });
    }
    if (!url.pathname.endsWith('/activities')) return json({ message: 'Not found' }, 404);
    const type = url.searchParams.get('type') as ActivityType | null;
    return json(
      pageOfList(total, Number(url.searchParams.get('page') ?? 1), PER_PAGE, (id) =>
        summary(id, language, type ?? undefined),
      ),
    );
  });
}

const posts = (fetch: ReturnType<typeof stubApi>) =>
  fetch.mock.calls.filter(([, init]) => init?.method?.toUpperCase() === 'POST');

beforeEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('the events list', () => {
  it('groups a page of activities under the four types, in order, each card linking to its page', async () => {
    const fetch = stubApi({ total: 25 });
    renderAppAt('/events');
    expect(await screen.findByRole('heading', { level: 1, name: 'الفعاليات' }, { timeout: 5_000 })).toBeDefined();
    await screen.findByRole('heading', { level: 3, name: 'النشاط 1' });
    const main = screen.getByRole('main');
    expect(
      within(main)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['الفعاليات', 'الفرص التطوعية', 'ورش العمل', 'السياحة البيئية', 'فعاليات انتهت']);
    expect(within(main).getAllByRole('heading', { level: 3 })).toHaveLength(20);
    expect(
      within(main)
        .getByRole('link', { name: /النشاط 1$/ })
        .getAttribute('href'),
    ).toBe('/events/activity-1');
    expect(within(main).getAllByText(/تبدأ في/)[0]!.textContent).toContain('يناير');
    expect(document.title).toBe('الفعاليات | بوابة المحمية');
    expect(fetch.mock.calls.map(([input]) => String(input)).filter((url) => url.includes('/activities'))).toEqual([
      '/api/v1/activities',
    ]);
  });

  it('puts the activities that have ended apart, after the upcoming ones, under their own heading', async () => {
    stubApi({ total: 25 });
    renderAppAt('/events');
    const ended = await screen.findByRole('region', { name: 'فعاليات انتهت' }, { timeout: 5_000 });
    const main = screen.getByRole('main');
    expect(within(main).getAllByRole('heading', { level: 2 }).at(-1)!.textContent).toBe('فعاليات انتهت');
    expect(
      within(ended)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['النشاط 17', 'النشاط 18', 'النشاط 19', 'النشاط 20']);
    const workshops = screen.getByRole('region', { name: 'ورش العمل' });
    expect(
      within(workshops)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['النشاط 4', 'النشاط 8', 'النشاط 12', 'النشاط 16']);
  });

  it('heads the groups in English on an English page', async () => {
    localStorage.setItem('locale', 'en');
    stubApi({ total: 4 });
    renderAppAt('/events');
    await screen.findByRole('heading', { level: 3, name: 'Activity 1' }, { timeout: 5_000 });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(
      expect.arrayContaining(['Events', 'Volunteer opportunities', 'Workshops', 'Environmental tourism']),
    );
    expect(screen.queryByText('الفعاليات')).toBeNull();
  });

  it('says there are no events when there are none', async () => {
    stubApi({ total: 0 });
    renderAppAt('/events');
    expect(
      (await screen.findByText('لا توجد فعاليات حاليا.', {}, { timeout: 5_000 })).closest('[role="status"]'),
    ).not.toBeNull();
  });
});

describe('the volunteer list', () => {
  it('asks the server for volunteer opportunities only, a page at a time', async () => {
    const fetch = stubApi({ total: 22 });
    const user = userEvent.setup();
    const location = renderAppAt('/volunteer');
    expect(await screen.findByRole('heading', { level: 1, name: 'الفرص التطوعية' }, { timeout: 5_000 })).toBeDefined();
    await screen.findByRole('heading', { level: 2, name: 'النشاط 1' });
    await user.click(
      within(screen.getByRole('navigation', { name: 'صفحات الفرص التطوعية' })).getByRole('button', {
        name: 'الصفحة 2',
      }),
    );
    // Page 2 holds only opportunities that have ended: apart, under their own heading.
    const ended = await screen.findByRole('region', { name: 'فرص تطوعية انتهت' });
    expect(
      within(ended)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['النشاط 21', 'النشاط 22']);
    expect(location.history).toEqual(['/volunteer', '/volunteer?page=2']);
    expect(fetch.mock.calls.map(([input]) => String(input)).filter((url) => url.includes('/activities'))).toEqual([
      '/api/v1/activities?type=volunteer_opportunity',
      '/api/v1/activities?type=volunteer_opportunity&page=2',
    ]);
  });
});

describe('an activity page', () => {
  it('shows the dates, the duration, the place with its map link, the bodies cleaned, the files and the gallery', async () => {
    stubApi({ images: 3 });
    const user = userEvent.setup();
    renderAppAt('/events/activity-2');
    expect(await screen.findByRole('heading', { level: 1, name: 'النشاط 2' }, { timeout: 5_000 })).toBeDefined();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'الفعاليات' }).getAttribute('href')).toBe('/events');
    expect(main.textContent).toContain('3 أيام');
    expect(main.textContent).toMatch(/من .*يناير.* إلى .*يناير/);
    const map = within(main).getByRole('link', { name: /عرض الموقع على الخريطة/ });
    expect(map.getAttribute('target')).toBe('_blank');
    expect(
      within(main)
        .getByRole('link', { name: /night-sky-light-pollution\.pdf/ })
        .getAttribute('href'),
    ).toBe('/demo/reports/night-sky-light-pollution.pdf');
    expect(within(main).getByText('عنها')).toBeDefined();
    expect(main.querySelector('script')).toBeNull();

    const thumbnails = within(main).getAllByRole('button', { name: /عرض الصورة \d من 3/ });
    expect(thumbnails).toHaveLength(3);
    expect(thumbnails[0]!.getAttribute('aria-pressed')).toBe('true');
    await user.click(thumbnails[2]!);
    expect(thumbnails[2]!.getAttribute('aria-pressed')).toBe('true');
    expect(within(main).getByRole('img', { name: 'الصورة 3 من 3' })).toBeDefined();
    expect(within(main).getByRole('button', { name: 'الصور التالية' })).toBeDefined();
  });

  it('shows one image without thumbnails, or a fallback without any', async () => {
    stubApi({ images: 1 });
    renderAppAt('/events/activity-2');
    await screen.findByRole('heading', { level: 1, name: 'النشاط 2' }, { timeout: 5_000 });
    expect(screen.queryByRole('button', { name: /عرض الصورة/ })).toBeNull();
    vi.restoreAllMocks();
    stubApi({ images: 0 });
    renderAppAt('/events/activity-4');
    expect(await screen.findByText('لا توجد صور لهذه الفعالية', {}, { timeout: 5_000 })).toBeDefined();
  });

  it('replaces a slug the activity had before an editor changed it with its own, and shows it', async () => {
    stubApi({ total: 3 }); // the API answers old-activity-2 with activity-2, as it does a renamed activity
    const location = renderAppAt('/events/old-activity-2');
    expect(await screen.findByRole('heading', { level: 1, name: 'النشاط 2' }, { timeout: 5_000 })).toBeDefined();
    await waitFor(() => expect(location.history).toEqual(['/events/activity-2']));
  });

  it('draws the not-found page for an unknown activity', async () => {
    stubApi({ total: 3 });
    renderAppAt('/events/activity-99');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'الصفحة غير موجودة' }, { timeout: 5_000 }),
    ).toBeDefined();
  });
});

describe('joining an activity', () => {
  it('tells a visitor to sign in first and takes them to sign in, to come back here', async () => {
    const fetch = stubApi();
    const user = userEvent.setup();
    const location = renderAppAt('/events/activity-2');
    await user.click(await screen.findByRole('button', { name: 'انضم الآن' }, { timeout: 5_000 }));
    expect(await screen.findByText('يجب تسجيل الدخول أولا')).toBeDefined();
    await waitFor(() => expect(location.history.at(-1)).toBe('/sign-in?next=%2Fevents%2Factivity-2'));
    expect(posts(fetch)).toHaveLength(0);
  });

  it('says an activity that has ended takes no more registrations, with no button to join it', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, JSON.stringify('token-1'));
    const fetch = stubApi();
    renderAppAt('/events/activity-18');
    expect(
      await screen.findByText('انتهت هذه الفعالية ولا تستقبل تسجيلات جديدة.', {}, { timeout: 5_000 }),
    ).toBeDefined();
    expect(screen.queryByRole('button', { name: 'انضم الآن' })).toBeNull();
    expect(posts(fetch)).toHaveLength(0);
  });

  it('joins a signed-in member once, says approved when the activity auto-approves, and shows the joined label', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, JSON.stringify('token-1'));
    const fetch = stubApi({ joinStatus: 'approved' });
    const user = userEvent.setup();
    renderAppAt('/events/activity-2');
    const button = await screen.findByRole('button', { name: 'انضم الآن' }, { timeout: 5_000 });
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    await user.dblClick(button);
    expect(await screen.findByText('تمت الموافقة على تسجيلك في الفعالية بنجاح.')).toBeDefined();
    expect(await screen.findByText('تم الانضمام')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'انضم الآن' })).toBeNull();
    expect(posts(fetch)).toHaveLength(1);
    const [url, init] = posts(fetch)[0]!;
    expect(String(url)).toBe('/api/v1/activities/activity-2/volunteer');
    expect((init!.body as FormData).get('reason')).toBeTruthy();
    expect(new Headers(init!.headers).get('idempotency-key')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('says pending in English when the activity does not auto-approve', async () => {
    localStorage.setItem('locale', 'en');
    localStorage.setItem(TOKEN_STORAGE_KEY, JSON.stringify('token-1'));
    stubApi({ joinStatus: 'pending' });
    const user = userEvent.setup();
    renderAppAt('/events/activity-3');
    const button = await screen.findByRole('button', { name: 'Join now' }, { timeout: 5_000 });
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    await user.click(button);
    expect(
      await screen.findByText('You are registered for the event; you will be notified upon approval.'),
    ).toBeDefined();
    expect(await screen.findByText('Joined')).toBeDefined();
  });

  it('shows the joined label at once to a member who joined before', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, JSON.stringify('token-1'));
    stubApi({ volunteered: true });
    renderAppAt('/events/activity-2');
    expect(await screen.findByText('تم الانضمام', {}, { timeout: 5_000 })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'انضم الآن' })).toBeNull();
  });
});
