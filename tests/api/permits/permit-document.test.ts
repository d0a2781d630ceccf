import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListEnvelope } from '../../../schemas/api/envelopes';
import type { MemberPermit } from '../../../schemas/api/member';
import type { PermitCase } from '../../../schemas/api/review-queue';
import { permits } from '../../../server/db/schema';
import { movePermit } from '../../../server/services/permits/permit-lifecycle';
import { mailsTo } from '../../support/accounts';
import { givePermitDocument, newApplicant, submitPermitRequest } from '../../support/permit-fixtures';
import { newStaffMember } from '../../support/staff';
import { createTestApp, type TestApp } from '../../support/test-app';

/** The permit's document: who downloads it, and where the applicant and staff are told it is. */
describe('GET permits/{uuid}/pdf and admin/permits/{uuid}/pdf', () => {
  let t: TestApp;
  let applicant: Awaited<ReturnType<typeof newApplicant>>;
  let reviewer: Awaited<ReturnType<typeof newStaffMember>>;

  const newRequest = () => submitPermitRequest(t, applicant.token);
  const get = (url: string, token?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-language': 'en', ...(token && { authorization: `Bearer ${token}` }) },
    });
  const ownPermit = async (uuid: string) =>
    (await get('/api/v1/me/permits', applicant.token))
      .json<ListEnvelope<MemberPermit>>()
      .data.find((permit) => permit.uuid === uuid)!;
  const storedFile = async (uuid: string) => {
    const [row] = await t.db.select({ name: permits.pdfStoredName }).from(permits).where(eq(permits.uuid, uuid));
    return fs.readFile(path.join(t.app.config.uploadsDir, row!.name!));
  };

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
    applicant = await newApplicant(t);
    reviewer = await newStaffMember(t, { role: 'reviewer', permitTypes: ['free_camping'] });
  });
  afterAll(() => t.close());

  it('lets the owner download their approved permit as {reference}.pdf, kept by no cache, and lists where', async () => {
    const { uuid, reference } = await newRequest();
    await givePermitDocument(t, uuid);
    const response = await get(`/api/v1/permits/${uuid}/pdf`, applicant.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`filename="${reference}.pdf"`);
    expect(response.headers['content-disposition']).toMatch(/^attachment;/);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.rawPayload.equals(await storedFile(uuid))).toBe(true);
    expect((await ownPermit(uuid)).pdf).toEqual({ path: `/api/v1/permits/${uuid}/pdf` });
  });

  it('answers 404 to another citizen, a visitor 401, and to the owner before approval and after a cancellation', async () => {
    const { uuid } = await newRequest();
    expect((await get(`/api/v1/permits/${uuid}/pdf`, applicant.token)).statusCode).toBe(404);
    expect((await ownPermit(uuid)).pdf).toBeNull();
    await givePermitDocument(t, uuid);
    const other = await newApplicant(t);
    expect((await get(`/api/v1/permits/${uuid}/pdf`, other.token)).statusCode).toBe(404);
    expect((await get(`/api/v1/permits/${uuid}/pdf`)).statusCode).toBe(401);
    expect((await get('/api/v1/permits/not-a-uuid/pdf', applicant.token)).statusCode).toBe(404);
    await t.db.update(permits).set({ status: 'cancelled' }).where(eq(permits.uuid, uuid));
    expect((await get(`/api/v1/permits/${uuid}/pdf`, applicant.token)).statusCode).toBe(404);
    expect((await ownPermit(uuid)).pdf).toBeNull();
  });

  it('answers 404, not a 500, when the file is gone from disk', async () => {
    const { uuid } = await newRequest();
    await givePermitDocument(t, uuid);
    const [row] = await t.db.select({ name: permits.pdfStoredName }).from(permits).where(eq(permits.uuid, uuid));
    await fs.rm(path.join(t.app.config.uploadsDir, row!.name!));
    expect((await get(`/api/v1/permits/${uuid}/pdf`, applicant.token)).statusCode).toBe(404);
  });

  it('lets staff who read the case download it in any state since, and names it on the case; others 404', async () => {
    const { uuid, reference } = await newRequest();
    const casePdf = `/api/v1/admin/permits/${uuid}/pdf`;
    expect((await get(casePdf, reviewer.token)).statusCode).toBe(404);
    expect((await get(`/api/v1/admin/permits/${uuid}`, reviewer.token)).json<{ data: PermitCase }>().data.pdf).toBe(
      null,
    );
    await givePermitDocument(t, uuid);
    await t.db.update(permits).set({ status: 'cancelled' }).where(eq(permits.uuid, uuid));
    const auditor = await newStaffMember(t, { role: 'auditor' });
    for (const member of [reviewer, auditor]) {
      const response = await get(casePdf, member.token);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-disposition']).toContain(`filename="${reference}.pdf"`);
      expect(response.rawPayload.equals(await storedFile(uuid))).toBe(true);
    }
    const read = await get(`/api/v1/admin/permits/${uuid}`, reviewer.token);
    expect(read.json<{ data: PermitCase }>().data.pdf).toEqual({ path: casePdf });
    const otherType = await newStaffMember(t, { role: 'reviewer', permitTypes: ['beekeeping'] });
    expect((await get(casePdf, otherType.token)).statusCode).toBe(404);
    expect((await get(casePdf, (await newStaffMember(t, { role: 'editor' })).token)).statusCode).toBe(403);
    expect((await get(casePdf, applicant.token)).statusCode).toBe(403);
  });

  it('mails the approval with the document the approval stored alongside, as {reference}.pdf', async () => {
    const { uuid, reference } = await newRequest();
    const admin = { kind: 'staff', id: reviewer.id, role: 'admin', permitTypes: [] } as const;
    await movePermit(t.app, { permit: { uuid }, actor: admin, action: { type: 'permit.assign' }, locale: 'en' });
    await movePermit(t.app, {
      permit: { uuid },
      actor: admin,
      action: { type: 'permit.approve' },
      locale: 'en',
      alongside: async (tx, permit) =>
        (await tx.update(permits).set({ pdfStoredName: 'stored.pdf' }).where(eq(permits.id, permit.id)).returning())[0],
    });
    const [mail] = (await mailsTo(t, applicant.email, 'تمت الموافقة')).filter(({ subject }) =>
      subject.includes(reference),
    );
    expect(mail!.attachments).toEqual([
      {
        filename: `${reference}.pdf`,
        path: path.join(t.app.config.uploadsDir, 'stored.pdf'),
        contentType: 'application/pdf',
      },
    ]);
  });
});
