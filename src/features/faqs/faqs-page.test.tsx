import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Faq } from '../../../schemas/api/faqs';
import { appearanceFixture } from '../../../tests/support/appearance-fixture';
import { showsFaqPagination } from './api';
import { pageOfList } from '../../../tests/support/paged-list';
import { renderAppAt } from '../../../tests/support/render-app-at';

const PER_PAGE = 20;
const faq = (id: number, language = 'ar'): Faq => ({
  id,
  question: language === 'en' ? `Question ${id}?` : `السؤال ${id}؟`,
  answer: language === 'en' ? `<p>Answer ${id}.</p>` : `<p>الجواب ${id}.</p><script>window.hacked = true</script>`,
});

/** GET /faqs answering `total` questions a page at a time (or a status), as the API does; other reads as the shell needs them. */
function stubApi({ total, failures = 0 }: { total: number; failures?: number }) {
  let failuresLeft = failures;
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const language = new Headers(init?.headers).get('accept-language') ?? 'ar';
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if (url.pathname.endsWith('/appearance')) return json({ data: appearanceFixture });
    if (!url.pathname.endsWith('/faqs')) return json({ message: 'Not found' }, 404);
    if (failuresLeft-- > 0) return json({ message: 'Server Error' }, 500);
    return json(pageOfList(total, Number(url.searchParams.get('page') ?? 1), PER_PAGE, (id) => faq(id, language)));
  });
}

const question = (name: string) => screen.getByRole('button', { name });
const isOpen = (name: string) => question(name).getAttribute('aria-expanded') === 'true';

describe('the FAQ page', () => {
  beforeEach(() => {
    vi.restoreAllMocks();
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('shows each question as a level-2 heading, with one answer open at a time, by mouse and keyboard', async () => {
    stubApi({ total: 3 });
    const user = userEvent.setup();
    renderAppAt('/faqs');
    expect(await screen.findByRole('heading', { level: 1, name: 'الأسئلة الشائعة' }, { timeout: 5_000 })).toBeDefined();
    await screen.findByRole('button', { name: 'السؤال 1؟' });
    expect(
      within(screen.getByRole('main'))
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['السؤال 1؟', 'السؤال 2؟', 'السؤال 3؟']);
    expect(document.title).toBe('الأسئلة الشائعة | بوابة المحمية');
    expect([1, 2, 3].some((id) => isOpen(`السؤال ${id}؟`))).toBe(false);

    await user.click(question('السؤال 1؟'));
    expect(isOpen('السؤال 1؟')).toBe(true);
    expect((await screen.findByRole('region', { name: 'السؤال 1؟' })).textContent).toBe('الجواب 1.');
    await user.click(question('السؤال 2؟'));
    expect(isOpen('السؤال 1؟')).toBe(false);
    expect(isOpen('السؤال 2؟')).toBe(true);

    question('السؤال 3؟').focus();
    await user.keyboard('{Enter}');
    expect(isOpen('السؤال 3؟')).toBe(true);
    expect(isOpen('السؤال 2؟')).toBe(false);
    await user.keyboard(' ');
    expect(isOpen('السؤال 3؟')).toBe(false);
    // The answer's HTML is shown clean: its script neither stays nor runs.
    expect(document.querySelector('main script')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('pages with the address when there are more than 10 questions, each page a history entry', async () => {
    stubApi({ total: 25 });
    const user = userEvent.setup();
    const location = renderAppAt('/faqs');
    const pages = await screen.findByRole('navigation', { name: 'صفحات الأسئلة الشائعة' });
    expect(within(screen.getByRole('main')).getAllByRole('heading', { level: 2 })).toHaveLength(20);
    await user.click(within(pages).getByRole('button', { name: 'الصفحة 2' }));
    await screen.findByRole('button', { name: 'السؤال 21؟' });
    expect(within(screen.getByRole('main')).getAllByRole('heading', { level: 2 })).toHaveLength(5);
    expect(location.history).toEqual(['/faqs', '/faqs?page=2']);
    expect(
      within(screen.getByRole('navigation', { name: 'صفحات الأسئلة الشائعة' })).getByRole('button', {
        name: 'الصفحة 2، الصفحة الحالية',
      }),
    ).toBeDefined();
  });

  it('opens a shared link on its page', async () => {
    const fetch = stubApi({ total: 25 });
    renderAppAt('/faqs?page=2');
    await screen.findByRole('button', { name: 'السؤال 25؟' });
    expect(fetch.mock.calls.map(([input]) => String(input)).filter((url) => url.includes('/faqs'))).toEqual([
      '/api/v1/faqs?page=2',
    ]);
  });

  it('shows no pagination for 10 questions or fewer', async () => {
    stubApi({ total: 10 });
    renderAppAt('/faqs');
    await screen.findByRole('button', { name: 'السؤال 10؟' });
    expect(screen.queryByRole('navigation', { name: 'صفحات الأسئلة الشائعة' })).toBeNull();
  });

  it('paginates only above 10 questions in all, and only with a page to go to', () => {
    const meta = (total: number) => ({
      current_page: 1,
      from: 1,
      last_page: Math.max(1, Math.ceil(total / PER_PAGE)),
      per_page: PER_PAGE,
      total,
    });
    expect(showsFaqPagination(meta(10))).toBe(false);
    expect(showsFaqPagination(meta(11))).toBe(false);
    expect(showsFaqPagination(meta(21))).toBe(true);
    expect(showsFaqPagination({ current_page: 1, from: 1, last_page: 2, per_page: 10, total: 11 })).toBe(true);
    expect(showsFaqPagination({ current_page: 1, from: 1, last_page: 2, per_page: 5, total: 10 })).toBe(false);
  });

  it('says the load failed, in the words of the spec, and loads on retry', async () => {
    stubApi({ total: 3, failures: 1 });
    const user = userEvent.setup();
    renderAppAt('/faqs');
    const alert = await screen.findByRole('alert', {}, { timeout: 5_000 });
    expect(alert.textContent).toContain('حدث خطأ في تحميل البيانات');
    await user.click(within(alert).getByRole('button', { name: 'إعادة المحاولة' }));
    expect(await screen.findByRole('button', { name: 'السؤال 1؟' })).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('says so when there are no questions', async () => {
    stubApi({ total: 0 });
    renderAppAt('/faqs');
    expect((await screen.findByText('لا توجد أسئلة شائعة حاليا.')).closest('[role="status"]')).not.toBeNull();
  });

  it('speaks English on an English page', async () => {
    localStorage.setItem('locale', 'en');
    stubApi({ total: 2 });
    renderAppAt('/faqs');
    expect(await screen.findByRole('heading', { level: 1, name: 'FAQs' }, { timeout: 5_000 })).toBeDefined();
    expect(await screen.findByRole('button', { name: 'Question 1?' })).toBeDefined();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toBeDefined();
  });
});
