import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../tests/support/render-with-providers';
import ContactUsPage from './contact-us-page';

const areas = {
  data: [
    { id: 3, name: 'روضة نورة' },
    { id: 7, name: 'وادي الشوكي' },
  ],
  meta: { current_page: 1, from: 1, last_page: 1, per_page: 50, total: 2 },
};
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Stubs the network at fetch: reserve areas, and whatever the contact endpoint is told to answer. */
function stubApi(answerContact: (body: FormData, headers: Record<string, string>) => Response) {
  const sent: FormData[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.includes('/reserve-areas')) return json(200, areas);
    if (url.includes('/contact-us') && init?.method === 'POST') {
      sent.push(init.body as FormData);
      return answerContact(init.body as FormData, init.headers as Record<string, string>);
    }
    return json(404, { message: 'not found' });
  });
  return sent;
}

// The toasts are alerts too; the summary is the one named by its title.
const findSummary = () => screen.findByRole('alert', { name: 'الرجاء تعبئة الحقول المطلوبة' });

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('radio', { name: 'اقتراح' }));
  await user.type(screen.getByRole('textbox', { name: /الاسم بالكامل/ }), 'نورة');
  await user.type(screen.getByRole('textbox', { name: /رقم الجوال/ }), '501234567');
  await user.type(screen.getByRole('textbox', { name: /الموضوع/ }), 'مواقف مظللة');
  await user.type(screen.getByRole('textbox', { name: /نص الرسالة/ }), 'نقترح مظلات عند المواقف.');
}

describe('the contact page', () => {
  beforeEach(() => {
    localStorage.setItem('locale', 'ar');
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('renders in Arabic, right to left, with the spec’s fields', async () => {
    stubApi(() => json(201, {}));
    renderWithProviders(<ContactUsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'تواصل معنا' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
    for (const name of ['شكوى', 'اقتراح']) expect(screen.getByRole('radio', { name })).toBeTruthy();
    for (const name of [/الاسم بالكامل/, /البريد الإلكتروني/, /رقم الجوال/, /الموضوع/, /نص الرسالة/]) {
      expect(screen.getByRole('textbox', { name })).toBeTruthy();
    }
    expect(screen.getByRole('checkbox', { name: 'أنا من سكان المحمية' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'اختيار الملفات' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'إرسال' })).toBeTruthy();
  });

  it('renders in English, left to right', () => {
    stubApi(() => json(201, {}));
    renderWithProviders(<ContactUsPage />, { locale: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'Contact us' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('ltr');
    expect(screen.getByRole('radio', { name: 'Complaint' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Full name/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy();
  });

  it('lists the missing fields in Arabic above the form, focused, each linked to its field; nothing is sent', async () => {
    const sent = stubApi(() => json(201, {}));
    const user = userEvent.setup();
    renderWithProviders(<ContactUsPage />);
    await user.click(screen.getByRole('button', { name: 'إرسال' }));

    const summary = await findSummary();
    expect(within(summary).getByRole('heading', { level: 2, name: 'الرجاء تعبئة الحقول المطلوبة' })).toBeTruthy();
    const links = within(summary)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual([
      'نوع الرسالة مطلوب',
      'الاسم بالكامل مطلوب',
      'رقم الجوال مطلوب',
      'الموضوع مطلوب',
      'نص الرسالة مطلوب',
    ]);
    await waitFor(() => expect(document.activeElement).toBe(summary));
    // The same message sits under the field itself.
    expect(screen.getAllByText('الاسم بالكامل مطلوب')).toHaveLength(2);

    await user.click(within(summary).getByRole('link', { name: 'الاسم بالكامل مطلوب' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /الاسم بالكامل/ }));
    await user.click(within(summary).getByRole('link', { name: 'نوع الرسالة مطلوب' }));
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'شكوى' }));
    expect(sent).toHaveLength(0);
  });

  it('clears a field’s error as soon as it is edited, and only that one', async () => {
    stubApi(() => json(201, {}));
    const user = userEvent.setup();
    renderWithProviders(<ContactUsPage />);
    await user.click(screen.getByRole('button', { name: 'إرسال' }));
    await findSummary();

    await user.type(screen.getByRole('textbox', { name: /الاسم بالكامل/ }), 'ن');
    expect(screen.queryByText('الاسم بالكامل مطلوب')).toBeNull();
    expect(screen.getAllByText('الموضوع مطلوب')).toHaveLength(2);
  });

  it('reveals the area drop-down, filled from the API, for a resident only', async () => {
    stubApi(() => json(201, {}));
    const user = userEvent.setup();
    renderWithProviders(<ContactUsPage />);
    expect(screen.queryByRole('combobox', { name: /منطقة السكن/ })).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'أنا من سكان المحمية' }));
    const area = await screen.findByRole('combobox', { name: /منطقة السكن/ });
    await waitFor(() => expect(within(area).getByRole('option', { name: 'وادي الشوكي' })).toBeTruthy());

    await user.click(screen.getByRole('button', { name: 'إرسال' }));
    expect(within(await findSummary()).getByRole('link', { name: 'اختر منطقة السكن' })).toBeTruthy();

    await user.click(screen.getByRole('checkbox', { name: 'أنا من سكان المحمية' }));
    expect(screen.queryByRole('combobox', { name: /منطقة السكن/ })).toBeNull();
  });

  it('shows a file’s size problem before anything is sent, and removes the file on request', async () => {
    stubApi(() => json(201, {}));
    const user = userEvent.setup();
    renderWithProviders(<ContactUsPage />);
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'plan.pdf', { type: 'application/pdf' });
    await user.upload(document.getElementById('root_attachments-input') as HTMLInputElement, big);

    expect(screen.getByText('plan.pdf')).toBeTruthy();
    expect(screen.getByText(/حجم الملف يتجاوز 5 ميجابايت/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'إزالة plan.pdf' }));
    expect(screen.queryByText('plan.pdf')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'اختيار الملفات' }));
  });

  it('shows the server’s 422 errors by field and keeps the answers', async () => {
    stubApi(() =>
      json(422, {
        message: 'الرجاء تعبئة الحقول المطلوبة',
        errors: { phone: ['رقم الجوال غير صالح للدولة المختارة'] },
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ContactUsPage />);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'إرسال' }));

    const summary = await findSummary();
    expect(within(summary).getByRole('link', { name: 'رقم الجوال غير صالح للدولة المختارة' })).toBeTruthy();
    expect(screen.getAllByText('رقم الجوال غير صالح للدولة المختارة')).toHaveLength(2);
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect((screen.getByRole('textbox', { name: /الاسم بالكامل/ }) as HTMLInputElement).value).toBe('نورة');
    expect(screen.getByRole('button', { name: 'إرسال' })).toHaveProperty('disabled', false);
  });

  it('sends the spec’s multipart fields, confirms with a toast and clears the form', async () => {
    const sent = stubApi(() =>
      json(201, { data: { uuid: 'u', type: 'suggestion', created_at: 'now' }, message: 'تم إرسال الرسالة بنجاح!' }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ContactUsPage />);
    await fillRequired(user);
    await user.click(screen.getByRole('checkbox', { name: 'أنا من سكان المحمية' }));
    const area = await screen.findByRole('combobox', { name: /منطقة السكن/ });
    await waitFor(() => expect(within(area).getByRole('option', { name: 'وادي الشوكي' })).toBeTruthy());
    await user.selectOptions(area, 'وادي الشوكي');
    const photo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'shade.png', { type: 'image/png' });
    await user.upload(document.getElementById('root_attachments-input') as HTMLInputElement, photo);
    await user.click(screen.getByRole('button', { name: 'إرسال' }));

    expect(await screen.findByText('تم إرسال الرسالة بنجاح!')).toBeTruthy();
    expect(sent).toHaveLength(1);
    const body = sent[0]!;
    expect(Object.fromEntries([...body.entries()].filter(([, value]) => typeof value === 'string'))).toEqual({
      type: 'suggestion',
      username: 'نورة',
      subject: 'مواقف مظللة',
      message: 'نقترح مظلات عند المواقف.',
      phone: '+966501234567',
      is_reserve_resident: 'true',
      reserve_area_id: '7',
    });
    expect((body.get('attachments[0]') as File).name).toBe('shade.png');
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: /الاسم بالكامل/ }) as HTMLInputElement).value).toBe(''),
    );
    expect(screen.queryByText('shade.png')).toBeNull();
  });

  it('sends an Idempotency-Key, and the same one again when the first send was lost on the network', async () => {
    const keys: string[] = [];
    stubApi((_body, headers) => {
      keys.push(headers['idempotency-key']!);
      if (keys.length === 1) throw new TypeError('Failed to fetch');
      return json(201, {
        data: { uuid: 'u', type: 'suggestion', created_at: 'now' },
        message: 'تم إرسال الرسالة بنجاح!',
      });
    });
    const user = userEvent.setup();
    renderWithProviders(<ContactUsPage />);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'إرسال' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'إرسال' })).toHaveProperty('disabled', false));
    await user.click(screen.getByRole('button', { name: 'إرسال' }));

    expect(await screen.findByText('تم إرسال الرسالة بنجاح!')).toBeTruthy();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
  });
});
