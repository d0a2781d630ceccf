import fs from 'node:fs/promises';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ItemEnvelope, ListEnvelope } from '../../../schemas/api/envelopes';
import type { MemberPermit } from '../../../schemas/api/member';
import { permitService, type PermitRequestAnswer } from '../../../schemas/api/permits';
import type { PermitCase } from '../../../schemas/api/review-queue';
import { formRegistry, type FormId } from '../../../schemas/registry';
import type { FormDefinition } from '../../../schemas/validation/form-definition';
import { addDays, reserveToday } from '../../../schemas/validation/reserve-day';
import { formVersions, permitFiles, permits, permitVersions } from '../../../server/db/schema';
import { currentFormVersion } from '../../../server/services/forms/form-versions';
import { movePermit, type StaffMember } from '../../../server/services/permits/permit-lifecycle';
import { freshAddress, postForm, type Fields } from '../../support/accounts';
import { newApplicant, pdfFile, validPermitFields, type PermitSlug } from '../../support/permit-fixtures';
import { newStaffMember } from '../../support/staff';
import { createTestApp, type TestApp } from '../../support/test-app';

const campingForm = permitService('free_camping').formId;
const registry = formRegistry as Record<FormId, FormDefinition>;
const todaysForms = new Map<FormId, FormDefinition>();

/** An analyst's later edit of a form, as the registry would hold it after a release: `title` renames its fields. */
function editForm(formId: FormId, title: (label: string, locale: 'ar' | 'en') => string) {
  const form = registry[formId];
  if (!todaysForms.has(formId)) todaysForms.set(formId, form);
  const retitled = (locale: 'ar' | 'en') => ({
    ...form.messages[locale],
    fields: Object.fromEntries(
      Object.entries(form.messages[locale].fields).map(([field, messages]) => [
        field,
        messages.title === undefined ? messages : { ...messages, title: title(messages.title, locale) },
      ]),
    ),
  });
  registry[formId] = { ...form, messages: { ar: retitled('ar'), en: retitled('en') } };
}

describe('a request keeps the form version it was filled in', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof newStaffMember>>;
  let deciding: StaffMember;
  let applicant: Awaited<ReturnType<typeof newApplicant>>;

  const submit = async (slug: PermitSlug, fields: Fields) => {
    const response = await postForm(t, `permits/${slug}`, fields, { token: applicant.token, from: freshAddress() });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<PermitRequestAnswer>().data.uuid;
  };
  const askFor = async (uuid: string, unlockedFields: string[]) => {
    for (const action of [
      { type: 'permit.assign' as const },
      {
        type: 'permit.requestInfo' as const,
        reason: 'أرفق صورة أوضح',
        unlockedFields,
        resubmitBy: addDays(reserveToday(), 3),
      },
    ])
      await movePermit(t.app, { permit: { uuid }, actor: deciding, action, locale: 'ar' });
  };
  const resubmit = async (uuid: string, fields: Fields) => {
    const response = await postForm(t, `permits/${uuid}/resubmit`, fields, {
      token: applicant.token,
      from: freshAddress(),
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const ownAnswers = async (uuid: string, locale: 'ar' | 'en') => {
    const response = await t.app.inject({
      url: '/api/v1/me/permits',
      headers: { authorization: `Bearer ${applicant.token}`, 'accept-language': locale },
    });
    expect(response.statusCode, response.body).toBe(200);
    const permit = response.json<ListEnvelope<MemberPermit>>().data.find((own) => own.uuid === uuid)!;
    return Object.fromEntries(permit.answers.map(({ field, label }) => [field, label]));
  };
  const staffCase = async (uuid: string, locale: 'ar' | 'en') => {
    const response = await t.app.inject({
      url: `/api/v1/admin/permits/${uuid}`,
      headers: { authorization: `Bearer ${admin.token}`, 'accept-language': locale },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ItemEnvelope<PermitCase>>().data;
  };
  const caseLabels = async (uuid: string, locale: 'ar' | 'en') =>
    Object.fromEntries((await staffCase(uuid, locale)).answers.map(({ field, label }) => [field, label]));
  const row = async (uuid: string) => (await t.db.select().from(permits).where(eq(permits.uuid, uuid)))[0]!;

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
    applicant = await newApplicant(t);
    admin = await newStaffMember(t, { role: 'admin' });
    deciding = { kind: 'staff', id: admin.id, role: 'admin', permitTypes: [] };
  });
  afterEach(() => {
    for (const [formId, form] of todaysForms) registry[formId] = form;
    todaysForms.clear();
  });
  afterAll(() => t.close());

  it('shows an old request in its own version’s labels, in both languages, after the form is edited', async () => {
    const uuid = await submit('free-camping', validPermitFields['free-camping']());
    editForm(campingForm, (label, locale) => (locale === 'ar' ? `${label} (محدث)` : `${label} (revised)`));
    const later = await submit('free-camping', validPermitFields['free-camping']());

    expect(await ownAnswers(uuid, 'ar')).toMatchObject({ vehicle_type: 'نوع المركبة (اختياري)' });
    expect(await ownAnswers(uuid, 'en')).toMatchObject({ vehicle_type: 'Vehicle type (optional)' });
    expect(await caseLabels(uuid, 'ar')).toMatchObject({ number_of_companions: 'عدد المرافقين' });
    expect(await caseLabels(uuid, 'en')).toMatchObject({ number_of_companions: 'Number of companions' });
    // A request made after the edit reads in the edited form.
    expect(await ownAnswers(later, 'en')).toMatchObject({ vehicle_type: 'Vehicle type (optional) (revised)' });
    expect(await caseLabels(later, 'ar')).toMatchObject({ number_of_companions: 'عدد المرافقين (محدث)' });

    const [first, second] = [await row(uuid), await row(later)];
    expect(first.formVersionId).not.toBe(second.formVersionId);
    const stored = await t.db.select().from(formVersions).where(eq(formVersions.formId, campingForm));
    expect(stored.map(({ id }) => id).sort()).toEqual([first.formVersionId, second.formVersionId].sort());
    expect(first.formVersion).toBe(stored.find(({ id }) => id === first.formVersionId)!.contentHash.slice(0, 12));
  });

  it('stores one version per content: requests on an unchanged form share it', async () => {
    const [a, b] = [
      await submit('free-camping', validPermitFields['free-camping']()),
      await submit('free-camping', validPermitFields['free-camping']()),
    ];
    expect((await row(a)).formVersionId).toBe((await row(b)).formVersionId);
  });

  it('keeps each resubmitted version on the form it was sent in; the diff reads in the newer one', async () => {
    const uuid = await submit('free-camping', validPermitFields['free-camping']());
    await askFor(uuid, ['vehicle_type']);
    editForm(campingForm, (label, locale) => (locale === 'ar' ? `${label} الجديد` : `New ${label}`));
    await resubmit(uuid, { vehicle_type: 'سيدان' });

    const versions = await t.db
      .select()
      .from(permitVersions)
      .where(eq(permitVersions.permitId, (await row(uuid)).id))
      .orderBy(asc(permitVersions.version));
    expect(versions).toHaveLength(2);
    expect(versions[0]!.formVersionId).not.toBe(versions[1]!.formVersionId);
    expect((await row(uuid)).formVersionId).toBe(versions[1]!.formVersionId);
    const shown = await staffCase(uuid, 'en');
    expect(shown.changes).toEqual([
      { field: 'vehicle_type', label: 'New Vehicle type (optional)', before: 'جيب', after: 'سيدان' },
    ]);
    expect(await ownAnswers(uuid, 'ar')).toMatchObject({ vehicle_type: 'نوع المركبة (اختياري) الجديد' });
  });

  it('keeps a replaced file beside its successor, both downloadable by staff and listed with their versions', async () => {
    const uuid = await submit('beekeeping', validPermitFields.beekeeping('4'));
    await askFor(uuid, ['identity_card_image']);
    const replacement = new File([Buffer.from('%PDF-1.4\n% the clearer scan\n%%EOF\n')], 'هوية-واضحة.pdf', {
      type: 'application/pdf',
    });
    await resubmit(uuid, { identity_card_image: replacement });

    const shown = await staffCase(uuid, 'ar');
    const cards = shown.files.filter(({ field }) => field === 'identity_card_image');
    expect(cards.map(({ name, version }) => [name, version])).toEqual([
      ['الهوية.pdf', 1],
      ['هوية-واضحة.pdf', 2],
    ]);
    expect(shown.files.filter(({ version }) => version === 1)).toHaveLength(4);
    expect(shown.changes).toEqual([
      expect.objectContaining({
        field: 'identity_card_image',
        before: [expect.objectContaining({ name: 'الهوية.pdf' })],
        after: [expect.objectContaining({ name: 'هوية-واضحة.pdf' })],
      }),
    ]);
    const downloads = await Promise.all(
      cards.map((file) => t.app.inject({ url: file.url, headers: { authorization: `Bearer ${admin.token}` } })),
    );
    expect(downloads.map(({ statusCode }) => statusCode)).toEqual([200, 200]);
    expect(downloads[0]!.rawPayload.equals(Buffer.from(await pdfFile().arrayBuffer()))).toBe(true);
    expect(downloads[1]!.rawPayload.equals(Buffer.from(await replacement.arrayBuffer()))).toBe(true);
    // Nothing removed the first scan: its row and its bytes stay while version 1 names it.
    const stored = await t.db
      .select()
      .from(permitFiles)
      .where(eq(permitFiles.permitId, (await row(uuid)).id));
    for (const file of stored)
      await expect(fs.stat(path.join(t.dataDir, 'uploads', file.storedName))).resolves.toBeTruthy();
  });

  it('finds or creates the current version once under a burst', async () => {
    editForm(campingForm, (label) => `${label} ·`);
    const found = await Promise.all(Array.from({ length: 20 }, () => currentFormVersion(t.db, campingForm)));
    expect(new Set(found.map(({ id }) => id)).size).toBe(1);
    const rows = await t.db.select().from(formVersions).where(eq(formVersions.contentHash, found[0]!.contentHash));
    expect(rows).toHaveLength(1);
  });
});
