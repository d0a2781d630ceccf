import { describe, expect, it, vi } from 'vitest';
import type { SurveyDetail } from '../../../schemas/api/surveys';
import { appearanceFixture } from '../../../tests/support/appearance-fixture';
import { renderPage } from '../../entry-server';
import type { Locale } from '../../i18n/locale';

const PUBLIC = '00000000-0000-4000-8000-000000000001';
const MEMBERS = '00000000-0000-4000-8000-000000000002';

const survey = (language: Locale): SurveyDetail => ({
  uuid: PUBLIC,
  title: language === 'en' ? 'Wildlife sightings' : 'رصد مشاهدات الحياة الفطرية',
  description: language === 'en' ? 'Record your sighting.' : 'سجل مشاهدتك.',
  created_at: '2025-09-28T07:00:00.000Z',
  image: { path: '/demo/articles/gazelles.webp' },
  display_in_public: true,
  is_open: true,
  questions: [
    {
      id: 1,
      question: language === 'en' ? 'What did you see?' : 'ماذا شاهدت؟',
      type: 'radio',
      required: true,
      options: [{ value: 'gazelle', label: language === 'en' ? 'Gazelles' : 'ظباء' }],
    },
  ],
});

/** The server's own API as the renderer sees it: a members-only survey answers 401, an unknown one 404. */
const readApi = vi.fn(async (path: string, locale: Locale) => {
  if (path === '/appearance') return { data: appearanceFixture };
  if (path === '/surveys?page=2') {
    const summary: Partial<SurveyDetail> = survey(locale);
    delete summary.questions;
    return { data: [summary], meta: { current_page: 2, from: 21, last_page: 2, per_page: 20, total: 21 } };
  }
  if (path === `/surveys/${PUBLIC}`) return { data: survey(locale) };
  const status = path === `/surveys/${MEMBERS}` ? 401 : 404;
  throw Object.assign(new Error(`GET ${path} answered ${status}`), { status });
});

describe('the survey pages rendered on the server', () => {
  it('renders a page of the list with its cards', async () => {
    const page = await renderPage({ url: '/survey?page=2', locale: 'en', readApi });
    expect(page).toMatchObject({
      status: 200,
      lang: 'en',
      title: 'Surveys | Reserve portal',
      modules: ['src/features/surveys/surveys-page.tsx'],
    });
    expect(page!.html).toMatch(/<h2[^>]*>Wildlife sightings<\/h2>/);
    expect(page!.html).toContain(`href="/survey/${PUBLIC}"`);
  });

  it('renders a survey with its form, which waits for the page code', async () => {
    const page = await renderPage({ url: `/survey/${PUBLIC}`, locale: 'ar', readApi });
    expect(page).toMatchObject({ status: 200, dir: 'rtl', title: 'رصد مشاهدات الحياة الفطرية | بوابة المحمية' });
    expect(page!.html).toMatch(/<h1[^>]*>رصد مشاهدات الحياة الفطرية<\/h1>/);
    expect(page!.html).toContain('ماذا شاهدت؟');
    expect(page!.html).toMatch(/<fieldset[^>]*disabled=""/);
  });

  it('leaves a members-only survey to the browser, and answers 404 for an unknown one', async () => {
    const members = await renderPage({ url: `/survey/${MEMBERS}`, locale: 'ar', readApi });
    expect(members!.status).toBe(200);
    expect(members!.html).not.toContain('ماذا شاهدت؟');
    const unknown = await renderPage({ url: '/survey/00000000-0000-4000-8000-000000000009', locale: 'ar', readApi });
    expect(unknown!.status).toBe(404);
  });
});
