import { describe, expect, it, vi } from 'vitest';
import { appearanceFixture } from '../tests/support/appearance-fixture';
import { renderPage, serverRenderedUrl } from './entry-server';
import type { Locale } from './i18n/locale';

const faqsAnswer = (page: number, language: Locale) => ({
  data: [
    {
      id: page,
      question: language === 'en' ? `Question of page ${page}?` : `سؤال الصفحة ${page}؟`,
      answer: `<p>answer-${page}</p>`,
    },
  ],
  meta: { current_page: page, from: 21, last_page: 2, per_page: 20, total: 21 },
});

/** The server's own API as the renderer sees it: answers by path, a failure as an error with its status. */
function readApiWith(failures: Record<string, number> = {}) {
  return vi.fn(async (path: string, locale: Locale) => {
    if (path in failures)
      throw Object.assign(new Error(`GET ${path} answered ${failures[path]}`), { status: failures[path] });
    if (path === '/appearance') return { data: appearanceFixture };
    const page = /^\/faqs(?:\?page=(\d+))?$/.exec(path);
    if (page) return faqsAnswer(Number(page[1] ?? 1), locale);
    throw Object.assign(new Error(`unexpected read ${path}`), { status: 500 });
  });
}

const embedded = (afterRoot: string) =>
  JSON.parse(/<script type="application\/json" id="page-data">(.*)<\/script>/s.exec(afterRoot)![1]!) as Record<
    string,
    unknown
  >;

describe('the server renderer', () => {
  it('renders a list page at its page, with the answers it drew from embedded under the keys the browser asks by', async () => {
    const readApi = readApiWith();
    const page = await renderPage({ url: '/faqs?page=2&utm_source=x', locale: 'ar', readApi });
    expect(readApi.mock.calls.map(([path]) => path).sort()).toEqual(['/appearance', '/faqs?page=2']);
    expect(page).toMatchObject({
      status: 200,
      lang: 'ar',
      dir: 'rtl',
      title: 'الأسئلة الشائعة | بوابة المحمية',
      modules: ['src/features/faqs/faqs-page.tsx'],
    });
    expect(page!.html).toContain('سؤال الصفحة 2؟');
    // Every answer is in the HTML, to read without JavaScript (a <noscript> style shows them).
    expect(page!.html).toContain('answer-2');
    expect(page!.html).toContain('<noscript>');
    expect(Object.keys(embedded(page!.afterRoot)).sort()).toEqual(['/appearance', 'ar /faqs?page=2']);
    expect(serverRenderedUrl('/faqs?page=2&utm_source=x')).toBe('/faqs?page=2');
  });

  it('renders in English for an English visitor', async () => {
    const page = await renderPage({ url: '/faqs', locale: 'en', readApi: readApiWith() });
    expect(page).toMatchObject({ status: 200, lang: 'en', dir: 'ltr', title: 'FAQs | Reserve portal' });
    expect(page!.html).toContain('Question of page 1?');
    expect(Object.keys(embedded(page!.afterRoot))).toContain('en /faqs');
  });

  it('answers 404 when a read of the page answers 404, and embeds that so the browser does not ask again', async () => {
    const page = await renderPage({ url: '/faqs', locale: 'ar', readApi: readApiWith({ '/faqs': 404 }) });
    expect(page!.status).toBe(404);
    expect(embedded(page!.afterRoot)['404']).toEqual(['ar /faqs']);
  });

  it('leaves another failed read for the browser to ask again', async () => {
    const page = await renderPage({ url: '/faqs', locale: 'ar', readApi: readApiWith({ '/faqs': 503 }) });
    expect(page!.status).toBe(200);
    expect(embedded(page!.afterRoot)).toEqual({ '/appearance': { data: appearanceFixture } });
  });

  it('renders the legal pages with their headings, in the visitor language', async () => {
    const terms = await renderPage({ url: '/terms', locale: 'ar', readApi: readApiWith() });
    expect(terms!.html).toMatch(/<h1[^>]*>الخصوصية والشروط<\/h1>/);
    for (const heading of [
      'قيود الاستخدام',
      'الروابط',
      'الملكية الفكرية',
      'الاختصاص القضائي',
      'حدود المسؤولية',
      'الفيروسات',
      'إخلاء المسؤولية',
      'التعويض',
      'معايير المشاركات',
      'ملفات تعريف الارتباط',
    ]) {
      expect(terms!.html).toMatch(new RegExp(`<h2[^>]*>[^<]*${heading}[^<]*</h2>`));
    }
    expect(terms!.html).toContain('href="#cookies"');
    const rules = await renderPage({ url: '/terms-permits-researcher', locale: 'en', readApi: readApiWith() });
    expect(rules!.title).toBe('Research rules | Reserve portal');
    expect(rules!.html).toContain('at least 30 days before the research starts');
    expect(rules!.html).toContain('within 15 working days');
    // The English page's own text has no Arabic (the language switch names Arabic in Arabic, outside <main>).
    expect(/<main[\s\S]*<\/main>/.exec(rules!.html)![0]).not.toMatch(/[\u0600-\u06FF]/);
  });

  it('draws the not-found page with status 404 for an address that matches no route, in the visitor language', async () => {
    const page = await renderPage({ url: '/does-not-exist', locale: 'en', readApi: readApiWith() });
    expect(page).toMatchObject({ status: 404, lang: 'en', title: 'Page not found | Reserve portal' });
    expect(page!.html).toContain('We could not find the page you are looking for.');
    expect(serverRenderedUrl('/does-not-exist?utm_source=x')).toBe('/does-not-exist');
  });

  it('draws nothing for a page the browser draws alone', async () => {
    expect(await renderPage({ url: '/profile', locale: 'ar', readApi: readApiWith() })).toBeNull();
    expect(serverRenderedUrl('/profile')).toBeNull();
  });
});
