import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, like, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StudyReport } from '../../schemas/api/studies-reports';
import { mailOutbox, studiesReports, users } from '../../server/db/schema';
import reportList from '../../server/db/seed/content/studies-reports.json';
import { inspectFile } from '../../server/lib/file-inspection';
import { REPORT_LINK_LIFETIME_MS, reportLinkUrl } from '../../server/services/content/report-links';
import { REPORT_ATTACHMENT_MAX_BYTES } from '../../server/services/content/report-mail';
import { linkIn, newVerifiedMember } from '../support/accounts';
import { linksIn, waitForOutboxFileTo } from '../support/outbox';
import { createTestApp, type TestApp } from '../support/test-app';

const NEWEST = 'Wildlife survey of Rawdat Al-Tanhat 2025';
const UNKNOWN_UUID = '123e4567-e89b-42d3-a456-426614174000';
const SENT = { ar: 'تم إرسال الملف عبر إيميلك بنجاح', en: 'The file was sent to your e-mail successfully.' };

describe('studies and reports', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The demo PDFs live in public/demo/reports, as the built app's images do.
    t = await createTestApp({ IMAGES_DIR: 'public', TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(() => t.close());

  const list = (query = '', language = 'ar') =>
    t.app.inject({ url: `/api/v1/studies-reports${query}`, headers: { 'accept-language': language } });
  const reports = async (query = '', language = 'ar') =>
    (await list(query, language)).json<{ data: StudyReport[]; meta: unknown }>();

  let addresses = 0;
  /** POST send-email as the holder of `token` (none: signed out), from an address of its own. */
  const send = (
    uuid: string,
    { token, language = 'ar', key }: { token?: string; language?: string; key?: string } = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/studies-reports/${uuid}/send-email`,
      headers: {
        'accept-language': language,
        'x-forwarded-for': `10.44.0.${++addresses}`,
        ...(token && { authorization: `Bearer ${token}` }),
        ...(key && { 'idempotency-key': key }),
      },
    });
  // Every report mail's subject starts with the page's name, in the account's language.
  const reportMailsTo = (email: string) =>
    t.db
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.to, email),
          or(like(mailOutbox.subject, 'الدراسات والتقارير: %'), like(mailOutbox.subject, 'Studies and reports: %')),
        ),
      );
  const newest = async () => (await reports()).data[0]!;

  describe('GET /api/v1/studies-reports', () => {
    it('lists 20 a page, newest first, with uuid, title and created_at only', async () => {
      const res = await list();
      expect(res.statusCode).toBe(200);
      const { data, meta } = res.json<{ data: StudyReport[]; meta: unknown }>();
      expect(meta).toEqual({ current_page: 1, from: 1, last_page: 2, per_page: 20, total: 25 });
      expect(data).toHaveLength(20);
      expect(data[0]).toMatchObject({
        title: 'مسح الحياة الفطرية في روضة التنهات 2025',
        created_at: '2025-10-12T07:00:00.000Z',
      });
      for (const report of data) expect(Object.keys(report).sort()).toEqual(['created_at', 'title', 'uuid']);
      const dates = data.map((report) => report.created_at);
      expect(dates).toEqual([...dates].sort().reverse());
    });

    it('honours the page it is sent, and has nothing past the end', async () => {
      const first = await reports();
      const second = await reports('?page=2');
      expect(second.meta).toEqual({ current_page: 2, from: 21, last_page: 2, per_page: 20, total: 25 });
      expect(second.data).toHaveLength(5);
      expect(second.data.at(-1)!.title).toBe('تغير الغطاء النباتي من صور الأقمار الصناعية');
      const uuids = new Set([...first.data, ...second.data].map((report) => report.uuid));
      expect(uuids.size).toBe(25);
      expect((await reports('?page=٢')).meta).toMatchObject({ current_page: 2 });
      const beyond = await list('?page=3');
      expect(beyond.statusCode).toBe(200);
      expect(beyond.json()).toEqual({
        data: [],
        meta: { current_page: 3, from: null, last_page: 2, per_page: 20, total: 25 },
      });
    });

    it('titles the same reports in English when asked', async () => {
      const [arabic, english] = await Promise.all([reports(), reports('', 'en')]);
      expect(english.data[0]).toMatchObject({ uuid: arabic.data[0]!.uuid, title: NEWEST });
      for (const report of english.data) expect(report.title).not.toMatch(/\p{Script=Arabic}/u);
    });

    it.each(['0', '-1', '1e9', '1000000000', 'abc', '', '1.5'])(
      'refuses page=%j with a translated 422',
      async (page) => {
        const arabic = await list(`?page=${encodeURIComponent(page)}`);
        expect(arabic.statusCode).toBe(422);
        expect(arabic.json()).toEqual({
          message: 'البيانات المدخلة غير صحيحة',
          errors: { page: ['يجب أن تكون القيمة عددا صحيحا من 1 إلى 100000'] },
        });
        const english = await list(`?page=${encodeURIComponent(page)}`, 'en');
        expect(english.json()).toEqual({
          message: 'The given data was invalid.',
          errors: { page: ['Must be a whole number from 1 to 100000.'] },
        });
      },
    );

    it('revalidates with the ETag, per language', async () => {
      const first = await list('?page=2');
      expect(first.headers['cache-control']).toBe('public, no-cache');
      expect(first.headers.vary).toBe('Accept-Language');
      const etag = String(first.headers.etag);
      const again = await t.app.inject({ url: '/api/v1/studies-reports?page=2', headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      const english = await t.app.inject({
        url: '/api/v1/studies-reports?page=2',
        headers: { 'if-none-match': etag, 'accept-language': 'en' },
      });
      expect(english.statusCode).toBe(200);
    });

    it('ships every demo report as a small, clean PDF of the size the seed records', () => {
      for (const report of reportList) {
        const bytes = fs.readFileSync(path.join('public', report.file_path));
        expect(bytes.length, report.file_path).toBe(report.size_bytes);
        expect(bytes.subarray(0, 5).toString(), report.file_path).toBe('%PDF-');
        expect(inspectFile(bytes, 'application/pdf'), report.file_path).toBeUndefined();
      }
    });
  });

  describe('POST /api/v1/studies-reports/{uuid}/send-email', () => {
    it('asks a visitor to sign in first, in their language', async () => {
      const { uuid } = await newest();
      const arabic = await send(uuid);
      expect(arabic.statusCode).toBe(401);
      expect(arabic.json()).toEqual({ message: 'يجب تسجيل الدخول أولا' });
      expect((await send(uuid, { language: 'en' })).json()).toEqual({ message: 'You must log in first.' });
    });

    it.each([
      ['an unknown uuid', UNKNOWN_UUID],
      ['a malformed uuid', 'not-a-report'],
      ['an encoded ../', '..%2F..%2Fetc%2Fpasswd'],
    ])('answers 404 for %s', async (_, uuid) => {
      const member = await newVerifiedMember(t);
      const res = await send(uuid, { token: member.token, language: 'en' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'The page or item you asked for does not exist.' });
      expect(await reportMailsTo(member.email)).toHaveLength(0);
    });

    it("mails the report attached, in the account's language, and answers in the request's", async () => {
      const member = await newVerifiedMember(t);
      await t.db.update(users).set({ language: 'en' }).where(eq(users.id, member.id));
      const { uuid } = await newest();
      const res = await send(uuid, { token: member.token });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: SENT.ar });

      const mail = await waitForOutboxFileTo(t.dataDir, member.email, { count: 2 });
      expect(mail.subject).toBe(`Studies and reports: ${NEWEST}`);
      expect(mail.text).toContain('is attached to this e-mail');
      expect(linksIn(mail.text).filter((link) => link.includes('/studies-reports/'))).toEqual([]);
      expect(mail.attachments).toHaveLength(1);
      expect(mail.attachments[0]).toMatchObject({
        filename: 'wildlife-survey-rawdat-al-tanhat-2025.pdf',
        contentType: 'application/pdf',
      });
      expect(
        mail.attachments[0]!.content.equals(
          fs.readFileSync('public/demo/reports/wildlife-survey-rawdat-al-tanhat-2025.pdf'),
        ),
      ).toBe(true);
    });

    it('refuses an account whose address is not verified, mailing nothing', async () => {
      const member = await newVerifiedMember(t);
      await t.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, member.id));
      const res = await send((await newest()).uuid, { token: member.token, language: 'en' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        message: 'Please verify your e-mail address first; then we can send the file to it.',
      });
      expect(await reportMailsTo(member.email)).toHaveLength(0);
    });

    it('mails Arabic to an Arabic account and answers in English when asked', async () => {
      const member = await newVerifiedMember(t);
      const { uuid } = await newest();
      const res = await send(uuid, { token: member.token, language: 'en' });
      expect(res.json()).toEqual({ message: SENT.en });
      const [row] = await reportMailsTo(member.email);
      expect(row).toMatchObject({
        locale: 'ar',
        subject: 'الدراسات والتقارير: مسح الحياة الفطرية في روضة التنهات 2025',
      });
    });

    it('refuses a changed or expired download link with 403, and a good link to a missing file with 404', async () => {
      const { uuid } = await newest();
      const good = new URL(reportLinkUrl(t.app.config.publicUrl, t.app.appSecret, uuid));
      const download = (url: URL, language = 'ar') =>
        t.app.inject({ url: `${url.pathname}${url.search}`, headers: { 'accept-language': language } });

      const tampered = new URL(good);
      tampered.searchParams.set('expires', String(Number(good.searchParams.get('expires')) + 3600));
      const invalid = await download(tampered, 'en');
      expect(invalid.statusCode).toBe(403);
      expect(invalid.json()).toEqual({ message: 'This download link is not valid.' });

      const other = new URL(good.href.replace(uuid, (await reports()).data[1]!.uuid));
      expect((await download(other)).statusCode).toBe(403);
      expect((await download(new URL(`${good.origin}${good.pathname}`))).statusCode).toBe(403);

      const expired = new URL(
        reportLinkUrl(
          t.app.config.publicUrl,
          t.app.appSecret,
          uuid,
          new Date(Date.now() - REPORT_LINK_LIFETIME_MS - 60_000),
        ),
      );
      const late = await download(expired);
      expect(late.statusCode).toBe(403);
      expect(late.json().message).toBe(
        'انتهت صلاحية رابط تنزيل الملف، اطلب إرسال الملف مرة أخرى من صفحة الدراسات والتقارير',
      );

      const [gone] = await t.db
        .insert(studiesReports)
        .values({
          titleAr: 'ملف مفقود',
          titleEn: 'A missing file',
          filePath: '/demo/reports/missing.pdf',
          fileName: 'missing.pdf',
          mimeType: 'application/pdf',
          sizeBytes: 10,
        })
        .returning({ uuid: studiesReports.uuid });
      try {
        expect(
          (await download(new URL(reportLinkUrl(t.app.config.publicUrl, t.app.appSecret, gone!.uuid)))).statusCode,
        ).toBe(404);
        expect(
          (await download(new URL(reportLinkUrl(t.app.config.publicUrl, t.app.appSecret, UNKNOWN_UUID)))).statusCode,
        ).toBe(404);
      } finally {
        await t.db.delete(studiesReports).where(eq(studiesReports.uuid, gone!.uuid));
      }
    });

    it('never serves a file outside the images folder, whatever path a row holds', async () => {
      const [escaping] = await t.db
        .insert(studiesReports)
        .values({
          titleAr: 'خارج',
          titleEn: 'Outside',
          filePath: '/../package.json',
          fileName: 'package.json',
          mimeType: 'application/pdf',
          sizeBytes: 10,
        })
        .returning({ uuid: studiesReports.uuid });
      try {
        const link = new URL(reportLinkUrl(t.app.config.publicUrl, t.app.appSecret, escaping!.uuid));
        expect((await t.app.inject({ url: `${link.pathname}${link.search}` })).statusCode).toBe(404);
      } finally {
        await t.db.delete(studiesReports).where(eq(studiesReports.uuid, escaping!.uuid));
      }
    });

    it('sends 5 an hour per account, then refuses with 429 in the request language', async () => {
      const member = await newVerifiedMember(t);
      const other = await newVerifiedMember(t);
      const { data } = await reports();
      for (const report of data.slice(0, 5))
        expect((await send(report.uuid, { token: member.token })).statusCode).toBe(200);
      const arabic = await send(data[5]!.uuid, { token: member.token });
      expect(arabic.statusCode).toBe(429);
      expect(arabic.json()).toEqual({
        message: 'أرسلنا إليك عددا كبيرا من الملفات خلال الساعة الأخيرة، يرجى المحاولة بعد ساعة',
      });
      const english = await send(data[5]!.uuid, { token: member.token, language: 'en' });
      expect(english.json()).toEqual({
        message: 'We have sent you many files in the last hour. Please try again in an hour.',
      });
      expect(await reportMailsTo(member.email)).toHaveLength(5);
      // Another account has its own count.
      expect((await send(data[5]!.uuid, { token: other.token })).statusCode).toBe(200);
    });

    it('sends one mail for a double click that carries one Idempotency-Key', async () => {
      const member = await newVerifiedMember(t);
      const { uuid } = await newest();
      const key = 'report-double-click-0001';
      const [first, second] = await Promise.all([
        send(uuid, { token: member.token, key }),
        send(uuid, { token: member.token, key }),
      ]);
      const statuses = [first.statusCode, second.statusCode].sort();
      // The second either waited for the first's answer or found it still running.
      expect([
        [200, 200],
        [200, 409],
      ]).toContainEqual(statuses);
      const replay = await send(uuid, { token: member.token, key });
      expect(replay.statusCode).toBe(200);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(replay.json()).toEqual({ message: SENT.ar });
      expect(await reportMailsTo(member.email)).toHaveLength(1);
    });
  });
});

describe('a report too large to attach', () => {
  let t: TestApp;
  let imagesDir: string;
  const bigSize = REPORT_ATTACHMENT_MAX_BYTES + 1;
  beforeAll(async () => {
    // A folder of its own as IMAGES_DIR, with one file just over the attachment limit.
    imagesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'big-report-'));
    fs.mkdirSync(path.join(imagesDir, 'reports'));
    const big = Buffer.alloc(bigSize, 0x20);
    big.write('%PDF-1.4\n');
    fs.writeFileSync(path.join(imagesDir, 'reports', 'atlas.pdf'), big);
    t = await createTestApp({ IMAGES_DIR: imagesDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(imagesDir, { recursive: true, force: true });
  });

  it('is mailed as a signed link that downloads it', async () => {
    const [atlas] = await t.db
      .insert(studiesReports)
      .values({
        titleAr: 'أطلس المحمية',
        titleEn: 'Atlas of the reserve',
        filePath: '/reports/atlas.pdf',
        fileName: 'atlas.pdf',
        mimeType: 'application/pdf',
        sizeBytes: bigSize,
      })
      .returning({ uuid: studiesReports.uuid });
    const member = await newVerifiedMember(t);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/studies-reports/${atlas!.uuid}/send-email`,
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(res.statusCode).toBe(200);

    const mail = await waitForOutboxFileTo(t.dataDir, member.email, { count: 2 });
    expect(mail.subject).toBe('الدراسات والتقارير: أطلس المحمية');
    expect(mail.attachments).toEqual([]);
    expect(mail.text).toContain('الرابط صالح لمدة 7 أيام');
    const link = linkIn(mail.text, `/api/v1/studies-reports/${atlas!.uuid}/file`);
    const download = await t.app.inject({ url: `${link.pathname}${link.search}` });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe('attachment; filename="atlas.pdf"');
    expect(download.rawPayload.length).toBe(bigSize);
  });
});
