import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../tests/support/render-with-providers';
import SignUpPage from './sign-up-page';

const list = (data: unknown[]) => ({
  data,
  meta: { current_page: 1, from: 1, last_page: 1, per_page: 250, total: data.length },
});
const countries = list([
  { id: 1, name_ar: 'المملكة العربية السعودية', name_en: 'Saudi Arabia', iso2: 'SA' },
  { id: 2, name_ar: 'الإمارات العربية المتحدة', name_en: 'United Arab Emirates', iso2: 'AE' },
]);
const citiesByCountry: Record<string, unknown> = {
  '1': list([{ id: 3, name_ar: 'الرياض', name_en: 'Riyadh' }]),
  '2': list([{ id: 9, name_ar: 'دبي', name_en: 'Dubai' }]),
};
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Stubs the network at fetch: countries, each country's cities, and a 201 from POST /register. */
function stubApi() {
  const registrations: FormData[] = [];
  const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname.endsWith('/countries')) return json(200, countries);
    if (url.pathname.endsWith('/cities')) return json(200, citiesByCountry[url.searchParams.get('country_id') ?? '']);
    if (url.pathname.endsWith('/register') && init?.method === 'POST') {
      registrations.push(init.body as FormData);
      return json(201, { data: { email: 'noura@example.sa' }, message: 'تم التسجيل بنجاح!' });
    }
    return json(404, { message: 'not found' });
  });
  return { registrations, fetchSpy };
}

const countrySelect = () => screen.getByRole('combobox', { name: /الدولة/ });
const citySelect = () => screen.getByRole('combobox', { name: /المدينة/ });
const passwordBox = () => screen.getByLabelText(/^كلمة المرور/);
const confirmationBox = () => screen.getByLabelText(/^تأكيد كلمة المرور/);

async function chooseOption(user: ReturnType<typeof userEvent.setup>, select: HTMLElement, name: string) {
  await waitFor(() => expect(within(select).getByRole('option', { name })).toBeTruthy());
  await user.selectOptions(select, name);
}

describe('the individual registration page', () => {
  beforeEach(() => {
    localStorage.setItem('locale', 'ar');
    window.history.replaceState(null, '', '/sign-up');
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('has its title and a link to sign in', () => {
    stubApi();
    renderWithProviders(<SignUpPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'تسجيل حساب جديد' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'تسجيل الدخول' }).getAttribute('href')).toBe('/sign-in');
  });

  it('says in Arabic that a 5-character password is too short and a different confirmation does not match', async () => {
    const { registrations } = stubApi();
    const user = userEvent.setup();
    renderWithProviders(<SignUpPage />);
    await user.type(passwordBox(), 'abcde');
    await user.type(confirmationBox(), 'abcdX');
    await user.click(screen.getByRole('button', { name: 'إنشاء حساب' }));

    const summary = await screen.findByRole('alert', { name: 'الرجاء تعبئة الحقول المطلوبة بشكل صحيح' });
    expect(within(summary).getByRole('link', { name: 'يجب أن تكون كلمة المرور 6 أحرف على الأقل' })).toBeTruthy();
    expect(within(summary).getByRole('link', { name: 'تأكيد كلمة المرور: كلمة المرور غير متطابقة' })).toBeTruthy();
    expect(registrations).toHaveLength(0);
  });

  it('loads the chosen country’s cities, and clears the city when the country changes', async () => {
    const { fetchSpy } = stubApi();
    const user = userEvent.setup();
    renderWithProviders(<SignUpPage />);
    await chooseOption(user, countrySelect(), 'المملكة العربية السعودية');
    await chooseOption(user, citySelect(), 'الرياض');
    expect((citySelect() as HTMLSelectElement).value).toBe('3');

    await user.selectOptions(countrySelect(), 'الإمارات العربية المتحدة');
    await waitFor(() => expect(within(citySelect()).getByRole('option', { name: 'دبي' })).toBeTruthy());
    expect(within(citySelect()).queryByRole('option', { name: 'الرياض' })).toBeNull();
    expect((citySelect() as HTMLSelectElement).value).toBe('');
    const cityCalls = fetchSpy.mock.calls.map(([input]) => String(input)).filter((url) => url.includes('/cities'));
    expect(cityCalls.map((url) => new URL(url, 'http://localhost').searchParams.get('country_id'))).toEqual(['1', '2']);
  });

  it('sends the phone split into country_code and phone_number, then goes to /confirm-sign-up', async () => {
    const { registrations } = stubApi();
    const user = userEvent.setup();
    renderWithProviders(<SignUpPage />);
    await user.type(screen.getByRole('textbox', { name: /الاسم بالكامل/ }), 'نورة القحطاني');
    await user.type(screen.getByRole('textbox', { name: /رقم الهوية/ }), '1012345678');
    await user.type(screen.getByLabelText(/تاريخ الميلاد/), '1995-06-15');
    await chooseOption(user, countrySelect(), 'المملكة العربية السعودية');
    await chooseOption(user, citySelect(), 'الرياض');
    await user.type(screen.getByRole('textbox', { name: /رقم الجوال/ }), '501234567');
    await user.type(screen.getByRole('textbox', { name: /البريد الإلكتروني/ }), 'noura@example.sa');
    await user.click(screen.getByRole('radio', { name: 'أنثى' }));
    await user.type(passwordBox(), 'Rawdat-Noura-2025');
    await user.type(confirmationBox(), 'Rawdat-Noura-2025');
    await user.click(screen.getByRole('checkbox', { name: /أوافق على/ }));
    await user.click(screen.getByRole('button', { name: 'إنشاء حساب' }));

    await waitFor(() => expect(window.location.pathname).toBe('/confirm-sign-up'));
    expect(registrations).toHaveLength(1);
    expect(Object.fromEntries(registrations[0]!.entries())).toEqual({
      name: 'نورة القحطاني',
      national_id: '1012345678',
      birth_date: '1995-06-15',
      country_id: '1',
      city_id: '3',
      country_code: '966',
      phone_number: '501234567',
      email: 'noura@example.sa',
      gender: '2',
      password: 'Rawdat-Noura-2025',
      password_confirmation: 'Rawdat-Noura-2025',
      terms: 'true',
    });
    expect(await screen.findByText('تم التسجيل بنجاح!')).toBeTruthy();
    // Typing twelve fields one key at a time takes a while in jsdom.
  }, 20_000);
});
