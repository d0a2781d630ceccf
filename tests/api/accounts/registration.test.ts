import fs from 'node:fs/promises';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyDocuments, mailOutbox, users } from '../../../server/db/schema';
import { createTestApp, type TestApp } from '../../support/test-app';
import { freshAddress, individual, mailsTo, postForm, signIn } from '../../support/accounts';
import { latestMailTo } from '../../support/outbox';

const PDF = new File(
  [`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`],
  'plan.pdf',
  { type: 'application/pdf' },
);
const PNG = new File(
  [
    Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    ),
  ],
  'proof.png',
  { type: 'image/png' },
);
const SCRIPT_AS_PDF = new File(['<script>alert(1)</script>'], 'proposal.pdf', { type: 'application/pdf' });

const company = (overrides: Record<string, string | File | File[]> = {}) => ({
  name: 'شركة رمال للتخييم',
  email: 'info@rimal.example.sa',
  country_code: '+966',
  phone_number: '0551234567',
  password: 'Sand-Dunes-2025',
  password_confirmation: 'Sand-Dunes-2025',
  business_activity: 'تخييم بيئي',
  target_area: 'روضة التنهات',
  commercial_registration_number: '1010987654',
  company_description: 'مخيمات صديقة للبيئة.\nبإشراف مرشدين معتمدين.',
  contact_email: 'contact@rimal.example.sa',
  contact_phone: '+966501112233',
  technical_proposal: PDF,
  work_experience: PDF,
  environmental_compliance_permit: PNG,
  execution_plan: PDF,
  ...overrides,
});

describe('registration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(() => t.close());

  const accounts = async () => (await t.db.select({ n: count() }).from(users))[0]!.n;
  const register = (fields: Record<string, string | File | File[]>, locale = 'ar') =>
    postForm(t, 'register', fields, { from: freshAddress(), locale });

  it('creates an unverified individual, stores the phone in parts and queues a verification e-mail', async () => {
    const response = await register(individual({ email: 'Reem@Example.sa' }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ data: { email: 'reem@example.sa' }, message: 'تم التسجيل بنجاح!' });
    const [account] = await t.db.select().from(users).where(eq(users.email, 'reem@example.sa'));
    expect(account).toMatchObject({
      kind: 'individual',
      countryCode: '966',
      phoneNumber: '512345678',
      emailVerifiedAt: null,
      gender: 2,
    });
    expect(account!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    const mail = await latestMailTo(t.db, 'reem@example.sa');
    expect(mail!.text).toMatch(/\/verify-email\/[0-9a-f-]{36}\/[A-Za-z0-9_-]+\?expires=\d+&signature=[0-9a-f]{64}/);
    const token = await signIn(t, { email: 'reem@example.sa', password: 'Rawdat-Khafs-99' });
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { authorization: `Bearer ${token}` } });
    expect(me.json().data).toMatchObject({ email_verified: false, city: { id: 1, name_ar: 'الرياض' } });
  });

  it('answers a duplicate address exactly like a new one, creates nothing and tells the owner by e-mail', async () => {
    const before = await accounts();
    const response = await register(individual({ email: 'individual@demo.reserve.sa', national_id: '1055555555' }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ data: { email: 'individual@demo.reserve.sa' }, message: 'تم التسجيل بنجاح!' });
    expect(await accounts()).toBe(before);
    const mail = await latestMailTo(t.db, 'individual@demo.reserve.sa');
    expect(mail!.text).toContain('/forget-password');
    expect(mail!.text).not.toContain('verify-email');
  });

  it.each([
    [
      'a five-character password',
      { password: 'abcde', password_confirmation: 'abcde' },
      'password',
      'يجب أن تكون كلمة المرور 6 أحرف على الأقل',
    ],
    [
      'a confirmation that differs',
      { password_confirmation: 'Rawdat-Khafs-98' },
      'password_confirmation',
      'كلمة المرور غير متطابقة',
    ],
    ['a bad address', { email: 'reem@' }, 'email', 'البريد الإلكتروني غير صالح'],
    ['terms not accepted', { terms: 'false' }, 'terms', 'يجب الموافقة على الشروط والأحكام'],
  ])('refuses %s with the spec message and stores nothing', async (_name, overrides, field, message) => {
    const before = await accounts();
    const response = await register(
      individual({ email: 'new-person@example.sa', national_id: '1066666666', ...overrides }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toContain(message);
    expect(await accounts()).toBe(before);
  });

  it('refuses one of the most common passwords with its own message, in English too', async () => {
    const response = await register(
      individual({
        email: 'common@example.sa',
        national_id: '1077777777',
        password: 'password1',
        password_confirmation: 'password1',
      }),
      'en',
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.password).toHaveLength(1);
    expect(response.json().errors.password[0]).toMatch(/common/i);
  });

  it('refuses a phone number that is not valid for its country', async () => {
    const response = await register(
      individual({ email: 'phone@example.sa', national_id: '1088888888', country_code: '966', phone_number: '12345' }),
    );
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['phone']);
  });

  it('refuses a city of another country and an unknown country', async () => {
    const cairo = await register(
      individual({ email: 'city@example.sa', national_id: '1099999991', country_id: '1', city_id: '9999' }),
    );
    expect(Object.keys(cairo.json().errors)).toEqual(['city_id']);
    const nowhere = await register(
      individual({ email: 'city@example.sa', national_id: '1099999991', country_id: '999', city_id: '1' }),
    );
    expect(Object.keys(nowhere.json().errors)).toEqual(['country_id']);
  });

  it('answers a national id another account holds like a new registration, and tells both people by e-mail', async () => {
    const before = await accounts();
    const taken = await register(individual({ email: 'other@example.sa', national_id: '1012345678' }), 'en');
    const fresh = await register(individual({ email: 'other-new@example.sa', national_id: '1012345670' }), 'en');
    expect(taken.statusCode).toBe(201);
    expect(taken.json()).toEqual({ ...fresh.json(), data: { email: 'other@example.sa' } });
    expect(await accounts()).toBe(before + 1);
    const toNewAddress = await latestMailTo(t.db, 'other@example.sa');
    expect(toNewAddress!.subject).toBe('This number already has an account');
    expect(toNewAddress!.text).toContain('/sign-in');
    expect(toNewAddress!.text).toContain('/forget-password');
    expect(toNewAddress!.text).toContain('/contact-us');
    expect(toNewAddress!.text).not.toContain('individual@demo.reserve.sa');
    const toHolder = await latestMailTo(t.db, 'individual@demo.reserve.sa');
    expect(toHolder!.subject).toBe('محاولة تسجيل برقم حسابك');
    expect(toHolder!.text).not.toContain('other@example.sa');
  });

  it('answers a commercial registration number another company holds like a new one, storing no file', async () => {
    const filesBefore = await fs.readdir(path.join(t.dataDir, 'uploads'));
    const before = await accounts();
    const response = await postForm(
      t,
      'register/company',
      company({ email: 'copy@rimal.example.sa', commercial_registration_number: '1010123456' }),
      {
        from: freshAddress(),
      },
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ data: { email: 'copy@rimal.example.sa' }, message: 'تم التسجيل بنجاح!' });
    expect(await accounts()).toBe(before);
    expect(await fs.readdir(path.join(t.dataDir, 'uploads'))).toEqual(filesBefore);
    expect((await latestMailTo(t.db, 'copy@rimal.example.sa'))!.text).toContain(
      'رقم السجل التجاري الذي أدخلته مسجل بحساب آخر',
    );
    expect((await latestMailTo(t.db, 'company@demo.reserve.sa'))!.text).toContain('رقم السجل التجاري المسجل في حسابك');
  });

  it('stores a national id and a phone typed in Arabic-Indic digits in ASCII digits', async () => {
    const response = await register(
      individual({
        email: 'digits@example.sa',
        national_id: '١٠٣٣٣٣٣٣٣١',
        country_code: '٩٦٦',
        phone_number: '٥٥١٢٣٤٥٦٧',
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const [account] = await t.db.select().from(users).where(eq(users.email, 'digits@example.sa'));
    expect(account).toMatchObject({ nationalId: '1033333331', countryCode: '966', phoneNumber: '551234567' });
  });

  it("refuses fields a citizen may not set, naming them in the request's language, and creates nothing", async () => {
    const response = await register(
      individual({
        email: 'sneaky@example.sa',
        national_id: '1011111119',
        is_researcher: 'true',
        email_verified: 'true',
      }),
      'en',
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      is_researcher: ['This field is not one the form takes.'],
      email_verified: ['This field is not one the form takes.'],
    });
    expect(await t.db.select().from(users).where(eq(users.email, 'sneaky@example.sa'))).toEqual([]);
  });

  it('creates a company with its four documents and an optional supporting one', async () => {
    const response = await postForm(t, 'register/company', company({ supporting_documents: [PNG] }), {
      from: freshAddress(),
    });
    expect(response.statusCode).toBe(201);
    const [account] = await t.db.select().from(users).where(eq(users.email, 'info@rimal.example.sa'));
    expect(account).toMatchObject({ kind: 'company', countryCode: '966', phoneNumber: '551234567', nationalId: null });
    const documents = await t.db.select().from(companyDocuments).where(eq(companyDocuments.userId, account!.id));
    expect(documents.map((document) => document.kind).sort()).toEqual(
      [
        'environmental_compliance_permit',
        'execution_plan',
        'supporting_documents',
        'technical_proposal',
        'work_experience',
      ].sort(),
    );
    for (const document of documents)
      await expect(fs.stat(path.join(t.dataDir, 'uploads', document.storedName))).resolves.toBeTruthy();
    expect(await mailsTo(t, 'info@rimal.example.sa')).toHaveLength(1);
  });

  it('refuses a company without a required document, or with a disguised one, leaving no row, file or mail', async () => {
    const filesBefore = await fs.readdir(path.join(t.dataDir, 'uploads'));
    const mailBefore = (await t.db.select({ n: count() }).from(mailOutbox))[0]!.n;
    const before = await accounts();
    const withoutPlan = Object.fromEntries(
      Object.entries(company({ email: 'a@rimal.example.sa', commercial_registration_number: '1010000001' })).filter(
        ([field]) => field !== 'execution_plan',
      ),
    );
    const missing = await postForm(t, 'register/company', withoutPlan, { from: freshAddress() });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors)).toEqual(['execution_plan']);
    const disguised = await postForm(
      t,
      'register/company',
      company({ email: 'b@rimal.example.sa', technical_proposal: SCRIPT_AS_PDF }),
      { from: freshAddress() },
    );
    expect(disguised.statusCode).toBe(422);
    expect(Object.keys(disguised.json().errors)).toEqual(['technical_proposal']);
    expect(await accounts()).toBe(before);
    expect(await fs.readdir(path.join(t.dataDir, 'uploads'))).toEqual(filesBefore);
    expect((await t.db.select({ n: count() }).from(mailOutbox))[0]!.n).toBe(mailBefore);
  });
});
