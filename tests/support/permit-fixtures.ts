import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { PermitRequestAnswer } from '../../schemas/api/permits';
import { permits, users } from '../../server/db/schema';
import { issueAccessToken } from '../../server/services/accounts/access-tokens';
import { freshAddress, postForm, type Fields } from './accounts';
import { pngFile } from './member-fixtures';
import type { TestApp } from './test-app';

const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);
export const pdfFile = (name = 'document.pdf') => new File([PDF_BYTES], name, { type: 'application/pdf' });

const applicant = {
  user_full_name: 'سارة محمد العتيبي',
  user_email: 'sara@example.sa',
  user_phone: '966501234567',
  user_id_number: '1012345678',
};

/** A complete, valid request of each permit service, as the browser posts it (multipart), far enough ahead to stay valid. */
export const validPermitFields = {
  'specific-area': (): Fields => ({
    ...applicant,
    user_country_id: '1',
    from_date: '2099-01-15',
    region_id: '1',
    'area_ids[]': ['1', '2', 'other'],
    other_area: 'وادي الديسة',
    vehicle_type: 'دفع رباعي',
    vehicle_plate_number: 'أ ب ج 1234',
    user_notes: 'زيارة عائلية',
    terms: 'true',
  }),
  'work-permit': (): Fields => ({
    ...applicant,
    user_country_id: '1',
    from_date: '2099-01-15 00:00',
    to_date: '2099-01-17 00:00',
    region_id: '2',
    purpose: 'صيانة محطة الرصد',
    'area_ids[]': ['5'],
    'companions[0][name]': 'علي أحمد',
    'companions[0][phone]': '0501234567',
    'equipments[0][name]': 'مولد كهربائي',
    'equipments[0][count]': '2',
    'vehicles[0][type]': 'شاحنة',
    'vehicles[0][plate_number]': 'د هـ و 55',
    'vehicles[0][color]': 'أبيض',
    terms: 'true',
  }),
  beekeeping: (apiaryId = '1'): Fields => ({
    ...applicant,
    apiary_location_id: '1',
    apiary_id: apiaryId,
    number_of_hives: '40',
    number_of_apiaries: '2',
    queen_bee_type: 'ملكة بلدية',
    bee_strain_type: 'النحل اليمني',
    identity_card_image: pdfFile('الهوية.pdf'),
    activity_practice_permit: pngFile('permit.png'),
    mobile_apiary_license: pdfFile('license.pdf'),
    local_bee_strain_proof: pngFile('proof.png'),
    terms: 'true',
  }),
  'free-camping': (): Fields => ({
    ...applicant,
    user_country_id: '1',
    free_camping_date: '2099-02-01',
    free_camping_location_id: '1',
    number_of_companions: '3',
    vehicle_type: 'جيب',
    terms: 'true',
  }),
  'scientific-research': (): Fields => ({
    start_at: '2099-03-01 0:00',
    end_at: '2099-06-30 0:00',
    academic_qualification: 'master',
    field_of_study: 'علم البيئة',
    institution_university: 'جامعة الملك سعود',
    job_title: 'باحثة',
    research_title: 'تعداد الوعول في المحمية',
    'research_purpose[0]': 'degree_requirements',
    'research_purpose[1]': 'other',
    research_purpose_other: 'تقرير للجهة الممولة',
    research_abstract: 'دراسة ميدانية لأعداد الوعول.',
    terms: 'true',
  }),
} as const;

export type PermitSlug = keyof typeof validPermitFields;

let applicants = 0;
/** A new verified individual with a login token, written straight to the database (no password hashing): for tests that need many. */
export async function newApplicant(t: TestApp, language: 'ar' | 'en' = 'ar') {
  applicants += 1;
  const email = `applicant${applicants}@example.sa`;
  const [row] = await t.db
    .insert(users)
    .values({
      kind: 'individual',
      name: `مقدم طلب ${applicants}`,
      email,
      passwordHash: 'not-used',
      countryCode: '966',
      phoneNumber: '501234567',
      emailVerifiedAt: new Date(),
      language,
      nationalId: `20777${String(applicants).padStart(5, '0')}`,
    })
    .returning({ id: users.id });
  return { id: row!.id, email, token: await issueAccessToken(t.db, row!.id) };
}

/** A new request of `slug` by the applicant holding `token`, through the API, as a citizen sends it. */
export async function submitPermitRequest(
  t: TestApp,
  token: string,
  slug: PermitSlug = 'free-camping',
  fields: Fields = validPermitFields[slug](),
) {
  const response = await postForm(t, `permits/${slug}`, fields, { token, from: freshAddress() });
  expect(response.statusCode, response.body).toBe(201);
  const { uuid, reference } = response.json<PermitRequestAnswer>().data;
  return { uuid, reference };
}

/** The account's row, for what a test checks of it. */
export const accountRow = async (t: TestApp, id: number) =>
  (await t.db.select().from(users).where(eq(users.id, id)))[0]!;

/**
 * Makes the request `uuid` approved with a stand-in document on disk, as issuing would leave it, without
 * rendering one: for tests about who may download it. Returns the uuid.
 */
export async function givePermitDocument(t: TestApp, uuid: string): Promise<string> {
  const storedName = `${randomUUID()}.pdf`;
  await fs.writeFile(path.join(t.app.config.uploadsDir, storedName), PDF_BYTES);
  await t.db.update(permits).set({ status: 'approved', pdfStoredName: storedName }).where(eq(permits.uuid, uuid));
  return uuid;
}
