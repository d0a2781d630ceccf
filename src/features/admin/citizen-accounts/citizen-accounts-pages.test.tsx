import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { staffMeAnswer } from '../../../../tests/support/admin-stubs';
import { renderAdminAt } from '../../../../tests/support/render-admin-at';
import { callsTo, stubFetch } from '../../../../tests/support/stub-fetch';
import { TOKEN_STORAGE_KEY } from '../../../lib/api-client';

const UUID = '6f1c2a4e-0b5d-4c3e-9a7f-1d2e3f4a5b6c';
const NAME = 'عبدالرحمن بن عبدالعزيز آل سعود';
const account = {
  uuid: UUID,
  name: NAME,
  is_researcher: false,
  revision: '41',
  history: [
    { actor: 'ريم الشمري', at: '2026-01-10T08:00:00.000Z', is_researcher: false, reason: 'انتهى المشروع البحثي' },
  ],
};
const accountPath = `/admin/citizen-accounts/${UUID}`;
const headerOf = (call: Parameters<typeof fetch>, name: string) => new Headers(call[1]?.headers).get(name);

describe('the researcher flag pages', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('locale', 'ar');
    localStorage.setItem(TOKEN_STORAGE_KEY, JSON.stringify('staff-token'));
  });
  afterEach(() => vi.restoreAllMocks());

  it('finds an account by its national id and opens its page', async () => {
    const fetch = stubFetch({
      'GET /admin/me': staffMeAnswer('admin'),
      'POST /admin/citizen-accounts/lookup': { data: { uuid: UUID } },
      [`GET ${accountPath}`]: { data: account },
    });
    const user = userEvent.setup();
    const location = renderAdminAt('/admin/citizen-accounts');
    await screen.findByRole('heading', { level: 1, name: 'صفة الباحث' });
    await user.type(screen.getByRole('textbox', { name: /البريد الإلكتروني أو رقم الهوية الوطنية/ }), '1098765432');
    await user.click(screen.getByRole('button', { name: 'بحث' }));
    await waitFor(() => expect(callsTo(fetch, 'POST', '/admin/citizen-accounts/lookup')).toHaveLength(1));
    const body = callsTo(fetch, 'POST', '/admin/citizen-accounts/lookup')[0]![1]!.body as FormData;
    expect(body.get('identifier')).toBe('1098765432');
    await screen.findByRole('heading', { level: 1, name: NAME });
    expect(location.history?.at(-1)).toBe(accountPath);
  });

  it("shows the server's refusal of an unknown account on the field, and stays", async () => {
    const refusal = 'لا يوجد حساب فرد بهذا البريد الإلكتروني أو رقم الهوية';
    stubFetch({
      'GET /admin/me': staffMeAnswer('admin'),
      'POST /admin/citizen-accounts/lookup': {
        status: 422,
        body: { message: refusal, errors: { identifier: [refusal] } },
      },
    });
    const user = userEvent.setup();
    const location = renderAdminAt('/admin/citizen-accounts');
    const field = await screen.findByRole('textbox', { name: /البريد الإلكتروني أو رقم الهوية الوطنية/ });
    await user.type(field, 'nobody@example.sa');
    await user.click(screen.getByRole('button', { name: 'بحث' }));
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(refusal).length).toBeGreaterThan(0);
    expect(location.history?.at(-1)).toBe('/admin/citizen-accounts');
  });

  it('lets an admin set the flag with a reason over the revision opened, and shows who changed it', async () => {
    const fetch = stubFetch({
      'GET /admin/me': staffMeAnswer('admin'),
      [`GET ${accountPath}`]: { data: account },
      [`PUT ${accountPath}/researcher`]: { data: { ...account, is_researcher: true }, message: 'تم حفظ صفة الباحث' },
    });
    const user = userEvent.setup();
    renderAdminAt(accountPath);
    await screen.findByRole('heading', { level: 1, name: NAME });
    expect(screen.getByText('ليس باحثا')).toBeTruthy();
    const history = screen.getByRole('region', { name: 'سجل التغييرات' });
    const [change] = within(history).getAllByRole('listitem');
    expect(change!.textContent).toContain('ألغى ريم الشمري صفة الباحث');
    expect(change!.textContent).toContain('السبب: انتهى المشروع البحثي');
    expect(within(change!).getByText('10‏/01‏/2026، 11:00 ص')).toBeTruthy();

    await user.click(screen.getByRole('checkbox', { name: /الحساب لباحث/ }));
    await user.click(screen.getByRole('textbox', { name: /السبب/ }));
    await user.paste('خطاب من جامعة الملك سعود');
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(callsTo(fetch, 'PUT', `${accountPath}/researcher`)).toHaveLength(1));
    const put = callsTo(fetch, 'PUT', `${accountPath}/researcher`)[0]!;
    expect(headerOf(put, 'if-match')).toBe('"41"');
    const sent = put[1]!.body as FormData;
    expect(sent.get('is_researcher')).toBe('true');
    expect(sent.get('reason')).toBe('خطاب من جامعة الملك سعود');
    await waitFor(() => expect(callsTo(fetch, 'GET', accountPath).length).toBeGreaterThan(1));
  });

  it('shows an auditor the flag and its history without the form', async () => {
    stubFetch({ 'GET /admin/me': staffMeAnswer('auditor'), [`GET ${accountPath}`]: { data: account } });
    renderAdminAt(accountPath);
    await screen.findByRole('heading', { level: 1, name: NAME });
    expect(screen.getByText('تطلع على الصفة وسجلها؛ تغييرها للمشرفين.')).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'حفظ' })).toBeNull();
  });
});
