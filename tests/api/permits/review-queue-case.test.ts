import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ItemEnvelope } from '../../../schemas/api/envelopes';
import { permitService } from '../../../schemas/api/permits';
import type { PermitCase } from '../../../schemas/api/review-queue';
import { formDefinition } from '../../../schemas/registry';
import { permitFiles, permitVersions } from '../../../server/db/schema';
import { appendPermitEvent } from '../../../server/services/permits/permit-events';
import { queueApplicant, queuedPermit } from '../../support/queue-fixtures';
import { newStaffMember } from '../../support/staff';
import { createTestApp, type TestApp } from '../../support/test-app';

const beekeepingLabel = (locale: 'ar' | 'en', field: string) =>
  formDefinition(permitService('beekeeping').formId).messages[locale].fields[field]!.title!;

describe('a case of the review queue: GET admin/permits/{uuid} and its files', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof newStaffMember>>;
  let holder: Awaited<ReturnType<typeof newStaffMember>>;
  let otherBeeReviewer: Awaited<ReturnType<typeof newStaffMember>>;
  let workReviewer: Awaited<ReturnType<typeof newStaffMember>>;
  let auditor: Awaited<ReturnType<typeof newStaffMember>>;
  let held: { id: number; uuid: string };
  let pending: { uuid: string };
  let approved: { uuid: string };
  let fileId: number;
  let otherFileId: number;
  const FILE_BYTES = Buffer.from('%PDF-1.4\n%%EOF\n');

  const get = (url: string, token: string, locale = 'en') =>
    t.app.inject({
      url: `/api/v1/admin/permits/${url}`,
      headers: { authorization: `Bearer ${token}`, 'accept-language': locale },
    });
  const caseOf = async (uuid: string, token: string, locale = 'en') => {
    const response = await get(uuid, token, locale);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ItemEnvelope<PermitCase>>().data;
  };
  const storedFile = async (permitId: number, name: string) => {
    const storedName = `queue-test-${permitId}-${Date.now()}.pdf`;
    await fs.writeFile(path.join(t.dataDir, 'uploads', storedName), FILE_BYTES);
    const [row] = await t.db
      .insert(permitFiles)
      .values({
        permitId,
        field: 'identity_card_image',
        originalName: name,
        storedName,
        mimeType: 'application/pdf',
        sizeBytes: FILE_BYTES.length,
        sha256: '0'.repeat(64),
      })
      .returning({ id: permitFiles.id });
    return row!.id;
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await newStaffMember(t, { role: 'admin', name: 'مدير النظام' });
    holder = await newStaffMember(t, { role: 'reviewer', permitTypes: ['beekeeping'], name: 'مراجعة النحل' });
    otherBeeReviewer = await newStaffMember(t, { role: 'reviewer', permitTypes: ['beekeeping'] });
    workReviewer = await newStaffMember(t, { role: 'reviewer', permitTypes: ['work_permit'] });
    auditor = await newStaffMember(t, { role: 'auditor' });
    const applicant = await queueApplicant(t, 'سارة العتيبي', '1087654321');
    const answers = {
      user_full_name: 'سارة العتيبي',
      number_of_hives: 40,
      apiary_id: 2,
      identity_card_image: [{ name: 'الهوية.pdf', type: 'application/pdf', size: FILE_BYTES.length }],
    };
    held = await queuedPermit(t, {
      userId: applicant,
      type: 'beekeeping',
      status: 'in_review',
      assigneeId: holder.id,
      version: 2,
      request: answers,
    });
    // Version 1 as the applicant first sent it; the request now holds version 2, resubmitted.
    await t.db
      .insert(permitVersions)
      .values({ permitId: held.id, version: 1, formVersion: 'test', request: { ...answers, number_of_hives: 30 } });
    await appendPermitEvent(t.db, {
      permitId: held.id,
      actor: { kind: 'applicant', accountId: applicant },
      type: 'submitted',
      toState: 'pending',
      visibility: 'applicant',
      version: 1,
    });
    await appendPermitEvent(t.db, {
      permitId: held.id,
      actor: { kind: 'staff', staffId: holder.id },
      type: 'note',
      note: 'الخلايا أكثر من المعتاد',
      visibility: 'staff',
      version: 2,
    });
    fileId = await storedFile(held.id, 'الهوية.pdf');
    pending = await queuedPermit(t, { userId: applicant, type: 'beekeeping' });
    approved = await queuedPermit(t, { userId: applicant, type: 'beekeeping', status: 'approved' });
    otherFileId = await storedFile((await queuedPermit(t, { userId: applicant, type: 'beekeeping' })).id, 'x.pdf');
  });
  afterAll(() => t.close());

  it("shows the answers under the form's labels, the files, the whole history and what the resubmission changed", async () => {
    const shown = await caseOf(held.uuid, admin.token);
    expect(shown).toMatchObject({
      uuid: held.uuid,
      status: 'in_review',
      applicant_name: 'سارة العتيبي',
      assignee: { uuid: holder.uuid, name: 'مراجعة النحل' },
      version: 2,
    });
    expect(shown.answers.map(({ field, label }) => [field, label])).toEqual(
      ['user_full_name', 'apiary_id', 'number_of_hives', 'identity_card_image'].map((field) => [
        field,
        beekeepingLabel('en', field),
      ]),
    );
    expect(shown.answers.find(({ field }) => field === 'number_of_hives')!.value).toBe(40);
    expect(shown.files).toEqual([
      {
        id: fileId,
        field: 'identity_card_image',
        name: 'الهوية.pdf',
        url: `/api/v1/admin/permits/${held.uuid}/files/${fileId}`,
        version: 1,
      },
    ]);
    expect(shown.history).toEqual([
      expect.objectContaining({ type: 'submitted', actor: { kind: 'applicant', name: 'سارة العتيبي' } }),
      expect.objectContaining({
        type: 'note',
        actor: { kind: 'staff', name: 'مراجعة النحل' },
        note: 'الخلايا أكثر من المعتاد',
        visibility: 'staff',
      }),
    ]);
    expect(shown.changes).toEqual([
      { field: 'number_of_hives', label: beekeepingLabel('en', 'number_of_hives'), before: 30, after: 40 },
    ]);
    const inArabic = await caseOf(held.uuid, admin.token, 'ar');
    expect(inArabic.changes[0]!.label).toBe(beekeepingLabel('ar', 'number_of_hives'));
  });

  it('offers the decisions the lifecycle machine allows this member now, and none to an auditor', async () => {
    const decisions = ['permit.release', 'permit.approve', 'permit.reject', 'permit.requestInfo'];
    expect((await caseOf(held.uuid, holder.token)).actions).toEqual(decisions);
    expect((await caseOf(held.uuid, admin.token)).actions).toEqual(decisions);
    // Locked to the reviewer who took it.
    expect((await caseOf(held.uuid, otherBeeReviewer.token)).actions).toEqual([]);
    expect((await caseOf(pending.uuid, otherBeeReviewer.token)).actions).toEqual(['permit.assign']);
    expect((await caseOf(approved.uuid, holder.token)).actions).toEqual(['permit.cancel']);
    expect((await caseOf(held.uuid, auditor.token)).actions).toEqual([]);
    expect((await caseOf(pending.uuid, auditor.token)).changes).toEqual([]);
  });

  it('answers 404 to a reviewer of another type, for the case and its files, and to ids that are not', async () => {
    expect((await get(held.uuid, workReviewer.token)).statusCode).toBe(404);
    expect((await get(`${held.uuid}/files/${fileId}`, workReviewer.token)).statusCode).toBe(404);
    expect((await get('00000000-0000-4000-8000-000000000000', admin.token)).statusCode).toBe(404);
    expect((await get('not-a-uuid', admin.token)).statusCode).toBe(404);
    expect((await get(`${held.uuid}/files/${otherFileId}`, admin.token)).statusCode).toBe(404);
    expect((await get(`${held.uuid}/files/abc`, admin.token)).statusCode).toBe(404);
    expect((await get(`${held.uuid}/files/99999999999`, admin.token)).statusCode).toBe(404);
  });

  it('sends a file as a private download under its original name, to anyone who may read the case', async () => {
    for (const member of [admin, holder, auditor]) {
      const response = await get(`${held.uuid}/files/${fileId}`, member.token);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload).toEqual(FILE_BYTES);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('الهوية.pdf')}`);
    }
  });
});
