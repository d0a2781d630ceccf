import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { staffMeAnswer } from '../../../../tests/support/admin-stubs';
import { renderAdminAt } from '../../../../tests/support/render-admin-at';
import { callsTo, stubFetch } from '../../../../tests/support/stub-fetch';
import { TOKEN_STORAGE_KEY } from '../../../lib/api-client';

const UUID = '3f2b8c1e-7a4d-4e9b-9c2a-1d5e6f7a8b9c';
const LONG_NAME = 'عبدالرحمن بن عبدالعزيز بن محمد بن سليمان آل الشيخ القحطاني';
const message = {
  uuid: UUID,
  type: 'complaints',
  subject: 'تلف اللوحات الإرشادية، قرب "روضة خريم"',
  message: 'اللوحات عند المدخل الشمالي مكسورة منذ أسبوعين.',
  sender_name: LONG_NAME,
  sender_email: 'abdulrahman@example.sa',
  sender_phone: '+٩٦٦٥٠١٢٣٤٥٦٧',
  is_reserve_resident: true,
  reserve_area: 'روضة خريم',
  locale: 'ar',
  received_at: '2026-11-20T08:30:00.000Z',
  status: 'in_progress',
  assignee: { uuid: 's-2', name: 'هيفاء بنت سعود الدوسري' },
  attachments: [
    { id: 11, name: 'صورة اللوحة.png', size_bytes: 204800, mime_type: 'image/png' },
    { id: 12, name: 'بلاغ سابق.pdf', size_bytes: 51200, mime_type: 'application/pdf' },
  ],
  events: [
    {
      id: 1,
      type: 'assigned',
      actor_name: 'هيفاء بنت سعود الدوسري',
      to_status: null,
      text: null,
      at: '2026-11-20T09:00:00.000Z',
    },
    {
      id: 2,
      type: 'note',
      actor_name: 'هيفاء بنت سعود الدوسري',
      to_status: null,
      text: 'اتصلت بالمرسل على ٠٥٠١٢٣٤٥٦٧',
      at: '2026-11-20T09:05:00.000Z',
    },
  ],
};

describe('the contact message page', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('locale', 'ar');
    localStorage.setItem(TOKEN_STORAGE_KEY, JSON.stringify('staff-token'));
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the whole message, its files and history, and lets an editor reply and assign', async () => {
    const changed = { data: message, message: 'أُرسل الرد إلى بريد المرسل' };
    const fetch = stubFetch({
      'GET /admin/me': staffMeAnswer('editor'),
      [`GET /admin/contact-messages/${UUID}`]: { data: message },
      [`POST /admin/contact-messages/${UUID}/reply`]: changed,
      [`POST /admin/contact-messages/${UUID}/assign`]: { data: message, message: 'أصبحت الرسالة مسندة إليك' },
    });
    const user = userEvent.setup();
    renderAdminAt(`/admin/messages/${UUID}`);
    await screen.findByRole('heading', { level: 1, name: message.subject });
    expect(screen.getByText(LONG_NAME)).toBeTruthy();
    expect(screen.getByText('+٩٦٦٥٠١٢٣٤٥٦٧').getAttribute('dir')).toBe('ltr');
    expect(screen.getByText('روضة خريم')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'تنزيل صورة اللوحة.png' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'تنزيل بلاغ سابق.pdf' })).toBeTruthy();
    expect(screen.getByText('اتصلت بالمرسل على ٠٥٠١٢٣٤٥٦٧')).toBeTruthy();

    const reply = screen.getByRole('textbox', { name: /الرد على المرسل/ });
    await user.type(reply, 'شكرا لك، أُحيل البلاغ إلى فريق الصيانة');
    await user.click(screen.getByRole('button', { name: 'إرسال الرد' }));
    await waitFor(() => expect(callsTo(fetch, 'POST', `/admin/contact-messages/${UUID}/reply`)).toHaveLength(1));
    const body = callsTo(fetch, 'POST', `/admin/contact-messages/${UUID}/reply`)[0]![1]!.body as FormData;
    expect(body.get('reply')).toBe('شكرا لك، أُحيل البلاغ إلى فريق الصيانة');

    await user.click(screen.getByRole('button', { name: 'إسنادها إليّ' }));
    await waitFor(() => expect(callsTo(fetch, 'POST', `/admin/contact-messages/${UUID}/assign`)).toHaveLength(1));
    await waitFor(() => expect(callsTo(fetch, 'GET', `/admin/contact-messages/${UUID}`).length).toBeGreaterThan(1));
  });

  it('shows an auditor the message without a way to change it', async () => {
    stubFetch({
      'GET /admin/me': staffMeAnswer('auditor'),
      [`GET /admin/contact-messages/${UUID}`]: { data: message },
    });
    renderAdminAt(`/admin/messages/${UUID}`);
    await screen.findByRole('heading', { level: 1, name: message.subject });
    await screen.findByText('اتصلت بالمرسل على ٠٥٠١٢٣٤٥٦٧');
    expect(screen.queryByRole('button', { name: 'إسنادها إليّ' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'إرسال الرد' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'تغيير الحالة' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'إضافة الملاحظة' })).toBeNull();
    expect(screen.getByRole('button', { name: 'تنزيل صورة اللوحة.png' })).toBeTruthy();
  });

  it('tells an editor a sender without e-mail cannot be answered by e-mail', async () => {
    stubFetch({
      'GET /admin/me': staffMeAnswer('editor'),
      [`GET /admin/contact-messages/${UUID}`]: { data: { ...message, sender_email: null } },
    });
    renderAdminAt(`/admin/messages/${UUID}`);
    await screen.findByText('لا يمكن الرد بالبريد: لم يترك المرسل بريدا إلكترونيا.');
    expect(screen.queryByRole('button', { name: 'إرسال الرد' })).toBeNull();
    expect(within(document.body).getByRole('button', { name: 'إضافة الملاحظة' })).toBeTruthy();
  });

  it('says so for a message that does not exist', async () => {
    stubFetch({ 'GET /admin/me': staffMeAnswer('editor') });
    renderAdminAt(`/admin/messages/${UUID}`);
    await screen.findByText('لا توجد رسالة بهذا الرابط.');
  });
});
