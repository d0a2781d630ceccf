import fs from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { compactVerify, createLocalJWKSet } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkCodeOf, type PermitClaims } from '../../../schemas/permit-proof';
import { permits } from '../../../server/db/schema';
import { normalised } from '../../../server/services/permit-document/test-fixtures/extracted-text';
import { pdfText } from '../../../server/services/permit-document/test-fixtures/pdf-tools';
import { issuePermitDocument, permitsAwaitingDocument } from '../../../server/services/permits/permit-issuing';
import { mailsTo } from '../../support/accounts';
import { newApplicant, submitPermitRequest } from '../../support/permit-fixtures';
import { newStaffMember } from '../../support/staff';
import { createTestApp, type TestApp } from '../../support/test-app';

/**
 * Approving issues the permit: signed with the approval, then rendered after the answer, stored, mailed and
 * downloadable; a failure on the way leaves no file behind.
 */
describe('POST admin/permits/{uuid}/approve issues the permit document', () => {
  let t: TestApp;
  let applicant: Awaited<ReturnType<typeof newApplicant>>;
  let reviewer: Awaited<ReturnType<typeof newStaffMember>>;

  const asReviewer = (method: 'GET' | 'POST', url: string) =>
    t.app.inject({ method, url, headers: { authorization: `Bearer ${reviewer.token}`, 'accept-language': 'en' } });
  /** A free-camping request of the applicant's, taken by the reviewer. */
  async function takenRequest() {
    const { uuid, reference } = await submitPermitRequest(t, applicant.token);
    expect((await asReviewer('POST', `/api/v1/admin/permits/${uuid}/assign`)).statusCode).toBe(200);
    return { uuid, reference };
  }
  const rowOf = async (uuid: string) => (await t.db.select().from(permits).where(eq(permits.uuid, uuid)))[0]!;
  const uploads = () => fs.readdir(t.app.config.uploadsDir);

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '127.0.0.1', PUBLIC_URL: 'https://reserve.example.sa' });
    applicant = await newApplicant(t, 'en');
    reviewer = await newStaffMember(t, { role: 'reviewer', permitTypes: ['free_camping'] });
  });
  afterAll(() => t.close());

  it('stores a PDF with the reference and a token the published keys verify, mails it and lets the owner download it', async () => {
    const { uuid, reference } = await takenRequest();
    const approved = await asReviewer('POST', `/api/v1/admin/permits/${uuid}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    await t.app.permitDocuments.settled();

    const row = await rowOf(uuid);
    expect(row.status).toBe('approved');
    const file = path.join(t.app.config.uploadsDir, row.pdfStoredName!);
    const pdf = await fs.readFile(file);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = normalised(await pdfText(pdf));
    expect(text).toContain(normalised(reference));
    expect(text).toContain(normalised(row.checkCode!.slice(0, 4)));

    const keys = createLocalJWKSet((await t.app.inject({ url: '/.well-known/jwks.json' })).json());
    const { payload } = await compactVerify(row.proofToken!, keys);
    const claims = JSON.parse(new TextDecoder().decode(payload)) as PermitClaims;
    expect(claims).toMatchObject({ v: 1, ref: reference, typ: 'free_camping', name: 'سارة محمد العتيبي', id4: '5678' });
    expect(row.checkCode).toBe(await checkCodeOf(row.proofToken!));

    const [mail] = (await mailsTo(t, applicant.email, 'approved')).filter(({ subject }) => subject.includes(reference));
    expect(mail!.attachments).toEqual([{ filename: `${reference}.pdf`, path: file, contentType: 'application/pdf' }]);
    expect(mail!.text).toContain(`${reference}.pdf`);

    const download = await t.app.inject({
      url: `/api/v1/permits/${uuid}/pdf`,
      headers: { authorization: `Bearer ${applicant.token}` },
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);
    const other = await newApplicant(t);
    const stranger = await t.app.inject({
      url: `/api/v1/permits/${uuid}/pdf`,
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(stranger.statusCode).toBe(404);
  });

  /** Refuses, while `work` runs, rows inserted into `table` (when `condition`): a failure deep in a transaction. */
  async function refusingInserts(table: string, condition: string, work: () => Promise<void>) {
    await t.db.execute(
      sql.raw(`create function refuse_insert() returns trigger language plpgsql as $$
        begin raise exception 'refused by the test'; end $$`),
    );
    await t.db.execute(
      sql.raw(`create trigger refuse_insert before insert on ${table}
        for each row when (${condition}) execute function refuse_insert()`),
    );
    try {
      await work();
    } finally {
      await t.db.execute(sql.raw(`drop trigger refuse_insert on ${table}`));
      await t.db.execute(sql.raw('drop function refuse_insert'));
    }
  }

  it('leaves the request in review, unsigned, when the approval fails', async () => {
    const { uuid } = await takenRequest();
    const before = await uploads();
    await refusingInserts('permit_events', "new.type = 'approved'", async () => {
      expect((await asReviewer('POST', `/api/v1/admin/permits/${uuid}/approve`)).statusCode).toBe(500);
      await t.app.permitDocuments.settled();
    });
    expect(await rowOf(uuid)).toMatchObject({
      status: 'in_review',
      pdfStoredName: null,
      proofToken: null,
      checkCode: null,
    });
    expect((await uploads()).sort()).toEqual(before.sort());
  });

  it('leaves no file behind when the document fails after it was stored, and makes it on the next sweep', async () => {
    const { uuid, reference } = await takenRequest();
    const before = await uploads();
    const mailed = (await mailsTo(t, applicant.email, reference)).length;
    // The approval's mail is written after the file is kept: refusing it fails the document's transaction late.
    await refusingInserts('mail_outbox', `new.subject like '%${reference}%'`, async () => {
      expect((await asReviewer('POST', `/api/v1/admin/permits/${uuid}/approve`)).statusCode).toBe(200);
      await t.app.permitDocuments.settled();
    });
    const row = await rowOf(uuid);
    expect(row).toMatchObject({ status: 'approved', pdfStoredName: null });
    expect(row.proofToken).not.toBeNull();
    expect((await uploads()).sort()).toEqual(before.sort());
    expect(await mailsTo(t, applicant.email, reference)).toHaveLength(mailed);

    expect(await permitsAwaitingDocument(t.db)).toEqual([row.id]);
    t.app.permitDocuments.issueAwaiting();
    await t.app.permitDocuments.settled();
    expect((await rowOf(uuid)).pdfStoredName).not.toBeNull();
    expect(await mailsTo(t, applicant.email, reference)).toHaveLength(mailed + 1);
    expect(await issuePermitDocument(t.app, row.id)).toBe(false);
  });
});
