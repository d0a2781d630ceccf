import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../tests/support/render-with-providers';
import { TOKEN_STORAGE_KEY } from '../../lib/api-client';
import ProfilePage from './profile-page';
import { currentUser } from '../../../tests/support/current-user';

const TOKEN = 'T'.repeat(43);
const profile = currentUser({ email: 'individual@demo.reserve.sa' });
const emptyList = { data: [], meta: { current_page: 1, from: null, last_page: 1, per_page: 20, total: 0 } };
// Nothing to follow up: a submission in the timeline, no answers, nothing the applicant may do.
const followUp = {
  timeline: [{ type: 'submitted', at: '2026-11-01T08:00:00Z', to_state: 'pending', reason: null }],
  answers: [],
  unlocked_fields: [],
  resubmit_by: null,
  request: null,
  actions: [],
};
const permits = {
  data: [
    {
      uuid: 'a1',
      reference: 'SA-2026-0001',
      type: 'specific_area',
      status: 'approved',
      created_at: '2026-11-01T08:00:00Z',
      pdf: { path: '/api/v1/permits/a1/pdf' },
      ...followUp,
    },
    {
      uuid: 'a2',
      reference: 'FC-2026-0002',
      type: 'free_camping',
      status: 'pending',
      created_at: '2026-11-02T08:00:00Z',
      pdf: null,
      ...followUp,
    },
    {
      uuid: 'a3',
      reference: 'WP-2026-0003',
      type: 'work_permit',
      status: 'rejected',
      created_at: '2026-11-03T08:00:00Z',
      pdf: null,
      ...followUp,
    },
    {
      uuid: 'a4',
      reference: 'BK-2026-0004',
      type: 'beekeeping',
      status: 'pending',
      created_at: '2026-11-04T08:00:00Z',
      pdf: null,
      ...followUp,
    },
    {
      uuid: 'a5',
      reference: 'SR-2026-0005',
      type: 'scientific_research',
      status: 'pending',
      created_at: '2026-11-05T08:00:00Z',
      pdf: null,
      ...followUp,
    },
  ],
  meta: { current_page: 1, from: 1, last_page: 2, per_page: 20, total: 22 },
};
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

interface Sent {
  method: string;
  path: string;
  body: FormData | undefined;
}

/** The member API at fetch: GET /me and the dashboard, and what each write is told to answer. */
function stubMemberApi(writes: Record<string, () => Response> = {}, permitList: unknown = permits) {
  const sent: Sent[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api\/v1/, '');
    sent.push({ method, path: `${path}${url.search}`, body: init?.body as FormData | undefined });
    const write = writes[`${method} ${path}`];
    if (write) return write();
    if (method !== 'GET') return json(404, { message: 'not found' });
    if (path === '/me') return json(200, { data: profile });
    if (path === '/me/activities-statistics')
      return json(200, {
        data: [
          { type: 'event', activities_count: 3 },
          { type: 'workshop', activities_count: 1 },
          { type: 'volunteer_opportunity', activities_count: 0 },
        ],
      });
    if (path === '/me/permits') return json(200, permitList);
    if (path === '/countries')
      return json(200, {
        data: [{ id: 1, name_ar: 'المملكة العربية السعودية', name_en: 'Saudi Arabia', iso2: 'SA' }],
        meta: emptyList.meta,
      });
    if (path === '/cities')
      return json(200, { data: [{ id: 1, name_ar: 'الرياض', name_en: 'Riyadh' }], meta: emptyList.meta });
    return json(200, emptyList);
  });
  return sent;
}

const message = (text: string) => () => json(200, { message: text, data: profile });

describe('the profile page', () => {
  beforeEach(() => {
    localStorage.setItem(TOKEN_STORAGE_KEY, JSON.stringify(TOKEN));
    localStorage.setItem('locale', 'ar');
  });
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('shows the counters, the details, and the permits with a download only for the approved one', async () => {
    stubMemberApi();
    renderWithProviders(<ProfilePage />);
    expect(await screen.findByText('1012345678')).toBeTruthy();
    const counters = screen.getByRole('region', { name: 'لوحة المتابعة' });
    await waitFor(() => expect(within(counters).getByText('22')).toBeTruthy());
    expect(within(counters).getByText('3')).toBeTruthy();
    const permitTable = await screen.findByRole('table', { name: 'التصاريح' });
    expect((within(permitTable).getByRole('button', { name: 'تحميل التصريح' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    expect(
      within(permitTable)
        .getAllByRole('button', { name: 'غير معتمد' })
        .map((button) => (button as HTMLButtonElement).disabled),
    ).toEqual([true, true, true, true]);
    expect(within(permitTable).getAllByText('قيد المراجعة')).toHaveLength(3);
    expect(within(permitTable).getByText('مرفوض')).toBeTruthy();
    // 22 permits at 20 a page: numbered pages.
    expect(screen.getByRole('navigation', { name: 'صفحات التصاريح' })).toBeTruthy();
    expect(await screen.findByText('لم تتقدم لأي وظيفة بعد.')).toBeTruthy();
    expect(screen.getByText('لم تنضم إلى أي نشاط بعد.')).toBeTruthy();
  });

  it.each([
    [
      'ar',
      'التصاريح',
      'رقم الطلب',
      'نوع التصريح',
      [
        'تصريح منطقة محددة',
        'تصريح التخييم الحر',
        'تصريح العمل خارج أوقات الدوام',
        'تصريح المناحل',
        'تصريح البحث العلمي',
      ],
    ],
    [
      'en',
      'Permits',
      'Request number',
      'Permit type',
      [
        'Specific area permit',
        'Free camping permit',
        'Work outside official hours permit',
        'Beekeeping permit',
        'Scientific research permit',
      ],
    ],
  ] as const)(
    'in %s names each permit’s type and shows its reference',
    async (locale, tableName, referenceHeader, typeHeader, types) => {
      stubMemberApi();
      renderWithProviders(<ProfilePage />, { locale });
      const permitTable = await screen.findByRole('table', { name: tableName });
      const headers = within(permitTable)
        .getAllByRole('columnheader')
        .map((header) => header.textContent);
      const column = (header: string) =>
        within(permitTable)
          .getAllByRole('row')
          .slice(1)
          .map((row) => within(row).getAllByRole('cell')[headers.indexOf(header)]!.textContent);
      expect(column(referenceHeader)).toEqual([
        'SA-2026-0001',
        'FC-2026-0002',
        'WP-2026-0003',
        'BK-2026-0004',
        'SR-2026-0005',
      ]);
      expect(column(typeHeader)).toEqual(types);
    },
  );

  it.each([
    ['ar', 'الدولة والمدينة', 'المملكة العربية السعودية، الرياض'],
    ['en', 'Country and city', 'Saudi Arabia, Riyadh'],
  ] as const)('in %s names the country and city in the page’s language', async (locale, label, place) => {
    stubMemberApi();
    renderWithProviders(<ProfilePage />, { locale });
    const term = await screen.findByText(label, { selector: 'dt' });
    expect(term.nextElementSibling?.textContent).toBe(place);
  });

  it('asks for the next page of permits', async () => {
    const sent = stubMemberApi();
    const user = userEvent.setup();
    renderWithProviders(<ProfilePage />);
    await user.click(await screen.findByRole('button', { name: 'الصفحة 2' }));
    await waitFor(() => expect(sent.some((call) => call.path === '/me/permits?page=2')).toBe(true));
  });

  it('edits the profile: the dialog opens filled in, sends the phone in parts, closes and reloads the profile', async () => {
    const sent = stubMemberApi({ 'POST /profile': message('تم تحديث البيانات بنجاح') });
    const user = userEvent.setup();
    renderWithProviders(<ProfilePage />);
    await user.click(await screen.findByRole('button', { name: 'تعديل البيانات' }));
    const dialog = await screen.findByRole('dialog', { name: 'تعديل البيانات' });
    const name = await within(dialog).findByRole('textbox', { name: /الاسم/ });
    expect((name as HTMLInputElement).value).toBe('سارة العتيبي');
    await user.clear(name);
    await user.type(name, 'سارة محمد');
    await user.click(within(dialog).getByRole('button', { name: 'حفظ التعديلات' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = sent.find((call) => call.method === 'POST' && call.path === '/profile')!;
    expect(post.body!.get('name')).toBe('سارة محمد');
    expect([post.body!.get('country_code'), post.body!.get('phone_number'), post.body!.get('phone')]).toEqual([
      '966',
      '501234567',
      null,
    ]);
    expect(await screen.findByText('تم تحديث البيانات بنجاح')).toBeTruthy();
    expect(sent.filter((call) => call.method === 'GET' && call.path === '/me').length).toBeGreaterThanOrEqual(2);
  });

  it(
    'asks the birth date with the permits’ day widget, the Hijri day beside it, and no day after 2007-04-01',
    { timeout: 40_000 },
    async () => {
      stubMemberApi({});
      const user = userEvent.setup();
      renderWithProviders(<ProfilePage />);
      await user.click(await screen.findByRole('button', { name: 'تعديل البيانات' }));
      const dialog = await screen.findByRole('dialog', { name: 'تعديل البيانات' });
      const birthDate = await within(dialog).findByRole('group', { name: 'تاريخ الميلاد' }, { timeout: 10_000 });
      expect(within(birthDate).getByRole('spinbutton', { name: 'السنة' })).toBeTruthy();
      const hijri = within(dialog).getByText(/^الموافق .* هـ$/);
      expect(birthDate.getAttribute('aria-describedby')?.split(' ')).toContain(hijri.id);

      await user.click(within(birthDate.parentElement!).getByRole('button', { name: /^اختيار التاريخ/ }));
      await user.click(screen.getByRole('button', { name: 'عرض الأيام مفتوح، التبديل إلى عرض السنوات' }));
      const years = screen.getAllByRole('radio').map((year) => Number(year.textContent));
      expect(Math.max(...years)).toBe(2007);
    },
  );

  it("shows the server's refusal under the field and keeps the dialog open", async () => {
    stubMemberApi({
      'POST /profile': () =>
        json(422, {
          message: 'البيانات المدخلة غير صحيحة',
          errors: { city_id: ['المدينة المختارة ليست في الدولة المختارة'] },
        }),
    });
    const user = userEvent.setup();
    renderWithProviders(<ProfilePage />);
    await user.click(await screen.findByRole('button', { name: 'تعديل البيانات' }));
    const dialog = await screen.findByRole('dialog', { name: 'تعديل البيانات' });
    await user.click(await within(dialog).findByRole('button', { name: 'حفظ التعديلات' }));
    expect((await within(dialog).findAllByText('المدينة المختارة ليست في الدولة المختارة')).length).toBeGreaterThan(0);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('saves the settings and switches the portal to the chosen language', async () => {
    const sent = stubMemberApi({ 'POST /profile': message('تم تحديث البيانات بنجاح') });
    const user = userEvent.setup();
    renderWithProviders(<ProfilePage />);
    await user.click(await screen.findByRole('button', { name: 'إعدادات الحساب' }));
    const dialog = await screen.findByRole('dialog', { name: 'إعدادات الحساب' });
    await user.click(await within(dialog).findByRole('radio', { name: 'English' }));
    await user.click(within(dialog).getByRole('radio', { name: 'الجوال' }));
    await user.click(within(dialog).getByRole('button', { name: 'حفظ الإعدادات' }));
    await waitFor(() => expect(localStorage.getItem('locale')).toBe('en'));
    const post = sent.find((call) => call.method === 'POST' && call.path === '/profile')!;
    expect([post.body!.get('language'), post.body!.get('contact_method')]).toEqual(['en', 'mobile']);
  });

  it("changes the password: a mismatch is shown inline and nothing is sent; then the spec's five fields are sent", async () => {
    const sent = stubMemberApi({ 'POST /reset-password': () => json(200, { message: 'تم تغيير كلمة المرور بنجاح' }) });
    const user = userEvent.setup();
    renderWithProviders(<ProfilePage />);
    await user.click(await screen.findByRole('button', { name: 'تغيير كلمة المرور' }));
    const dialog = await screen.findByRole('dialog', { name: 'تغيير كلمة المرور' });
    await user.type(await within(dialog).findByLabelText(/كلمة المرور الحالية/), 'Rawdat-Noura-2025');
    await user.type(within(dialog).getByLabelText(/كلمة المرور الجديدة/), 'Tanhat-Gazelle-77');
    await user.type(within(dialog).getByLabelText(/تأكيد كلمة المرور/), 'Tanhat-Gazelle-78');
    await user.click(within(dialog).getByRole('button', { name: 'تغيير كلمة المرور' }));
    expect((await within(dialog).findAllByText('كلمة المرور غير متطابقة')).length).toBeGreaterThan(0);
    expect(sent.some((call) => call.path === '/reset-password')).toBe(false);

    const confirmation = within(dialog).getByLabelText(/تأكيد كلمة المرور/);
    await user.clear(confirmation);
    await user.type(confirmation, 'Tanhat-Gazelle-77');
    await user.click(within(dialog).getByRole('button', { name: 'تغيير كلمة المرور' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const body = sent.find((call) => call.path === '/reset-password')!.body!;
    expect(Object.fromEntries(body.entries())).toEqual({
      old_password: 'Rawdat-Noura-2025',
      password: 'Tanhat-Gazelle-77',
      password_confirmation: 'Tanhat-Gazelle-77',
      email: profile.email,
      token: TOKEN,
    });
  });

  it('deletes the account: asks for the password, then clears the stored session but the language', async () => {
    const sent = stubMemberApi({ 'DELETE /me': () => json(200, { message: 'تم حذف الحساب بنجاح' }) });
    const user = userEvent.setup();
    renderWithProviders(<ProfilePage />);
    await user.click(await screen.findByRole('button', { name: 'حذف الحساب' }));
    const dialog = await screen.findByRole('dialog', { name: 'حذف الحساب' });
    await user.click(await within(dialog).findByRole('button', { name: 'حذف الحساب نهائيا' }));
    expect((await within(dialog).findAllByText('الرجاء إدخال كلمة المرور لحذف الحساب')).length).toBeGreaterThan(0);
    await user.type(within(dialog).getByLabelText(/^كلمة المرور/, { selector: 'input' }), 'Rawdat-Noura-2025');
    await user.click(within(dialog).getByRole('button', { name: 'حذف الحساب نهائيا' }));
    await waitFor(() => expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull());
    expect(localStorage.getItem('locale')).toBe('ar');
    expect(sent.find((call) => call.method === 'DELETE')!.body!.get('password')).toBe('Rawdat-Noura-2025');
    expect(await screen.findByText('تم حذف الحساب بنجاح')).toBeTruthy();
  });

  it('closes a dialog with its close button without sending anything', async () => {
    const sent = stubMemberApi();
    const user = userEvent.setup();
    renderWithProviders(<ProfilePage />);
    await user.click(await screen.findByRole('button', { name: 'حذف الحساب' }));
    const dialog = await screen.findByRole('dialog', { name: 'حذف الحساب' });
    await user.click(within(dialog).getByRole('button', { name: 'إغلاق' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.every((call) => call.method === 'GET')).toBe(true);
  });
});

describe('following a permit request up on the profile', () => {
  const camping = {
    user_full_name: 'سارة محمد العتيبي',
    user_email: 'sara@example.sa',
    user_phone: '966501234567',
    user_id_number: '1012345678',
    user_country_id: 1,
    free_camping_date: '2099-02-01',
    free_camping_location_id: 1,
    number_of_companions: 3,
    vehicle_type: 'جيب',
    terms: true,
  };
  const asked = {
    type: 'needs_info',
    at: '2026-11-03T09:00:00Z',
    to_state: 'needs_info',
    reason: 'صورة الرخصة غير واضحة',
  };
  const statuses = ['pending', 'in_review', 'needs_info', 'approved', 'rejected', 'cancelled', 'expired'] as const;
  const list = {
    data: statuses.map((status, index) => ({
      uuid: `b${index}`,
      reference: `FC-2026-000${index}`,
      type: 'free_camping',
      status,
      created_at: '2026-11-01T08:00:00Z',
      pdf: null,
      ...followUp,
      ...(status === 'needs_info' && {
        timeline: [...followUp.timeline, asked],
        answers: [{ field: 'vehicle_type', label: 'نوع المركبة (اختياري)', value: 'جيب' }],
        unlocked_fields: ['vehicle_type'],
        resubmit_by: '2099-01-20',
        request: camping,
        actions: ['resubmit'],
      }),
      ...(status === 'approved' && { actions: ['cancel'] }),
    })),
    meta: { current_page: 1, from: 1, last_page: 1, per_page: 20, total: 7 },
  };

  beforeEach(() => {
    localStorage.setItem(TOKEN_STORAGE_KEY, JSON.stringify(TOKEN));
  });
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it.each([
    [
      'ar',
      ['قيد المراجعة', 'قيد الدراسة', 'مطلوب معلومات إضافية', 'مقبول', 'مرفوض', 'ملغى', 'منتهي'],
      'الطلب FC-2026-0002',
      ['تم تقديم الطلب 1 نوفمبر 2026', 'طُلبت معلومات إضافية 3 نوفمبر 2026السبب: صورة الرخصة غير واضحة'],
      'آخر موعد لإعادة التقديم: 20 يناير 2099',
    ],
    [
      'en',
      ['Under review', 'In review', 'Information needed', 'Approved', 'Rejected', 'Cancelled', 'Expired'],
      'Request FC-2026-0002',
      [
        'Request submitted November 1, 2026',
        'More information requested November 3, 2026Reason: صورة الرخصة غير واضحة',
      ],
      'Resubmit by January 20, 2099',
    ],
  ] as const)(
    'in %s labels the seven states and shows the timeline, the reason and the deadline',
    async (locale, labels, title, timeline, deadline) => {
      stubMemberApi({}, list);
      const user = userEvent.setup();
      renderWithProviders(<ProfilePage />, { locale });
      const table = await screen.findByRole('table', { name: locale === 'ar' ? 'التصاريح' : 'Permits' });
      for (const label of labels) expect(within(table).getByText(label)).toBeTruthy();
      // Approved, its document not made yet: nothing to download, and the button says why.
      const preparing = within(table).getByRole('button', { name: locale === 'ar' ? 'قيد الإعداد' : 'Being prepared' });
      expect((preparing as HTMLButtonElement).disabled).toBe(true);
      await user.click(within(table).getByRole('button', { name: new RegExp(`FC-2026-0002$`) }));
      const dialog = await screen.findByRole('dialog', { name: title });
      const steps = await within(dialog).findByRole('list');
      expect(
        within(steps)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(timeline);
      expect(within(dialog).getByRole('alert').textContent).toContain(deadline);
      expect(within(dialog).getByText('صورة الرخصة غير واضحة', { selector: 'p' })).toBeTruthy();
    },
  );

  it('resubmits the unlocked field only, from a form that draws only it', { timeout: 40_000 }, async () => {
    const sent = stubMemberApi(
      { 'POST /permits/b2/resubmit': () => json(200, { message: 'تمت إعادة تقديم الطلب', data: {} }) },
      list,
    );
    const user = userEvent.setup();
    localStorage.setItem('locale', 'ar');
    renderWithProviders(<ProfilePage />);
    const table = await screen.findByRole('table', { name: 'التصاريح' });
    await user.click(within(table).getByRole('button', { name: /FC-2026-0002$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'الطلب FC-2026-0002' });
    const vehicle = await within(dialog).findByRole('textbox', { name: /نوع المركبة/ }, { timeout: 10_000 });
    expect((vehicle as HTMLInputElement).value).toBe('جيب');
    expect(within(dialog).queryByRole('textbox', { name: /الاسم الكامل/ })).toBeNull();
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    await user.clear(vehicle);
    await user.type(vehicle, 'سيدان');
    await user.click(within(dialog).getByRole('button', { name: 'تقديم الطلب' }));
    await waitFor(() => expect(sent.some((call) => call.method === 'POST')).toBe(true));
    const post = sent.find((call) => call.method === 'POST')!;
    expect(post.path).toBe('/permits/b2/resubmit');
    expect([...post.body!.keys()]).toEqual(['vehicle_type']);
    expect(post.body!.get('vehicle_type')).toBe('سيدان');
    expect(await screen.findByText('تمت إعادة تقديم الطلب')).toBeTruthy();
  });

  it('cancels an approved request behind a confirmation', async () => {
    const sent = stubMemberApi(
      { 'POST /permits/b3/cancel': () => json(200, { message: 'تم إلغاء الطلب', data: {} }) },
      list,
    );
    const user = userEvent.setup();
    localStorage.setItem('locale', 'ar');
    renderWithProviders(<ProfilePage />);
    const table = await screen.findByRole('table', { name: 'التصاريح' });
    await user.click(within(table).getByRole('button', { name: /FC-2026-0003$/ }));
    const details = await screen.findByRole('dialog', { name: 'الطلب FC-2026-0003' });
    await user.click(await within(details).findByRole('button', { name: 'إلغاء الطلب' }));
    const confirm = await screen.findByRole('dialog', { name: 'إلغاء الطلب' });
    expect(within(confirm).getByText(/لا يمكن التراجع عن الإلغاء/)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'لا، أبقِ الطلب' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'إلغاء الطلب' })).toBeNull());
    expect(sent.every((call) => call.method === 'GET')).toBe(true);

    await user.click(within(details).getByRole('button', { name: 'إلغاء الطلب' }));
    const again = await screen.findByRole('dialog', { name: 'إلغاء الطلب' });
    await user.click(within(again).getByRole('button', { name: 'نعم، ألغِ الطلب' }));
    await waitFor(() => expect(sent.some((call) => call.method === 'POST')).toBe(true));
    expect(sent.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual(['/permits/b3/cancel']);
    expect(await screen.findByText('تم إلغاء الطلب')).toBeTruthy();
    // The pending, rejected and other requests offer no cancelling.
    expect(list.data.filter((permit) => permit.actions.includes('cancel' as never)).map(({ uuid }) => uuid)).toEqual([
      'b3',
    ]);
  });
});
