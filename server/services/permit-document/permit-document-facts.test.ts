import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PermitRequestAnswer } from '../../../schemas/api/permits';
import { permitService } from '../../../schemas/api/permits';
import { formDefinition } from '../../../schemas/registry';
import { freshAddress, postForm } from '../../../tests/support/accounts';
import { accountRow, newApplicant, validPermitFields, type PermitSlug } from '../../../tests/support/permit-fixtures';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { formVersions, permits } from '../../db/schema';
import { permitDocumentFacts } from './permit-document-facts';
import { renderPermitPdf } from './render-permit-pdf';
import { pageCount } from './test-fixtures/pdf-tools';
import { sampleProof } from './test-fixtures/sample-permit';

describe('permit document facts', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(() => t.close());

  /** A request of `slug` as the applicant sends it, and its row. */
  async function permitOf(slug: PermitSlug, fields = validPermitFields[slug]()) {
    const applicant = await newApplicant(t);
    const response = await postForm(t, `permits/${slug}`, fields, { token: applicant.token, from: freshAddress() });
    expect(response.statusCode, response.body).toBe(201);
    const { uuid } = response.json<PermitRequestAnswer>().data;
    const [row] = await t.db.select().from(permits).where(eq(permits.uuid, uuid));
    return { row: row!, account: await accountRow(t, applicant.id) };
  }

  it('of a specific-area permit: holder, day, region, sites (one typed), vehicle, plate, the eleven prohibitions', async () => {
    const { row } = await permitOf('specific-area');
    const facts = await permitDocumentFacts(t.db, row);
    expect(facts).toMatchObject({
      reference: row.reference,
      type: 'specific_area',
      service: { ar: 'تصريح دخول منطقة محددة', en: 'Specific area permit' },
      holderName: 'سارة محمد العتيبي',
      idLastFour: '5678',
      firstDay: '2099-01-15',
      lastDay: '2099-01-15',
      plates: ['أ ب ج 1234'],
    });
    expect(facts.details).toEqual([
      { key: 'region', value: { ar: 'المنطقة الشمالية', en: 'Northern region' } },
      {
        key: 'sites',
        value: { ar: 'روضة خريم، روضة نورة، وادي الديسة', en: 'Rawdat Khuraim, Rawdat Nourah, وادي الديسة' },
      },
      { key: 'vehicles', value: { ar: 'دفع رباعي', en: 'دفع رباعي' } },
      { key: 'plates', value: { ar: 'أ ب ج 1234', en: 'أ ب ج 1234' } },
    ]);
    expect(facts.prohibitions?.heading).toEqual({
      ar: 'يُمنع داخل المحمية:',
      en: 'Inside the reserve it is forbidden to:',
    });
    expect(facts.prohibitions?.items.ar).toHaveLength(11);
    expect(facts.prohibitions?.items.en).toHaveLength(11);
    expect([facts.prohibitions?.items.ar[0], facts.prohibitions?.items.en[10]]).toEqual(['الصيد', 'open new tracks']);
  });

  it('takes the prohibitions from the form version the request was made in, not today’s form', async () => {
    const { row } = await permitOf('specific-area');
    const today = formDefinition(permitService('specific_area').formId);
    const withTerms = (locale: 'ar' | 'en', description: string) => ({
      ...today.messages[locale],
      fields: { ...today.messages[locale].fields, terms: { ...today.messages[locale].fields.terms, description } },
    });
    const [older] = await t.db
      .insert(formVersions)
      .values({
        formId: permitService('specific_area').formId,
        contentHash: 'an-older-version',
        schema: today.schema,
        uiSchema: today.uiSchema,
        messages: {
          ar: withTerms('ar', 'يُمنع:\n- الصيد\n- الرعي'),
          en: withTerms('en', 'Forbidden:\n- hunting\n- grazing'),
        },
      })
      .returning({ id: formVersions.id });
    const facts = await permitDocumentFacts(t.db, { ...row, formVersionId: older!.id });
    expect(facts.prohibitions).toEqual({
      heading: { ar: 'يُمنع:', en: 'Forbidden:' },
      items: { ar: ['الصيد', 'الرعي'], en: ['hunting', 'grazing'] },
    });
  });

  it('of a work permit: first and last day, purpose, companions, vehicles and their plates; no prohibitions', async () => {
    const { row } = await permitOf('work-permit');
    const facts = await permitDocumentFacts(t.db, row);
    expect(facts).toMatchObject({
      firstDay: '2099-01-15',
      lastDay: '2099-01-17',
      plates: ['د هـ و 55'],
      prohibitions: null,
    });
    expect(facts.details).toEqual([
      { key: 'region', value: { ar: 'المنطقة الوسطى', en: 'Central region' } },
      { key: 'sites', value: { ar: 'وادي الرمحية', en: 'Wadi Al-Rumhiyah' } },
      { key: 'purpose', value: { ar: 'صيانة محطة الرصد', en: 'صيانة محطة الرصد' } },
      { key: 'companions', value: { ar: 'علي أحمد', en: 'علي أحمد' } },
      { key: 'vehicles', value: { ar: 'شاحنة – أبيض', en: 'شاحنة – أبيض' } },
      { key: 'plates', value: { ar: 'د هـ و 55', en: 'د هـ و 55' } },
    ]);
    expect(facts.claims(new Date('2099-01-10T08:00:00Z'))).toEqual({
      v: 1,
      ref: row.reference,
      typ: 'work_permit',
      name: 'سارة محمد العتيبي',
      id4: '5678',
      from: '2099-01-15',
      to: '2099-01-17',
      plates: ['د هـ و 55'],
      iat: Date.parse('2099-01-10T08:00:00Z') / 1000,
    });
  });

  it('of a free-camping permit: the camping location and the number of companions', async () => {
    const { row } = await permitOf('free-camping');
    const facts = await permitDocumentFacts(t.db, row);
    expect(facts).toMatchObject({ firstDay: '2099-02-01', lastDay: '2099-02-01', plates: [] });
    expect(facts.details).toEqual([
      { key: 'campingLocation', value: { ar: 'مخيم روضة نورة', en: 'Rawdat Nourah camp' } },
      { key: 'companions', value: { ar: '3', en: '3' } },
      { key: 'vehicles', value: { ar: 'جيب', en: 'جيب' } },
    ]);
  });

  it('of a beekeeping permit: apiary location, apiary and hives, and no dates', async () => {
    const { row } = await permitOf('beekeeping');
    const facts = await permitDocumentFacts(t.db, row);
    expect(facts).toMatchObject({ firstDay: null, lastDay: null, plates: [] });
    expect(facts.details).toEqual([
      { key: 'apiaryLocation', value: { ar: 'مناحل وادي الرمحية', en: 'Wadi Al-Rumhiyah apiaries' } },
      { key: 'apiary', value: { ar: 'منحل 1', en: 'Apiary 1' } },
      { key: 'hives', value: { ar: '40', en: '40' } },
    ]);
    expect(facts.claims()).toMatchObject({ from: null, to: null, plates: [] });
  });

  it('of a research permit: the account’s name and ID, as the form asks for neither', async () => {
    const { row, account } = await permitOf('scientific-research');
    const facts = await permitDocumentFacts(t.db, row);
    expect(facts).toMatchObject({
      holderName: account.name,
      idLastFour: account.nationalId!.slice(-4),
      firstDay: '2099-03-01',
      lastDay: '2099-06-30',
    });
    expect(facts.details).toEqual([
      { key: 'researchTitle', value: { ar: 'تعداد الوعول في المحمية', en: 'تعداد الوعول في المحمية' } },
      { key: 'institution', value: { ar: 'جامعة الملك سعود', en: 'جامعة الملك سعود' } },
    ]);
  });

  it('fits every type’s permit on one A4 page', async () => {
    for (const slug of Object.keys(validPermitFields) as PermitSlug[]) {
      // Another apiary than the beekeeping case above holds.
      const fields = slug === 'beekeeping' ? validPermitFields.beekeeping('4') : validPermitFields[slug]();
      const facts = await permitDocumentFacts(t.db, (await permitOf(slug, fields)).row);
      expect(await pageCount(await renderPermitPdf(facts, await sampleProof(facts))), slug).toBe(1);
    }
  });
});
