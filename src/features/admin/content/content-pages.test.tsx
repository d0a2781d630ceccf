import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { staffMeAnswer } from '../../../../tests/support/admin-stubs';
import { renderAdminAt } from '../../../../tests/support/render-admin-at';
import { callsTo, stubFetch } from '../../../../tests/support/stub-fetch';
import { TOKEN_STORAGE_KEY } from '../../../lib/api-client';
import { staffDateTime } from '../shared/date-time';

const EDITOR_NAME = 'عبدالرحمن بن عبدالعزيز بن محمد بن سليمان آل الشيخ القحطاني';
const values = {
  question_ar: 'هل يُسمح بإشعال النار في مواقع التخييم داخل روضة خريم؟',
  question_en: 'May campers light fires at the Rawdat Khuraim sites?',
  answer_ar: '<p>نعم، في المواقد المخصصة فقط، من الساعة ٤ عصرًا.</p>',
  answer_en: '<p>Yes, in the fire pits only, from 4 pm.</p>',
  position: 2,
};
const item = {
  id: '7',
  revision: '41',
  values,
  history: [
    {
      action: 'edited',
      actor: EDITOR_NAME,
      at: '2026-11-20T09:05:00.000Z',
      changes: { answer_ar: { before: '<p>لا</p>', after: values.answer_ar }, position: { before: 1, after: 2 } },
    },
    { action: 'created', actor: EDITOR_NAME, at: '2026-11-19T08:00:00.000Z', changes: {} },
  ],
};
const headerOf = (call: Parameters<typeof fetch>, name: string) => new Headers(call[1]?.headers).get(name);

describe('the content editors’ pages', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('locale', 'ar');
    localStorage.setItem(TOKEN_STORAGE_KEY, JSON.stringify('staff-token'));
  });
  afterEach(() => vi.restoreAllMocks());

  it('lists a type’s items with both titles, each opening its editor', async () => {
    stubFetch({
      'GET /admin/me': staffMeAnswer('editor'),
      'GET /admin/content/faqs': {
        data: [{ id: '7', title_ar: values.question_ar, title_en: values.question_en }],
        meta: { current_page: 1, last_page: 1, per_page: 10, total: 1 },
      },
    });
    renderAdminAt('/admin/content/faqs');
    await screen.findByRole('heading', { level: 1, name: 'الأسئلة الشائعة' });
    const link = await screen.findAllByRole('link', { name: values.question_ar });
    expect(link[0]!.getAttribute('href')).toBe('/admin/content/faqs/7');
    expect(screen.getAllByText(values.question_en)[0]!.getAttribute('lang')).toBe('en');
    expect(screen.getByRole('link', { name: 'إضافة سؤال' }).getAttribute('href')).toBe('/admin/content/faqs/new');
    // Questions are not published or scheduled: no state column.
    expect(screen.queryByRole('columnheader', { name: 'الحالة' })).toBeNull();
  });

  it('shows each article’s state in words, a scheduled one with the reserve’s day and time, in both languages', async () => {
    const articles = {
      data: [
        { id: '3', title_ar: 'موسم الخريف', title_en: 'Autumn season', state: 'draft' },
        {
          id: '2',
          title_ar: 'إطلاق الحبارى',
          title_en: 'Houbara release',
          state: 'scheduled',
          publish_at: '2026-12-01T06:00:00.000Z',
        },
        { id: '1', title_ar: 'يوم التأسيس', title_en: 'Founding day', state: 'published' },
      ],
      meta: { current_page: 1, last_page: 1, per_page: 10, total: 3 },
    };
    stubFetch({ 'GET /admin/me': staffMeAnswer('editor'), 'GET /admin/content/articles': articles });
    renderAdminAt('/admin/content/articles');
    await screen.findByRole('heading', { level: 1, name: 'الأخبار' });
    expect(screen.getByRole('columnheader', { name: 'الحالة' })).toBeTruthy();
    const rowOf = (title: string) => screen.getAllByRole('link', { name: title })[0]!.closest('tr')!;
    expect(within(rowOf('موسم الخريف')).getByText('مسودة')).toBeTruthy();
    expect(within(rowOf('يوم التأسيس')).getByText('منشور')).toBeTruthy();
    // 06:00 UTC is 09:00 at the reserve.
    const arabicDate = new Intl.DateTimeFormat('ar', staffDateTime).format(new Date('2026-12-01T06:00:00.000Z'));
    expect(within(rowOf('إطلاق الحبارى')).getByText(arabicDate).closest('time')!.getAttribute('datetime')).toBe(
      '2026-12-01T06:00:00.000Z',
    );
    expect(within(rowOf('إطلاق الحبارى')).getByText(/مجدول للنشر في/)).toBeTruthy();
    cleanup();

    localStorage.setItem('locale', 'en');
    renderAdminAt('/admin/content/articles');
    await screen.findByRole('heading', { level: 1, name: 'News' });
    const englishDate = new Intl.DateTimeFormat('en', staffDateTime).format(new Date('2026-12-01T06:00:00.000Z'));
    expect(englishDate).toContain('9:00');
    expect(within(rowOf('موسم الخريف')).getByText('Draft')).toBeTruthy();
    expect(within(rowOf('يوم التأسيس')).getByText('Published')).toBeTruthy();
    expect(rowOf('إطلاق الحبارى').textContent).toContain(`Scheduled for ${englishDate}`);
  });

  it('saves an edit over the revision it opened and shows the history by the form’s field names', async () => {
    const fetch = stubFetch({
      'GET /admin/me': staffMeAnswer('editor'),
      'GET /admin/content/faqs/7': { data: item },
      'PUT /admin/content/faqs/7': { data: { id: '7' }, message: 'حُفظ السؤال وظهر في صفحة الأسئلة الشائعة' },
    });
    const user = userEvent.setup();
    renderAdminAt('/admin/content/faqs/7');
    await screen.findByRole('heading', { level: 1, name: values.question_ar });
    const history = screen.getByRole('heading', { level: 2, name: 'سجل التعديلات' }).closest('section')!;
    await within(history).findByText('الحقول: الإجابة بالعربية والترتيب');
    expect(within(history).getAllByText(EDITOR_NAME)).toHaveLength(2);

    const question = await screen.findByRole('textbox', { name: /السؤال بالإنجليزية/ });
    await user.clear(question);
    await user.type(question, 'May campers light fires?');
    await user.click(screen.getByRole('button', { name: 'حفظ السؤال' }));
    await waitFor(() => expect(callsTo(fetch, 'PUT', '/admin/content/faqs/7')).toHaveLength(1));
    const [put] = callsTo(fetch, 'PUT', '/admin/content/faqs/7');
    expect(headerOf(put!, 'if-match')).toBe('"41"');
    const body = put![1]!.body as FormData;
    expect(body.get('question_en')).toBe('May campers light fires?');
    expect(body.get('question_ar')).toBe(values.question_ar);
    // Saved: the item is read again, for its new revision.
    await waitFor(() => expect(callsTo(fetch, 'GET', '/admin/content/faqs/7').length).toBeGreaterThan(1));
  });

  it('links an item with a public page to its preview there, in a new tab; another item has none', async () => {
    const preview = `/news/oryx-calves?preview=12.1795000000.${'b2'.repeat(32)}`;
    stubFetch({
      'GET /admin/me': staffMeAnswer('editor'),
      'GET /admin/content/faqs/7': { data: item },
      'GET /admin/content/faqs/8': { data: { ...item, id: '8', preview } },
    });
    renderAdminAt('/admin/content/faqs/8');
    const link = await screen.findByRole('link', { name: 'معاينة الصفحة العامة لما حُفظ (في تبويب جديد)' });
    expect([link.getAttribute('href'), link.getAttribute('target')]).toEqual([preview, '_blank']);
    cleanup();
    renderAdminAt('/admin/content/faqs/7');
    await screen.findByRole('heading', { level: 1, name: values.question_ar });
    expect(screen.queryByRole('link', { name: /معاينة/ })).toBeNull();
  });

  it('tells the editor when someone saved first, keeping what they typed', async () => {
    stubFetch({
      'GET /admin/me': staffMeAnswer('editor'),
      'GET /admin/content/faqs/7': { data: item },
      'PUT /admin/content/faqs/7': {
        status: 409,
        body: { message: 'حفظ غيرك هذا العنصر بعد أن فتحته. افتحه من جديد لترى ما غيّره، ثم أدخل تعديلاتك.' },
      },
    });
    const user = userEvent.setup();
    renderAdminAt('/admin/content/faqs/7');
    const question = await screen.findByRole('textbox', { name: /السؤال بالإنجليزية/ });
    await user.clear(question);
    await user.type(question, 'Fires only in the pits');
    await user.click(screen.getByRole('button', { name: 'حفظ السؤال' }));
    await screen.findByText('حفظ غيرك هذا العنصر بعد أن فتحته. افتحه من جديد لترى ما غيّره، ثم أدخل تعديلاتك.');
    expect((screen.getByRole('textbox', { name: /السؤال بالإنجليزية/ }) as HTMLInputElement).value).toBe(
      'Fires only in the pits',
    );
  });

  it('deletes an item only once the editor confirms, then goes back to the list', async () => {
    const fetch = stubFetch({
      'GET /admin/me': staffMeAnswer('admin'),
      'GET /admin/content/faqs/7': { data: item },
      'DELETE /admin/content/faqs/7': { data: { id: '7' }, message: 'حُذف، وبقي سجل تعديلاته' },
      'GET /admin/content/faqs': { data: [], meta: { current_page: 1, last_page: 1, per_page: 10, total: 0 } },
    });
    const user = userEvent.setup();
    renderAdminAt('/admin/content/faqs/7');
    await user.click(await screen.findByRole('button', { name: 'حذف' }));
    const dialog = await screen.findByRole('dialog', { name: `حذف «${values.question_ar}»؟` });
    await user.click(within(dialog).getByRole('button', { name: 'إلغاء' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetch, 'DELETE', '/admin/content/faqs/7')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'حذف' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'تأكيد' }));
    await screen.findByText('لا توجد أسئلة بعد.');
    expect(headerOf(callsTo(fetch, 'DELETE', '/admin/content/faqs/7')[0]!, 'if-match')).toBe('"41"');
  });

  it('creates an item and opens its page', async () => {
    const fetch = stubFetch({
      'GET /admin/me': staffMeAnswer('editor'),
      'POST /admin/content/faqs': { data: { id: '8' }, message: 'حُفظ السؤال وظهر في صفحة الأسئلة الشائعة' },
      'GET /admin/content/faqs/8': { data: { ...item, id: '8', revision: '42', history: [] } },
    });
    const user = userEvent.setup();
    renderAdminAt('/admin/content/faqs/new');
    await screen.findByRole('heading', { level: 1, name: 'سؤال جديد' });
    // Pasted, as an editor brings a text written elsewhere; the answers are rich text, sent as HTML.
    await user.click(await screen.findByRole('textbox', { name: /السؤال بالعربية/ }));
    await user.paste(values.question_ar);
    await user.click(screen.getByRole('textbox', { name: /السؤال بالإنجليزية/ }));
    await user.paste(values.question_en);
    await user.click(screen.getByRole('textbox', { name: /الإجابة بالعربية/ }));
    await user.paste('في المواقد فقط');
    await user.click(screen.getByRole('textbox', { name: /الإجابة بالإنجليزية/ }));
    await user.paste('In the fire pits only');
    const position = screen.getByRole('textbox', { name: /الترتيب/ });
    await user.clear(position);
    await user.type(position, '٣');
    await user.click(screen.getByRole('button', { name: 'حفظ السؤال' }));
    await screen.findByRole('heading', { level: 1, name: values.question_ar });
    const body = callsTo(fetch, 'POST', '/admin/content/faqs')[0]![1]!.body as FormData;
    expect(body.get('answer_en')).toBe('<p>In the fire pits only</p>');
    expect(body.get('position')).toBe('3');
    expect(callsTo(fetch, 'GET', '/admin/content/faqs/8')).toHaveLength(1);
  });

  it('shows an auditor the item read-only, with no save or delete', async () => {
    stubFetch({ 'GET /admin/me': staffMeAnswer('auditor'), 'GET /admin/content/faqs/7': { data: item } });
    renderAdminAt('/admin/content/faqs/7');
    await screen.findByText('لك الاطلاع فقط: التعديل للمحررين والمشرفين.');
    const question = (await screen.findByRole('textbox', { name: /السؤال بالإنجليزية/ })) as HTMLInputElement;
    expect(question.value).toBe(values.question_en);
    // RJSF's MUI theme draws a read-only field as a disabled one: shown, not editable.
    expect(question.readOnly || question.disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'حفظ السؤال' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'حذف' })).toBeNull();
  });

  it('offers an editor no Add and no Delete on a fixed set (the permit settings), only saving an edit', async () => {
    const setting = {
      enabled: true,
      description_ar: 'تصريح للتخييم المجاني في المواقع المخصصة خلال موسمها.',
      description_en: 'A permit for free camping at the designated sites in their season.',
    };
    const fetch = stubFetch({
      'GET /admin/me': staffMeAnswer('admin'),
      'GET /admin/content/permit-settings': {
        data: [{ id: 'free_camping_permit', title_ar: 'تصريح التخييم المجاني', title_en: 'Free camping permit' }],
        meta: { current_page: 1, last_page: 1, per_page: 10, total: 1 },
      },
      'GET /admin/content/permit-settings/free_camping_permit': {
        data: { id: 'free_camping_permit', revision: '3', values: setting, history: [] },
      },
      'PUT /admin/content/permit-settings/free_camping_permit': {
        data: { id: 'free_camping_permit' },
        message: 'حُفظ الإعداد وظهر في صفحة الخدمات',
      },
    });
    const user = userEvent.setup();
    renderAdminAt('/admin/content/permit-settings');
    await screen.findByRole('heading', { level: 1, name: 'إعدادات التصاريح' });
    await screen.findByText('عناصر هذه القائمة ثابتة، يحددها الموقع نفسه: تُعدَّل ولا تُضاف ولا تُحذف.');
    expect(screen.queryByRole('link', { name: 'إضافة إعداد' })).toBeNull();
    expect((await screen.findAllByRole('link', { name: 'تصريح التخييم المجاني' }))[0]!.getAttribute('href')).toBe(
      '/admin/content/permit-settings/free_camping_permit',
    );
    cleanup();

    renderAdminAt('/admin/content/permit-settings/free_camping_permit');
    await user.click(await screen.findByRole('checkbox', { name: /الخدمة متاحة/ }));
    expect(screen.queryByRole('button', { name: 'حذف' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'حفظ الإعداد' }));
    await waitFor(() =>
      expect(callsTo(fetch, 'PUT', '/admin/content/permit-settings/free_camping_permit')).toHaveLength(1),
    );
    const body = callsTo(fetch, 'PUT', '/admin/content/permit-settings/free_camping_permit')[0]![1]!.body as FormData;
    expect(body.get('enabled')).toBe('false');
  });

  it('has no new-item page for a fixed set', async () => {
    stubFetch({ 'GET /admin/me': staffMeAnswer('editor') });
    renderAdminAt('/admin/content/permit-settings/new');
    await screen.findByRole('heading', { level: 1, name: 'لا يوجد نوع محتوى بهذا الاسم.' });
  });

  it('says so for a type or an item that does not exist', async () => {
    stubFetch({ 'GET /admin/me': staffMeAnswer('editor') });
    renderAdminAt('/admin/content/news-of-nowhere');
    await screen.findByRole('heading', { level: 1, name: 'لا يوجد نوع محتوى بهذا الاسم.' });
  });
});
