import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListEnvelope } from '../../schemas/api/envelopes';
import type { Research, ResearchCategory } from '../../schemas/api/member';
import { researchAttachments, researches, users } from '../../server/db/schema';
import { issueAccessToken } from '../../server/services/accounts/access-tokens';
import { UploadBatch } from '../../server/services/storage';
import { demoIndividual, freshAddress, individual, postForm, type Fields } from '../support/accounts';
import { giveResearch, PNG_BYTES, pngFile } from '../support/member-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n%\xE2\xE3\xCF\xD3\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);
const pdfFile = (name: string) => new File([PDF_BYTES], name, { type: 'application/pdf' });
const EXE_BYTES = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(200)]);
const HTML_BYTES = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
const ARABIC_NAME = 'دراسة توزع الرمث (الموسم الأول).pdf';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const valid = {
  title: 'توزع نبات الرمث في روضة نورة',
  research_category_id: '2',
  summary: 'دراسة ميدانية لتوزع نبات الرمث وكثافته.',
};

/** The file name a Content-Disposition's filename* carries, decoded (RFC 5987). */
function extendedFileName(disposition: string): string | undefined {
  const encoded = /filename\*=UTF-8''([^;\s]+)/i.exec(disposition)?.[1];
  return encoded === undefined ? undefined : decodeURIComponent(encoded);
}

describe('research: categories, submissions, the own list and the downloads', () => {
  let t: TestApp;
  let uploadsDir: string;
  const ids = { researcher: 0, individual: 0, other: 0, paged: 0 };
  const tokens = { researcher: '', individual: '', other: '', paged: '' };
  let before: { researches: number; attachments: number; files: string[] };

  const counts = async () => ({
    researches: (await t.db.select({ n: count() }).from(researches))[0]!.n,
    attachments: (await t.db.select({ n: count() }).from(researchAttachments))[0]!.n,
    files: (await fs.readdir(uploadsDir)).sort(),
  });

  const submit = (
    fields: Fields,
    { token = tokens.researcher, locale = 'ar' }: { token?: string; locale?: string } = {},
  ) => postForm(t, 'researches/submit', fields, { token: token || undefined, locale, from: freshAddress() });
  const get = (url: string, { token, locale = 'ar' }: { token?: string; locale?: string } = {}) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/${url}`,
      headers: { 'accept-language': locale, ...(token && { authorization: `Bearer ${token}` }) },
    });
  const attach = (...files: File[]): Fields =>
    Object.fromEntries(files.map((file, index) => [`attachments[${index}]`, file]));

  async function expectRefused(response: Awaited<ReturnType<typeof submit>>, status: number) {
    expect(response.statusCode, response.body).toBe(status);
    expect(response.headers['content-type']).toContain('application/json');
    expect(await counts()).toEqual(before);
    return response.json<{ message: string; errors?: Record<string, string[]> }>();
  }

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
    uploadsDir = path.join(t.dataDir, 'uploads');
    const idOf = async (email: string) =>
      (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
    for (const [key, national] of [
      ['other', '1055500001'],
      ['paged', '1055500002'],
    ] as const) {
      const email = `${key}-researcher@example.sa`;
      const registered = await postForm(t, 'register', individual({ email, national_id: national }), {
        from: freshAddress(),
      });
      expect(registered.statusCode, registered.body).toBe(201);
      await t.db.update(users).set({ isResearcher: true, emailVerifiedAt: new Date() }).where(eq(users.email, email));
      ids[key] = await idOf(email);
    }
    ids.researcher = await idOf('researcher@demo.reserve.sa');
    ids.individual = await idOf(demoIndividual.email);
    for (const key of Object.keys(ids) as (keyof typeof ids)[]) tokens[key] = await issueAccessToken(t.db, ids[key]);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    before = await counts();
    vi.restoreAllMocks();
  });

  describe('GET /research-categories', () => {
    it('lists the five seeded categories, titled in Arabic by default and in English when asked, to anyone', async () => {
      const arabic = await get('research-categories');
      expect(arabic.statusCode, arabic.body).toBe(200);
      const { data, meta } = arabic.json<ListEnvelope<ResearchCategory>>();
      expect(data).toHaveLength(5);
      expect(data[0]).toEqual({ id: 1, title: 'الحياة الفطرية' });
      expect(meta).toMatchObject({ current_page: 1, total: 5 });

      const english = await get('research-categories', { locale: 'en' });
      expect(english.json<ListEnvelope<ResearchCategory>>().data.map((category) => category.title)).toEqual([
        'Wildlife',
        'Vegetation',
        'Water and soil',
        'Climate and desertification',
        'Ecotourism and local communities',
      ]);
    });

    it('refuses a limit that is not a whole number with 422 naming it', async () => {
      const response = await get('research-categories?limit=10abc', { locale: 'en' });
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['limit']);
    });
  });

  describe('a researcher submits', () => {
    it('stores the research with two attachments (one with an Arabic name), answers it as the list shows it, and lists it first', async () => {
      const response = await submit({ ...valid, ...attach(pdfFile(ARABIC_NAME), pngFile('map.png')) });
      expect(response.statusCode, response.body).toBe(201);
      const { data, message } = response.json<{ data: Research; message: string }>();
      expect(message).toBe('تم إرسال البحث بنجاح');
      expect(data).toMatchObject({
        title: valid.title,
        summary: valid.summary,
        research_category: { id: 2, title: 'الغطاء النباتي' },
      });
      expect(data.attachments.map((attachment) => attachment.original_name)).toEqual([ARABIC_NAME, 'map.png']);
      for (const attachment of data.attachments) {
        expect(attachment.path).toMatch(new RegExp(`^/api/v1/researches/${data.uuid}/attachments/[0-9a-f-]{36}$`));
      }

      const rows = await t.db
        .select({
          originalName: researchAttachments.originalName,
          storedName: researchAttachments.storedName,
          mimeType: researchAttachments.mimeType,
          sha256: researchAttachments.sha256,
        })
        .from(researchAttachments)
        .innerJoin(researches, eq(researches.id, researchAttachments.researchId))
        .where(eq(researches.uuid, data.uuid))
        .orderBy(researchAttachments.id);
      expect(rows.map(({ originalName, mimeType, sha256: hash }) => ({ originalName, mimeType, hash }))).toEqual([
        { originalName: ARABIC_NAME, mimeType: 'application/pdf', hash: sha256(PDF_BYTES) },
        { originalName: 'map.png', mimeType: 'image/png', hash: sha256(PNG_BYTES) },
      ]);
      for (const row of rows) {
        expect(row.storedName).not.toContain('دراسة');
        expect(sha256(await fs.readFile(path.join(uploadsDir, row.storedName)))).toBe(row.sha256);
      }

      const list = await get('researches', { token: tokens.researcher });
      expect(list.statusCode, list.body).toBe(200);
      expect(list.headers['cache-control']).toBe('no-store');
      expect(list.json<ListEnvelope<Research>>().data[0]).toEqual(data);
    });

    it('answers in English when asked, the category titled in English', async () => {
      const response = await submit({ ...valid, research_category_id: '1' }, { locale: 'en' });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toMatchObject({
        message: 'Your research was submitted successfully',
        data: { research_category: { title: 'Wildlife' }, attachments: [] },
      });
    });

    it('stores one research for a repeat with the same Idempotency-Key', async () => {
      const form = new FormData();
      for (const [name, value] of Object.entries({ ...valid, 'attachments[0]': pngFile() })) form.append(name, value);
      const encoded = new Response(form);
      const payload = Buffer.from(await encoded.arrayBuffer());
      const headers = {
        'content-type': encoded.headers.get('content-type')!,
        authorization: `Bearer ${tokens.researcher}`,
        'idempotency-key': randomUUID().replaceAll('-', ''),
      };
      const first = await t.app.inject({ method: 'POST', url: '/api/v1/researches/submit', payload, headers });
      const repeat = await t.app.inject({ method: 'POST', url: '/api/v1/researches/submit', payload, headers });
      expect(first.statusCode, first.body).toBe(201);
      expect(repeat.statusCode).toBe(201);
      expect(repeat.body).toBe(first.body);
      const after = await counts();
      expect(after.researches).toBe(before.researches + 1);
      expect(after.files).toHaveLength(before.files.length + 1);
    });
  });

  describe('refusals store nothing', () => {
    it('refuses a member who is not a researcher with 403, whatever they send', async () => {
      const body = await expectRefused(
        await submit({ ...valid, ...attach(pdfFile('a.pdf')) }, { token: tokens.individual }),
        403,
      );
      expect(body.message).toBe('ليس لديك صلاحية لتنفيذ هذا الإجراء');
    });

    it('refuses a visitor and a token that is not one with 401', async () => {
      await expectRefused(await submit({ ...valid, ...attach(pdfFile('a.pdf')) }, { token: '' }), 401);
      await expectRefused(await submit(valid, { token: 'A'.repeat(43) }), 401);
    });

    it("refuses an unknown category with 422 naming research_category_id, in the request's language", async () => {
      const arabic = await expectRefused(
        await submit({ ...valid, research_category_id: '999', ...attach(pdfFile('a.pdf')) }),
        422,
      );
      expect(arabic.errors).toEqual({ research_category_id: ['التصنيف المختار غير موجود'] });
      const english = await expectRefused(
        await submit({ ...valid, research_category_id: '999' }, { locale: 'en' }),
        422,
      );
      expect(english).toEqual({
        message: 'The chosen category does not exist',
        errors: { research_category_id: ['The chosen category does not exist'] },
      });
    });

    it.each(['0', '-1', '1e3', '2147483648', 'abc', ''])(
      'refuses the category id %j with 422 naming it',
      async (id) => {
        const body = await expectRefused(await submit({ ...valid, research_category_id: id }), 422);
        expect(Object.keys(body.errors ?? {})).toEqual(['research_category_id']);
      },
    );

    it('refuses missing fields, one message per field', async () => {
      const body = await expectRefused(await submit({ summary: '   ' }, { locale: 'en' }), 422);
      expect(body.errors).toEqual({
        title: ['Research title is required'],
        research_category_id: ['Category is required'],
        summary: ['Summary is required'],
      });
    });

    it.each([
      ['an .exe named .pdf', new File([EXE_BYTES], 'report.pdf', { type: 'application/pdf' })],
      ['an .exe under its own name', new File([EXE_BYTES], 'setup.pdf.exe', { type: 'application/x-msdownload' })],
      ['an HTML page named .pdf', new File([HTML_BYTES], 'report.pdf', { type: 'application/pdf' })],
    ])('refuses %s beside a good file, and keeps neither', async (_name, file) => {
      const body = await expectRefused(await submit({ ...valid, ...attach(pngFile('good.png'), file) }), 422);
      expect(body.errors?.attachments).toContain('نوع الملف غير مسموح، الأنواع المسموحة: PNG وJPG وGIF وPDF');
    });

    it('refuses six attachments with the limit message', async () => {
      const six = Array.from({ length: 6 }, (_, index) => pngFile(`${index}.png`));
      const body = await expectRefused(await submit({ ...valid, ...attach(...six) }), 422);
      expect(body.errors).toEqual({ attachments: ['يمكن إرفاق 5 ملفات على الأكثر'] });
    });

    it('removes the staged files when the rows cannot be written', async () => {
      vi.spyOn(t.db, 'transaction').mockRejectedValueOnce(new Error('database went away'));
      await expectRefused(await submit({ ...valid, ...attach(pngFile('a.png'), pdfFile('b.pdf')) }), 500);
    });

    it('rolls the rows back and removes the files when a file cannot be kept', async () => {
      vi.spyOn(UploadBatch.prototype, 'keep').mockRejectedValueOnce(new Error('disk full'));
      await expectRefused(await submit({ ...valid, ...attach(pngFile('a.png'), pdfFile('b.pdf')) }), 500);
    });
  });

  describe('downloads', () => {
    let own: { research: string; attachment: string };
    let others: { research: string; attachment: string };
    beforeAll(async () => {
      own = await giveResearch(t, ids.researcher, ARABIC_NAME);
      others = await giveResearch(t, ids.other, 'other.pdf');
    });
    const download = (research: string, attachment: string, token: string | null = tokens.researcher) =>
      get(`researches/${research}/attachments/${attachment}`, { token: token ?? undefined });

    it('sends the owner the bytes under the original name (RFC 5987), as a private download', async () => {
      const response = await download(own.research, own.attachment);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.rawPayload.toString('latin1')).toMatch(/^%PDF-1\.4/);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      const disposition = String(response.headers['content-disposition']);
      expect(disposition).toMatch(
        /^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''[A-Za-z0-9!#$&+\-.^_`|~%]+$/,
      );
      expect(extendedFileName(disposition)).toBe(ARABIC_NAME);
    });

    it('downloads what was submitted, byte for byte', async () => {
      const submitted = await submit({ ...valid, ...attach(pngFile('خريطة الموقع.png')) });
      const [attachment] = submitted.json<{ data: Research }>().data.attachments;
      const response = await t.app.inject({
        method: 'GET',
        url: attachment!.path,
        headers: { authorization: `Bearer ${tokens.researcher}` },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(Buffer.compare(response.rawPayload, PNG_BYTES)).toBe(0);
      expect(extendedFileName(String(response.headers['content-disposition']))).toBe('خريطة الموقع.png');
    });

    it('answers a visitor with 401', async () => {
      expect((await download(own.research, own.attachment, null)).statusCode).toBe(401);
    });

    it("answers 404 for another member's research, also to another researcher and in either pairing", async () => {
      expect((await download(own.research, own.attachment, tokens.other)).statusCode).toBe(404);
      expect((await download(own.research, own.attachment, tokens.individual)).statusCode).toBe(404);
      expect((await download(others.research, others.attachment)).statusCode).toBe(404);
      // The owner's research with someone else's attachment, and the reverse.
      expect((await download(own.research, others.attachment)).statusCode).toBe(404);
      expect((await download(others.research, own.attachment)).statusCode).toBe(404);
    });

    it('answers 404 for random uuids', async () => {
      expect((await download(randomUUID(), randomUUID())).statusCode).toBe(404);
      expect((await download(own.research, randomUUID())).statusCode).toBe(404);
    });

    it.each([
      ['not-a-uuid', 'not-a-uuid'],
      ["1' OR '1'='1", '1'],
      ['%2e%2e%2f%2e%2e%2fetc%2fpasswd', 'x'],
      ['00000000-0000-0000-0000-00000000000g', '00000000-0000-0000-0000-000000000000'],
      ['a'.repeat(300), 'b'],
      ['١٢٣', '%00'],
    ])('answers the malformed ids %j / %j with 404 or 422, never 500', async (research, attachment) => {
      const response = await download(encodeURI(research), encodeURI(attachment));
      expect([404, 422]).toContain(response.statusCode);
      expect(response.json()).toHaveProperty('message');
    });

    it('answers 404 when the file is gone from disk', async () => {
      const gone = await giveResearch(t, ids.researcher, 'gone.pdf');
      const [row] = await t.db
        .select({ storedName: researchAttachments.storedName })
        .from(researchAttachments)
        .where(eq(researchAttachments.uuid, gone.attachment));
      await fs.rm(path.join(uploadsDir, row!.storedName));
      const response = await download(gone.research, gone.attachment);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-disposition']).toBeUndefined();
    });
  });

  describe('GET /researches', () => {
    it('answers a visitor with 401', async () => {
      expect((await get('researches')).statusCode).toBe(401);
    });

    it("lists the member's own researches only, 20 a page, newest first", async () => {
      const titles = Array.from({ length: 23 }, (_, index) => `بحث ${index + 1}`);
      const start = Date.UTC(2025, 0, 1);
      await t.db.insert(researches).values(
        titles.map((title, index) => ({
          userId: ids.paged,
          title,
          summary: 'ملخص',
          categoryId: 3,
          createdAt: new Date(start + index * 60_000),
        })),
      );
      await giveResearch(t, ids.other, 'not-mine.pdf');

      const first = await get('researches', { token: tokens.paged });
      expect(first.statusCode, first.body).toBe(200);
      const page1 = first.json<ListEnvelope<Research>>();
      expect(page1.meta).toEqual({ current_page: 1, from: 1, last_page: 2, per_page: 20, total: 23 });
      expect(page1.data.map((research) => research.title)).toEqual(titles.slice(3).reverse());

      const page2 = (await get('researches?page=2', { token: tokens.paged })).json<ListEnvelope<Research>>();
      expect(page2.meta).toEqual({ current_page: 2, from: 21, last_page: 2, per_page: 20, total: 23 });
      expect(page2.data.map((research) => research.title)).toEqual(['بحث 3', 'بحث 2', 'بحث 1']);

      // Arabic-Indic digits name the same page.
      const arabicDigits = await get(`researches?page=${encodeURIComponent('٢')}`, { token: tokens.paged });
      expect(arabicDigits.json<ListEnvelope<Research>>().meta.current_page).toBe(2);
      // Past the end: an empty page, not an error.
      expect((await get('researches?page=9', { token: tokens.paged })).json<ListEnvelope<Research>>()).toMatchObject({
        data: [],
        meta: { from: null, total: 23 },
      });
    });

    it('shows a member without researches an empty list', async () => {
      const response = await get('researches', { token: tokens.individual, locale: 'en' });
      expect(response.json()).toEqual({
        data: [],
        meta: { current_page: 1, from: null, last_page: 1, per_page: 20, total: 0 },
      });
    });

    it.each(['0', '-1', 'abc', '1e3', '100001'])('refuses ?page=%s with 422 naming page', async (page) => {
      const response = await get(`researches?page=${page}`, { token: tokens.researcher, locale: 'en' });
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['page']);
    });
  });
});
