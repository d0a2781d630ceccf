import { describe, expect, it, vi } from 'vitest';
import type { JobDetail } from '../../../schemas/api/jobs';
import { appearanceFixture } from '../../../tests/support/appearance-fixture';
import { renderPage } from '../../entry-server';
import type { Locale } from '../../i18n/locale';

const OPEN = '00000000-0000-4000-8000-000000000011';
const CLOSED = '00000000-0000-4000-8000-000000000012';

const job = (language: Locale, uuid = OPEN): JobDetail => ({
  uuid,
  title: language === 'en' ? 'Field Ranger' : 'حارس ميداني',
  description:
    language === 'en' ? '<p>Patrol the <strong>valleys</strong>.</p>' : '<p>القيام <strong>بالدوريات</strong>.</p>',
  created_at: '2025-09-28T07:00:00.000Z',
  is_open: uuid === OPEN,
  requirements: language === 'en' ? '<ul><li>A driving licence</li></ul>' : '<ul><li>رخصة قيادة</li></ul>',
  responsibilities: null,
  questions: [
    {
      id: 1,
      question: language === 'en' ? 'Attach your CV' : 'أرفق سيرتك الذاتية',
      type: 'file',
      required: true,
      options: [],
    },
  ],
});

/** The server's own API as the renderer sees it; an unknown job answers 404. */
const readApi = vi.fn(async (path: string, locale: Locale) => {
  if (path === '/appearance') return { data: appearanceFixture };
  if (path === '/job-opportunities?page=2') {
    const { uuid, title, description, created_at, is_open } = job(locale);
    return {
      data: [{ uuid, title, description, created_at, is_open }],
      meta: { current_page: 2, from: 21, last_page: 2, per_page: 20, total: 21 },
    };
  }
  if (path === `/job-opportunities/${OPEN}`) return { data: job(locale) };
  if (path === `/job-opportunities/${CLOSED}`) return { data: job(locale, CLOSED) };
  throw Object.assign(new Error(`GET ${path} answered 404`), { status: 404 });
});

describe('the job pages rendered on the server', () => {
  it('renders a page of the list with its cards, the description as plain text', async () => {
    const page = await renderPage({ url: '/jobs?page=2', locale: 'en', readApi });
    expect(page).toMatchObject({
      status: 200,
      lang: 'en',
      title: 'Jobs | Reserve portal',
      modules: ['src/features/jobs/jobs-page.tsx'],
    });
    expect(page!.html).toMatch(/<h2[^>]*>Field Ranger<\/h2>/);
    expect(page!.html).toContain('Patrol the valleys.');
    expect(page!.html).toContain(`href="/jobs/${OPEN}"`);
  });

  it('renders a job with its bodies and, as to a visitor, the way to sign in before its form', async () => {
    const page = await renderPage({ url: `/jobs/${OPEN}`, locale: 'ar', readApi });
    expect(page).toMatchObject({ status: 200, dir: 'rtl', title: 'حارس ميداني | بوابة المحمية' });
    expect(page!.html).toMatch(/<h1[^>]*>حارس ميداني<\/h1>/);
    expect(page!.html).toContain('<li>رخصة قيادة</li>');
    expect(page!.html).toContain('يجب تسجيل الدخول لتقديم طلبك.');
    expect(page!.html).toContain(`href="/sign-in?next=%2Fjobs%2F${OPEN}"`);
    expect(page!.html).not.toContain('أرفق سيرتك الذاتية');
  });

  it('says a closed job is closed, and answers 404 for an unknown one', async () => {
    const closed = await renderPage({ url: `/jobs/${CLOSED}`, locale: 'ar', readApi });
    expect(closed!.html).toContain('هذه الوظيفة مغلقة ولا تستقبل طلبات جديدة.');
    expect(closed!.html).not.toContain('<fieldset');
    const unknown = await renderPage({ url: '/jobs/00000000-0000-4000-8000-000000000019', locale: 'ar', readApi });
    expect(unknown!.status).toBe(404);
  });
});
