import fs from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentItem } from '../../../schemas/api/content-editing';
import type { ListEnvelope } from '../../../schemas/api/envelopes';
import type { StudyReport } from '../../../schemas/api/studies-reports';
import { studiesReports } from '../../../server/db/schema';
import { reportLinkUrl } from '../../../server/services/content/report-links';
import { newVerifiedMember, type Fields } from '../../support/accounts';
import { waitForOutboxFileTo } from '../../support/outbox';
import { contentEditingApp, contentRoutes, type StaffMember } from '../../support/content-editing';
import { newStaffMember } from '../../support/staff';
import type { TestApp } from '../../support/test-app';

const STORED = /^reports:[0-9a-f-]{36}\.pdf$/;
/** A real small PDF, as the demo reports are. */
const PDF_BYTES = await fs.readFile(new URL('../../../public/demo/reports/annual-report-2024.pdf', import.meta.url));
const pdf = (name = 'annual-report-2025.pdf') =>
  new File([new Uint8Array(PDF_BYTES)], name, { type: 'application/pdf' });

let reports = 0;
const report = (overrides: Fields = {}): Fields => ({
  title_ar: `التقرير السنوي للمحمية ${++reports}`,
  title_en: `The reserve's annual report ${reports}`,
  ...overrides,
});

/** Editors add, edit and delete the studies and reports members have mailed (admin/content/studies-reports). */
describe('admin/content/studies-reports', () => {
  let t: TestApp;
  let editor: StaffMember;
  const { send, call, created } = contentRoutes('studies-reports', () => ({ t, editor }));
  const storedFiles = async (dir: string) => (await fs.readdir(dir).catch(() => [] as string[])).sort();
  const rowOf = async (id: number) => (await t.db.select().from(studiesReports).where(eq(studiesReports.id, id)))[0];
  const valuesOf = async (id: number) =>
    (await call('GET', `/${id}`)).json<{ data: ContentItem }>().data.values as Fields;
  const publicList = async (locale = 'ar') =>
    (await t.app.inject({ url: '/api/v1/studies-reports?page=1', headers: { 'accept-language': locale } })).json<
      ListEnvelope<StudyReport>
    >().data;
  /** The file through the signed link the report's mail carries, as the public side downloads it. */
  const download = (uuid: string) => {
    const link = new URL(reportLinkUrl(t.app.config.publicUrl, t.app.appSecret, uuid));
    return t.app.inject({ url: `${link.pathname}${link.search}` });
  };

  beforeAll(async () => ({ t, editor } = await contentEditingApp()));
  afterAll(() => t?.close());

  it('stores an uploaded PDF out of public reach; the list shows it at once and its signed link gives the same bytes', async () => {
    const before = await publicList('en');
    const fields = report({ file: pdf() });
    const id = await created(fields);
    const row = (await rowOf(id))!;
    expect(row).toMatchObject({
      titleAr: fields.title_ar,
      titleEn: fields.title_en,
      fileName: 'annual-report-2025.pdf',
      mimeType: 'application/pdf',
      sizeBytes: PDF_BYTES.length,
    });
    expect(row.filePath).toMatch(STORED);
    const storedName = row.filePath.slice('reports:'.length);
    // In DATA_DIR/reports under its random name only: no staging file, nothing among the public images.
    expect(await storedFiles(t.app.config.reportsDir)).toEqual([storedName]);
    expect(await storedFiles(t.app.config.contentImagesDir)).toEqual([]);
    for (const url of [`/media/images/${storedName}`, `/reports/${storedName}`, `/${storedName}`])
      expect((await t.app.inject({ url })).statusCode, url).toBe(404);

    // The public list shows it first at once, in each language (its cache dropped with the save).
    const shown = await publicList('en');
    expect(shown[0]).toMatchObject({ uuid: row.uuid, title: fields.title_en });
    expect(shown.slice(1).map((shownReport) => shownReport.uuid)).toEqual(
      before.slice(0, shown.length - 1).map((old) => old.uuid),
    );
    expect((await publicList('ar'))[0]).toMatchObject({ uuid: row.uuid, title: fields.title_ar });

    const file = await download(row.uuid);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('annual-report-2025.pdf');
    expect(Buffer.compare(file.rawPayload, PDF_BYTES)).toBe(0);
    // Without the signature, nothing.
    expect((await t.app.inject({ url: `/api/v1/studies-reports/${row.uuid}/file` })).statusCode).toBe(403);

    // A member has it mailed, attached from where it is stored.
    const member = await newVerifiedMember(t);
    const mailed = await t.app.inject({
      method: 'POST',
      url: `/api/v1/studies-reports/${row.uuid}/send-email`,
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(mailed.statusCode, mailed.body).toBe(200);
    const mail = await waitForOutboxFileTo(t.dataDir, member.email, { count: 2 });
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({ filename: 'annual-report-2025.pdf', contentType: 'application/pdf' });
    expect(mail.attachments[0]!.content.equals(PDF_BYTES)).toBe(true);

    // Its editor opens it with its file's name, and the history names the file.
    expect(await valuesOf(id)).toMatchObject({
      title_ar: fields.title_ar,
      file_name: 'annual-report-2025.pdf',
      file_type: 'application/pdf',
      file_size: PDF_BYTES.length,
    });
    const item = (await call('GET', `/${id}`)).json<{ data: ContentItem }>().data;
    expect(JSON.stringify(item.history[0])).toContain('annual-report-2025.pdf');
  });

  it('keeps the file on an edit without a new one, whatever the browser sends back, and replaces it with a new one', async () => {
    const id = await created(report({ file: pdf('first.pdf') }));
    const first = (await rowOf(id))!;
    const kept = await send('PUT', `/${id}`, {
      ...(await valuesOf(id)),
      title_en: 'The annual report, revised',
      file_path: 'reports:00000000-0000-4000-8000-000000000000.pdf',
      file_name: 'other.pdf',
      file_size: '1',
    });
    expect(kept.statusCode, kept.body).toBe(200);
    const edited = (await rowOf(id))!;
    expect(edited).toEqual({ ...first, titleEn: 'The annual report, revised' });
    expect(Buffer.compare((await download(first.uuid)).rawPayload, PDF_BYTES)).toBe(0);

    const replaced = await send('PUT', `/${id}`, { ...(await valuesOf(id)), file: pdf('second.pdf') });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const second = (await rowOf(id))!;
    expect(second.filePath).toMatch(STORED);
    expect(second.filePath).not.toBe(first.filePath);
    expect(second.fileName).toBe('second.pdf');
    const file = await download(second.uuid);
    expect(file.headers['content-disposition']).toContain('second.pdf');
    expect(Buffer.compare(file.rawPayload, PDF_BYTES)).toBe(0);
  });

  it('deletes a report: gone from the public list and its link', async () => {
    const id = await created(report({ file: pdf() }));
    const { uuid } = (await rowOf(id))!;
    expect((await publicList())[0]!.uuid).toBe(uuid);
    const { revision } = (await call('GET', `/${id}`)).json<{ data: ContentItem }>().data;
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/content/studies-reports/${id}`,
      headers: { authorization: `Bearer ${editor.token}`, 'if-match': `"${revision}"` },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await rowOf(id)).toBeUndefined();
    expect((await publicList()).map((shown) => shown.uuid)).not.toContain(uuid);
    expect((await download(uuid)).statusCode).toBe(404);
  });

  it('asks for the file of a new report, on the field, in the editor’s language, storing nothing', async () => {
    const before = await t.db.$count(studiesReports);
    const answer = await send('POST', '', report(), editor.token, 'en');
    expect(answer.statusCode, answer.body).toBe(422);
    expect(answer.json<{ errors: Record<string, string[]> }>().errors).toEqual({ file: ["Choose the study's file"] });
    expect(await t.db.$count(studiesReports)).toBe(before);
  });

  it.each([
    ['text named .pdf', () => new File(['only words, no PDF at all'], 'report.pdf', { type: 'application/pdf' })],
    [
      'a PNG named .pdf',
      () =>
        new File(
          [Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex')],
          'report.pdf',
          { type: 'application/pdf' },
        ),
    ],
  ])('refuses %s (422 on the file), storing nothing', async (_, file) => {
    const before = await t.db.$count(studiesReports);
    const filesBefore = await storedFiles(t.app.config.reportsDir);
    const answer = await send('POST', '', report({ file: file() }), editor.token, 'en');
    expect(answer.statusCode, answer.body).toBe(422);
    const { message, errors } = answer.json<{ message: string; errors: Record<string, string[]> }>();
    expect(message).toBeTruthy();
    expect(Object.keys(errors).every((field) => field.startsWith('file'))).toBe(true);
    expect(Object.values(errors).flat()[0]).toMatch(/allowed type is PDF|unsafe or damaged/);
    expect(await t.db.$count(studiesReports)).toBe(before);
    expect(await storedFiles(t.app.config.reportsDir)).toEqual(filesBefore);
  });

  it('asks for the Arabic title (422, in Arabic), storing nothing', async () => {
    const before = await t.db.$count(studiesReports);
    const filesBefore = await storedFiles(t.app.config.reportsDir);
    const withoutArabic = report({ file: pdf() });
    delete withoutArabic.title_ar;
    const answer = await send('POST', '', withoutArabic);
    expect(answer.statusCode, answer.body).toBe(422);
    expect(answer.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      title_ar: ['العنوان بالعربية مطلوب'],
    });
    expect(await t.db.$count(studiesReports)).toBe(before);
    expect(await storedFiles(t.app.config.reportsDir)).toEqual(filesBefore);
  });

  it('refuses a citizen, a reviewer and an auditor, storing nothing', async () => {
    const citizen = await newVerifiedMember(t);
    const reviewer = await newStaffMember(t, { role: 'reviewer', permitTypes: ['beekeeping'] });
    const auditor = await newStaffMember(t, { role: 'auditor' });
    const id = await created(report({ file: pdf() }));
    const row = await rowOf(id);
    const before = await t.db.$count(studiesReports);
    const filesBefore = await storedFiles(t.app.config.reportsDir);
    for (const token of [citizen.token, reviewer.token, auditor.token]) {
      const fields = report({ file: pdf('intruder.pdf') });
      expect((await send('POST', '', fields, token)).statusCode).toBe(403);
      expect((await send('PUT', `/${id}`, fields, token)).statusCode).toBe(403);
      expect((await call('DELETE', `/${id}`, token)).statusCode).toBe(403);
    }
    expect(await t.db.$count(studiesReports)).toBe(before);
    expect(await rowOf(id)).toEqual(row);
    expect(await storedFiles(t.app.config.reportsDir)).toEqual(filesBefore);
  });
});
