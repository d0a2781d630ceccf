import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ListEnvelope } from '../../../schemas/api/envelopes';
import type { MemberPermit } from '../../../schemas/api/member';
import { permitServices, type PermitRequestAnswer } from '../../../schemas/api/permits';
import { mailOutbox, permitEvents, permitFiles, permits, permitSettings, users } from '../../../server/db/schema';
import { issueAccessToken } from '../../../server/services/accounts/access-tokens';
import { demoCompany, freshAddress, postForm, type Fields } from '../../support/accounts';
import { newApplicant, validPermitFields, type PermitSlug } from '../../support/permit-fixtures';
import { createTestApp, type TestApp } from '../../support/test-app';

const REQUIRED = 'هذا الحقل مطلوب';
const TERMS = 'يجب أن تقوم بالموافقة للتقديم على التصريح';
const year = new Date().getFullYear();

describe('permit requests: POST permits/{slug}', () => {
  let t: TestApp;
  let applicant: Awaited<ReturnType<typeof newApplicant>>;
  let before: { permits: number; events: number; files: number; mails: number; stored: string[] };

  const counts = async () => ({
    permits: (await t.db.select({ n: count() }).from(permits))[0]!.n,
    events: (await t.db.select({ n: count() }).from(permitEvents))[0]!.n,
    files: (await t.db.select({ n: count() }).from(permitFiles))[0]!.n,
    mails: (await t.db.select({ n: count() }).from(mailOutbox))[0]!.n,
    stored: (await fs.readdir(path.join(t.dataDir, 'uploads'))).sort(),
  });
  const submit = (
    slug: PermitSlug,
    fields: Fields,
    { token = applicant.token, locale = 'ar' }: { token?: string; locale?: string } = {},
  ) => postForm(t, `permits/${slug}`, fields, { token: token || undefined, locale, from: freshAddress() });
  const without = (fields: Fields, ...names: string[]) =>
    Object.fromEntries(Object.entries(fields).filter(([name]) => !names.includes(name)));

  async function expectRefused(response: Awaited<ReturnType<typeof submit>>, status = 422) {
    expect(response.statusCode, response.body).toBe(status);
    expect(await counts()).toEqual(before);
    return response.json<{ message: string; errors?: Record<string, string[]> }>();
  }

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
    applicant = await newApplicant(t);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    before = await counts();
  });

  describe.each(permitServices.map((service) => [service.slug, service] as const))('%s', (slug, service) => {
    it('stores a valid request as pending with its reference, form version and files, mails it, and lists it on the profile', async () => {
      const response = await submit(slug, validPermitFields[slug]());
      expect(response.statusCode, response.body).toBe(201);
      const { data, message } = response.json<PermitRequestAnswer>();
      expect(message).toBe((await import(`../../../schemas/permits/${slug}/messages.ar.json`)).success);
      expect(data).toMatchObject({ type: service.type, status: 'pending' });
      expect(data.reference).toMatch(new RegExp(`^${service.referencePrefix}-${year}-\\d{6}$`));

      const [row] = await t.db.select().from(permits).where(eq(permits.uuid, data.uuid));
      expect(row).toMatchObject({ userId: applicant.id, reference: data.reference, status: 'pending' });
      expect(row!.formVersion).toMatch(/^[0-9a-f]{12}$/);
      expect(row!.request).not.toHaveProperty('g-recaptcha-response');

      const files = await t.db.select().from(permitFiles).where(eq(permitFiles.permitId, row!.id));
      for (const file of files) {
        const bytes = await fs.readFile(path.join(t.dataDir, 'uploads', file.storedName));
        expect(createHash('sha256').update(bytes).digest('hex')).toBe(file.sha256);
      }
      expect(files.map((file) => file.field).sort()).toEqual(
        slug === 'beekeeping'
          ? ['activity_practice_permit', 'identity_card_image', 'local_bee_strain_proof', 'mobile_apiary_license']
          : [],
      );

      const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, applicant.email));
      expect(mails.some((sent) => sent.subject.includes(data.reference) && sent.text.includes(data.reference))).toBe(
        true,
      );

      const list = await t.app.inject({
        method: 'GET',
        url: '/api/v1/me/permits',
        headers: { authorization: `Bearer ${applicant.token}` },
      });
      const listed = list.json<ListEnvelope<MemberPermit>>().data[0]!;
      expect(listed).toMatchObject({ ...data, pdf: null, unlocked_fields: [], resubmit_by: null, request: null });
      expect(listed.timeline).toEqual([
        { type: 'submitted', at: expect.any(String), to_state: 'pending', reason: null },
      ]);
      expect(listed.answers.length).toBeGreaterThan(0);
      expect(listed.answers.every(({ label, value }) => label !== '' && value !== '')).toBe(true);
    });

    it('refuses visitors (401) and companies (403), storing nothing', async () => {
      await expectRefused(await submit(slug, validPermitFields[slug](), { token: '' }), 401);
      const [company] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, demoCompany.email));
      const body = await expectRefused(
        await submit(slug, validPermitFields[slug](), { token: await issueAccessToken(t.db, company!.id) }),
        403,
      );
      expect(body.message).toBe('خدمات التصاريح متاحة للأفراد فقط');
    });

    it('refuses an empty request with every required field named, in Arabic and English', async () => {
      const arabic = await expectRefused(await submit(slug, {}));
      expect(arabic.message).toBe('الرجاء تعبئة الحقول المطلوبة');
      expect(Object.keys(arabic.errors ?? {})).toContain('terms');
      const english = await expectRefused(await submit(slug, {}, { locale: 'en' }));
      expect(english.message).toBe('Please fill in the required fields');
    });
  });

  it('numbers references of a type one after another, and a refused request uses none', async () => {
    const first = (await submit('free-camping', validPermitFields['free-camping']())).json<PermitRequestAnswer>().data
      .reference;
    await submit('free-camping', { ...validPermitFields['free-camping'](), free_camping_location_id: '999' });
    const second = (await submit('free-camping', validPermitFields['free-camping']())).json<PermitRequestAnswer>().data
      .reference;
    expect(Number(second.slice(-6))).toBe(Number(first.slice(-6)) + 1);
  });

  it('refuses the fields a citizen may not set (status, reference, type, owner), naming each, and stores nothing', async () => {
    const before = await t.db.$count(permits);
    const response = await submit('free-camping', {
      ...validPermitFields['free-camping'](),
      status: 'approved',
      reference: 'FC-2020-000001',
      type: 'beekeeping',
      user_id: '1',
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['status', 'reference', 'type', 'user_id']);
    expect(await t.db.$count(permits)).toBe(before);
  });

  it('reads Arabic-Indic and Persian digits in numbers, ids, phones and dates, and stores them as ASCII', async () => {
    const response = await submit('free-camping', {
      ...validPermitFields['free-camping'](),
      user_id_number: '١٠١٢٣٤٥٦٧٨',
      user_phone: '۹۶۶۵۰۱۲۳۴۵۶۷',
      free_camping_date: '٢٠٩٩-٠٢-٠١',
      number_of_companions: '٢٠',
      user_notes: 'نصل الساعة ٥',
    });
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await t.db
      .select()
      .from(permits)
      .where(eq(permits.uuid, response.json<PermitRequestAnswer>().data.uuid));
    expect(row!.request).toMatchObject({
      user_id_number: '1012345678',
      user_phone: '966501234567',
      free_camping_date: '2099-02-01',
      number_of_companions: 20,
      user_notes: 'نصل الساعة ٥',
    });
  });

  it("mails the applicant in the account's language", async () => {
    const english = await newApplicant(t, 'en');
    const response = await submit('free-camping', validPermitFields['free-camping'](), { token: english.token });
    const { reference } = response.json<PermitRequestAnswer>().data;
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, english.email));
    expect(mail!.subject).toBe(`We received your request: free camping permit (${reference})`);
  });

  // The specific area and work permits ask for a captcha after three refusals of one applicant: each rule test applies afresh.
  const freshApplicantEach = () =>
    beforeEach(async () => {
      applicant = await newApplicant(t);
    });

  describe('the specific area rules', () => {
    freshApplicantEach();
    const valid = validPermitFields['specific-area'];
    it.each([
      ['from_date', REQUIRED],
      ['region_id', REQUIRED],
      ['vehicle_type', REQUIRED],
      ['vehicle_plate_number', REQUIRED],
    ])('requires %s (%s)', async (field, message) => {
      expect((await expectRefused(await submit('specific-area', without(valid(), field)))).errors?.[field]).toEqual([
        message,
      ]);
    });

    it('refuses unticked terms with the spec message', async () => {
      expect(
        (await expectRefused(await submit('specific-area', { ...valid(), terms: 'false' }))).errors?.terms,
      ).toEqual([TERMS]);
    });

    it('refuses a past date, "other" without its text, and a site of another region', async () => {
      expect(
        (await expectRefused(await submit('specific-area', { ...valid(), from_date: '2020-01-01' }))).errors?.from_date,
      ).toEqual(['لا يمكن اختيار تاريخ سابق لليوم']);
      expect(
        (await expectRefused(await submit('specific-area', without(valid(), 'other_area')))).errors?.other_area,
      ).toEqual([REQUIRED]);
      expect(
        (await expectRefused(await submit('specific-area', { ...valid(), 'area_ids[]': ['5'] }))).errors?.area_ids,
      ).toEqual(['أحد المواقع المختارة غير متاح في هذا التاريخ أو هذه المنطقة']);
    });

    it('refuses a site closed on the arrival day', async () => {
      const closed = { ...valid(), from_date: `${year + 1}-04-10`, 'area_ids[]': ['4'] };
      const response = await submit('specific-area', closed);
      // Area 4 is closed from 03-01 to 05-31 of the seed's year only: a later year's April is open.
      expect(response.statusCode, response.body).toBe(201);
      const seeded = await submit('specific-area', { ...closed, from_date: '2026-04-10' });
      expect(seeded.statusCode).toBe(422);
    });

    it('drops the other text when "other" is not chosen, as the form clears it', async () => {
      const response = await submit('specific-area', { ...valid(), 'area_ids[]': ['1'] });
      expect(response.statusCode, response.body).toBe(201);
      const [row] = await t.db
        .select()
        .from(permits)
        .where(eq(permits.uuid, response.json<PermitRequestAnswer>().data.uuid));
      expect(row!.request).not.toHaveProperty('other_area');
      expect(row!.request).toMatchObject({ area_ids: ['1'], user_country_id: 1 });
    });

    it('refuses another country than 1', async () => {
      expect(
        (await expectRefused(await submit('specific-area', { ...valid(), user_country_id: '2' }))).errors,
      ).toHaveProperty('user_country_id');
    });
  });

  describe('the work permit rules', () => {
    freshApplicantEach();
    const valid = validPermitFields['work-permit'];
    const group = (name: string, count: number, item: (index: number) => Record<string, string>): Fields =>
      Object.fromEntries(
        Array.from({ length: count }, (_, index) =>
          Object.entries(item(index)).map(([key, value]) => [`${name}[${index}][${key}]`, value]),
        ).flat(),
      );
    const full = () => ({
      ...without(valid(), ...Object.keys(valid()).filter((key) => /^(companions|equipments|vehicles)\[/.test(key))),
      ...group('companions', 7, (index) => ({ name: `مرافق ${index + 1}`, phone: `05012345${index}` })),
      ...group('equipments', 5, (index) => ({ name: `معدة ${index + 1}`, count: String(index + 1) })),
      ...group('vehicles', 5, (index) => ({
        type: 'شاحنة',
        plate_number: `أ ب ${index}`,
        color: 'أبيض',
        license_number: `L-${index}`,
      })),
    });

    it('accepts every group at its maximum and keeps each item', async () => {
      const response = await submit('work-permit', full());
      expect(response.statusCode, response.body).toBe(201);
      const [row] = await t.db
        .select()
        .from(permits)
        .where(eq(permits.uuid, response.json<PermitRequestAnswer>().data.uuid));
      const request = row!.request as { companions: unknown[]; equipments: { count: number }[]; vehicles: unknown[] };
      expect([request.companions.length, request.equipments.length, request.vehicles.length]).toEqual([7, 5, 5]);
      expect(request.equipments[4]!.count).toBe(5);
    });

    it.each([
      ['companions', 8, { name: 'ثامن', phone: '0501' }, '7 مرافقين على الأكثر'],
      ['equipments', 6, { name: 'زائدة', count: '1' }, '5 معدات على الأكثر'],
      ['vehicles', 6, { type: 'x', plate_number: '1', color: 'c' }, '5 مركبات على الأكثر'],
    ])('refuses %s over the limit (%i)', async (name, countOf, item, message) => {
      const fields = { ...full(), ...group(name, countOf, () => item as Record<string, string>) };
      expect((await expectRefused(await submit('work-permit', fields))).errors?.[name]).toEqual([message]);
    });

    it('refuses an arrival before today + 2, a departure before the arrival, and broken group items', async () => {
      const today = new Date().toISOString().slice(0, 10);
      expect(
        (
          await expectRefused(
            await submit('work-permit', { ...valid(), from_date: `${today} 00:00`, to_date: `${today} 00:00` }),
          )
        ).errors?.from_date,
      ).toEqual(['أقرب تاريخ للوصول بعد يومين من اليوم']);
      expect(
        (await expectRefused(await submit('work-permit', { ...valid(), to_date: '2099-01-14 23:00' }))).errors?.to_date,
      ).toEqual(['لا يمكن أن يكون تاريخ المغادرة قبل تاريخ الوصول']);
      const broken = await expectRefused(
        await submit('work-permit', {
          ...valid(),
          'companions[0][phone]': '0501234567890123',
          'equipments[0][count]': '0',
          'vehicles[0][color]': '',
        }),
      );
      expect(broken.errors).toMatchObject({
        'companions.0.phone': ['15 رقما على الأكثر'],
        'equipments.0.count': ['العدد 1 على الأقل'],
        'vehicles.0.color': [REQUIRED],
      });
    });

    it('refuses a site not open to work permits', async () => {
      expect(
        (await expectRefused(await submit('work-permit', { ...valid(), 'area_ids[]': ['6'] }))).errors,
      ).toHaveProperty('area_ids');
    });
  });

  describe('the beekeeping rules', () => {
    const valid = validPermitFields.beekeeping;
    it('refuses hives 0 and 10001 and apiaries 1001', async () => {
      expect(
        (await expectRefused(await submit('beekeeping', { ...valid('4'), number_of_hives: '0' }))).errors
          ?.number_of_hives,
      ).toEqual(['عدد الخلايا يجب أن يكون أكبر من 0']);
      const over = await expectRefused(
        await submit('beekeeping', { ...valid('4'), number_of_hives: '10001', number_of_apiaries: '1001' }),
      );
      expect(over.errors).toMatchObject({
        number_of_hives: ['عدد الخلايا 10000 على الأكثر'],
        number_of_apiaries: ['عدد المناحل 1000 على الأكثر'],
      });
    });

    it('refuses a missing file, and a file of a type the form does not take', async () => {
      expect(
        (await expectRefused(await submit('beekeeping', without(valid('4'), 'mobile_apiary_license')))).errors
          ?.mobile_apiary_license,
      ).toEqual([REQUIRED]);
      const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'x.svg', { type: 'image/svg+xml' });
      expect(
        (await expectRefused(await submit('beekeeping', { ...valid('4'), identity_card_image: svg }))).errors
          ?.identity_card_image,
      ).toEqual(['الأنواع المسموحة: png وjpg وjpeg وgif وpdf']);
    });

    it('refuses a file forged from text parts naming its name, type and size', async () => {
      const forged = {
        ...without(valid('4'), 'identity_card_image'),
        'identity_card_image[0][name]': 'id.pdf',
        'identity_card_image[0][type]': 'application/pdf',
        'identity_card_image[0][size]': '100',
      };
      expect((await expectRefused(await submit('beekeeping', forged))).errors).toHaveProperty('identity_card_image');
    });

    it('refuses an apiary held by the authority, and one of another location', async () => {
      // Seed: apiary 3 of location 1 is reserved; apiary 7 belongs to location 2.
      expect((await expectRefused(await submit('beekeeping', valid('3')))).errors?.apiary_id).toEqual([
        'المنحل المختار محجوز، اختر منحلا آخر',
      ]);
      expect((await expectRefused(await submit('beekeeping', valid('7')))).errors?.apiary_id).toEqual([
        'المنحل المختار ليس في هذا الموقع',
      ]);
    });

    it('holds the apiary of an accepted request: the list shows it reserved and a second request is refused', async () => {
      expect((await submit('beekeeping', valid('5'))).statusCode).toBe(201);
      const locations = await t.app.inject({ method: 'GET', url: '/api/v1/apiary-locations?limit=50' });
      const apiary = locations
        .json<{ data: { apiaries: { id: number; is_reserved: boolean }[] }[] }>()
        .data[0]!.apiaries.find((item) => item.id === 5);
      expect(apiary?.is_reserved).toBe(true);
      before = await counts();
      expect((await expectRefused(await submit('beekeeping', valid('5')))).errors?.apiary_id).toEqual([
        'المنحل المختار محجوز، اختر منحلا آخر',
      ]);
    });
  });

  describe('the scientific research rules', () => {
    const valid = validPermitFields['scientific-research'];
    it.each([
      ['start_at', 'تاريخ البداية مطلوب'],
      ['end_at', 'تاريخ النهاية مطلوب'],
      ['academic_qualification', 'المؤهل العلمي مطلوب'],
      ['field_of_study', 'مجال الدراسة مطلوب'],
      ['institution_university', 'اسم الجامعة مطلوب'],
      ['job_title', 'المسمى الوظيفي مطلوب'],
      ['research_title', 'عنوان البحث مطلوب'],
      ['research_abstract', 'الملخص البحثي مطلوب'],
    ])('requires %s with the spec message', async (field, message) => {
      expect(
        (await expectRefused(await submit('scientific-research', without(valid(), field)))).errors?.[field],
      ).toEqual([message]);
    });

    it('requires a purpose and the terms, with the spec messages', async () => {
      const refused = await expectRefused(
        await submit(
          'scientific-research',
          without(valid(), 'research_purpose[0]', 'research_purpose[1]', 'research_purpose_other', 'terms'),
        ),
      );
      expect(refused.errors).toMatchObject({
        research_purpose: ['حدد الغرض من البحث'],
        terms: ['يجب الموافقة على الشروط'],
      });
    });
  });

  describe('free camping', () => {
    it('refuses letters in the phone and id, and a location out of season on the day', async () => {
      const valid = validPermitFields['free-camping'];
      const refused = await expectRefused(
        await submit('free-camping', { ...valid(), user_phone: '96650123456a', user_id_number: '10123a5678' }),
      );
      expect(Object.keys(refused.errors ?? {}).sort()).toEqual(['user_id_number', 'user_phone']);
      // Location 4's season runs December to February.
      expect(
        (
          await expectRefused(
            await submit('free-camping', {
              ...valid(),
              free_camping_date: '2099-07-01',
              free_camping_location_id: '4',
            }),
          )
        ).errors,
      ).toHaveProperty('free_camping_location_id');
    });
  });

  it('refuses every service while its setting is off, with a clear message; research follows the work permit', async () => {
    await t.db.update(permitSettings).set({ enabled: false }).where(eq(permitSettings.key, 'work_permit'));
    t.app.publicCache.invalidate('permit-places');
    try {
      for (const slug of ['work-permit', 'scientific-research'] as const) {
        const refused = await expectRefused(await submit(slug, validPermitFields[slug]()), 403);
        expect(refused.message).toBe('هذه الخدمة متوقفة حاليا، ولا تستقبل طلبات جديدة');
      }
      expect((await submit('free-camping', validPermitFields['free-camping']())).statusCode).toBe(201);
    } finally {
      await t.db.update(permitSettings).set({ enabled: true }).where(eq(permitSettings.key, 'work_permit'));
    }
  });
});
