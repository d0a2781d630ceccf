import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { contactAttachments, contactMessages, reserveAreas } from '../../server/db/schema';
import { UploadBatch } from '../../server/services/storage';
import { createTestApp, type TestApp } from '../support/test-app';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** A PDF of `size` bytes whose catalog holds `catalogExtra`, padded with spaces before its %%EOF. */
const pdfOfSize = (size: number, catalogExtra = '') => {
  const bytes = Buffer.alloc(size, 0x20);
  bytes.write(
    `%PDF-1.4\n%\xE2\xE3\xCF\xD3\n1 0 obj << /Type /Catalog ${catalogExtra} >> endobj\ntrailer << /Root 1 0 R >>\n`,
    'latin1',
  );
  bytes.write('%%EOF\n', size - 6, 'latin1');
  return bytes;
};
const PDF = pdfOfSize(2048);
/** PNG with the width and height of its header replaced: the pixels stay one. */
const pngClaiming = (width: number, height: number) => {
  const bytes = Buffer.from(PNG);
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  return bytes;
};
const EXE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(200)]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const arabicIndic = (digits: string) => digits.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));

type Part = string | File;
const valid: Record<string, string> = {
  type: 'complaints',
  username: 'نورة عبدالله',
  email: 'noura@example.sa',
  phone: '+966501234567',
  subject: 'تأخر الرد',
  message: 'لم يصلني رد على طلبي.',
  is_reserve_resident: 'false',
};

describe('POST /api/v1/contact-us', () => {
  let t: TestApp;
  let uploadsDir: string;
  let areaId: number;
  let client = 0;
  let before: { messages: number; attachments: number; files: string[] };

  const counts = async () => ({
    messages: (await t.db.select({ n: count() }).from(contactMessages))[0]!.n,
    attachments: (await t.db.select({ n: count() }).from(contactAttachments))[0]!.n,
    files: (await fs.readdir(uploadsDir)).sort(),
  });

  /** Posts the parts as the browser would (multipart via undici's FormData), from a fresh client address. */
  async function post(parts: [string, Part][], { locale = 'ar', from }: { locale?: string; from?: string } = {}) {
    const form = new FormData();
    for (const [name, value] of parts) form.append(name, value);
    const encoded = new Response(form);
    client += 1;
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/contact-us',
      headers: { 'content-type': encoded.headers.get('content-type')!, 'accept-language': locale },
      payload: Buffer.from(await encoded.arrayBuffer()),
      remoteAddress: from ?? `10.1.${client >> 8}.${client & 255}`,
    });
  }
  const withFields = (overrides: Record<string, string | undefined> = {}, files: [string, Part][] = []) =>
    [
      ...Object.entries({ ...valid, ...overrides }).filter(
        (entry): entry is [string, string] => entry[1] !== undefined,
      ),
      ...files,
    ] as [string, Part][];

  async function expectRefused(response: Awaited<ReturnType<typeof post>>, status: number) {
    expect(response.statusCode, response.body).toBe(status);
    expect(response.headers['content-type']).toContain('application/json');
    expect(await counts()).toEqual(before);
    return response.json() as { message: string; errors?: Record<string, string[]> };
  }

  beforeAll(async () => {
    t = await createTestApp();
    uploadsDir = path.join(t.dataDir, 'uploads');
    const [area] = await t.db.insert(reserveAreas).values({ nameAr: 'روضة نورة', nameEn: 'Rawdat Noura' }).returning();
    areaId = area!.id;
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    before = await counts();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('stores a message with two attachments: rows, files on disk, matching hashes', async () => {
    const response = await post(
      withFields({ is_reserve_resident: 'true', reserve_area_id: String(areaId) }, [
        ['attachments[0]', new File([PNG], '../../etc/صورة\u202Egnp.png', { type: 'image/png' })],
        ['attachments[1]', new File([PDF], 'letter.pdf', { type: 'application/pdf' })],
      ]),
    );
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body.message).toBe('تم إرسال الرسالة بنجاح!');
    expect(body.data).toEqual({
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      type: 'complaints',
      created_at: expect.any(String),
    });

    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.uuid, body.data.uuid));
    expect(row).toMatchObject({
      type: 'complaints',
      username: 'نورة عبدالله',
      email: 'noura@example.sa',
      phone: '+966501234567',
      isReserveResident: true,
      reserveAreaId: areaId,
      locale: 'ar',
    });
    const attachments = await t.db.select().from(contactAttachments).where(eq(contactAttachments.messageId, row!.id));
    expect(attachments.map(({ originalName, mimeType, sizeBytes }) => ({ originalName, mimeType, sizeBytes }))).toEqual(
      [
        { originalName: 'صورةgnp.png', mimeType: 'image/png', sizeBytes: PNG.length },
        { originalName: 'letter.pdf', mimeType: 'application/pdf', sizeBytes: PDF.length },
      ],
    );
    for (const [attachment, bytes] of [
      [attachments[0]!, PNG],
      [attachments[1]!, PDF],
    ] as const) {
      expect(attachment.storedName).toMatch(/^[0-9a-f-]{36}\.(png|pdf)$/);
      const stored = await fs.readFile(path.join(uploadsDir, attachment.storedName));
      expect(sha256(stored)).toBe(attachment.sha256);
      expect(attachment.sha256).toBe(sha256(bytes));
    }
    expect((await counts()).files).toEqual([...before.files, ...attachments.map((a) => a.storedName)].sort());
  });

  it('answers in English when asked', async () => {
    const response = await post(withFields(), { locale: 'en' });
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe('Message sent successfully!');
  });

  it('refuses missing fields with the spec message and one message per field, in Arabic', async () => {
    const body = await expectRefused(await post([]), 422);
    expect(body).toEqual({
      message: 'الرجاء تعبئة الحقول المطلوبة',
      errors: {
        type: ['نوع الرسالة مطلوب'],
        username: ['الاسم بالكامل مطلوب'],
        phone: ['رقم الجوال مطلوب'],
        subject: ['الموضوع مطلوب'],
        message: ['نص الرسالة مطلوب'],
      },
    });
  });

  it('refuses missing fields in English', async () => {
    const body = await expectRefused(await post(withFields({ username: '', subject: '   ' }), { locale: 'en' }), 422);
    expect(body).toEqual({
      message: 'Please fill in the required fields',
      errors: { username: ['Full name is required'], subject: ['Subject is required'] },
    });
  });

  it.each([
    ['type', 'report, the old default', { type: 'report' }, 'اختر شكوى أو اقتراح'],
    ['email', 'without a domain', { email: 'noura@' }, 'البريد الإلكتروني غير صالح'],
    ['phone', 'too short for its country', { phone: '+96650123' }, 'رقم الجوال غير صالح للدولة المختارة'],
    ['phone', 'of 17 characters', { phone: '+9665012345678901' }, 'رقم الجوال غير صالح للدولة المختارة'],
    ['is_reserve_resident', 'not a boolean', { is_reserve_resident: 'yes' }, 'قيمة غير صالحة'],
    ['reserve_area_id', 'abc', { is_reserve_resident: 'true', reserve_area_id: 'abc' }, 'اختر منطقة من القائمة'],
    ['reserve_area_id', '1e309', { is_reserve_resident: 'true', reserve_area_id: '1e309' }, 'اختر منطقة من القائمة'],
    ['reserve_area_id', '-1', { is_reserve_resident: 'true', reserve_area_id: '-1' }, 'اختر منطقة من القائمة'],
    ['reserve_area_id', 'missing for a resident', { is_reserve_resident: 'true' }, 'اختر منطقة السكن'],
    ['username', 'of 101 characters', { username: 'x'.repeat(101) }, 'يجب ألا يزيد الاسم على 100 حرف'],
    ['message', 'of 1 MB', { message: 'x'.repeat(1024 * 1024) }, 'يجب ألا يزيد نص الرسالة على 5000 حرف'],
    [
      'message',
      'over the 1 MB field limit',
      { message: 'x'.repeat(1024 * 1024 + 10) },
      'يجب ألا يزيد نص الرسالة على 5000 حرف',
    ],
    ['message', 'with NUL', { message: 'before\u0000after' }, 'نص الرسالة يحتوي على رموز غير مسموح بها'],
    [
      'subject',
      'with a right-to-left override',
      { subject: 'invoice\u202Efdp.exe' },
      'الموضوع يحتوي على رموز غير مسموح بها',
    ],
    ['subject', 'with CR/LF', { subject: 'line one\r\nline two' }, 'الموضوع يحتوي على رموز غير مسموح بها'],
  ])('refuses a %s %s', async (field, _case, overrides, message) => {
    const body = await expectRefused(await post(withFields(overrides)), 422);
    expect(body.message).toBe('الرجاء تعبئة الحقول المطلوبة');
    expect(body.errors?.[field]).toEqual([message]);
  });

  it('refuses a reserve_area_id that does not exist, saying so in the message too', async () => {
    const body = await expectRefused(
      await post(withFields({ is_reserve_resident: 'true', reserve_area_id: '999999' })),
      422,
    );
    expect(body).toEqual({
      message: 'المنطقة المختارة غير موجودة',
      errors: { reserve_area_id: ['المنطقة المختارة غير موجودة'] },
    });
  });

  it('stores markup, SQL and template text verbatim, as text', async () => {
    const hostile = `<script>alert(1)</script> '; DROP TABLE contact_messages; -- {{7*7}} javascript:alert(1)\n\u200Fسطر \uD800`;
    const response = await post(withFields({ message: hostile }));
    expect(response.statusCode).toBe(201);
    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.uuid, response.json().data.uuid));
    // As a browser sends it: multipart encoding writes line breaks as CRLF and a lone surrogate as U+FFFD.
    expect(row!.message).toBe(hostile.replaceAll('\n', '\r\n').replace('\uD800', '\uFFFD'));
  });

  it('refuses unknown fields and fields a citizen may not set, naming each, and stores nothing', async () => {
    const before = await t.db.$count(contactMessages);
    const response = await post([
      ...withFields(),
      ['id', '1'],
      ['locale', 'xx'],
      ['created_at', '2000-01-01'],
      ['status', 'closed'],
    ]);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['id', 'locale', 'created_at', 'status']);
    expect(response.json().errors.status).toEqual(['هذا الحقل ليس من حقول النموذج']);
    expect(await t.db.$count(contactMessages)).toBe(before);
  });

  it('keeps no area for a visitor who is not a resident', async () => {
    const response = await post(withFields({ is_reserve_resident: 'false', reserve_area_id: String(areaId) }));
    expect(response.statusCode).toBe(201);
    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.uuid, response.json().data.uuid));
    expect(row!.reserveAreaId).toBeNull();
  });

  it('stores a phone typed in Arabic-Indic or Persian digits in ASCII digits', async () => {
    for (const phone of ['+٩٦٦٥٠١٢٣٤٥٦٧', '+۹۶۶۵۰۱۲۳۴۵۶۷']) {
      const response = await post(withFields({ phone }));
      expect(response.statusCode, response.body).toBe(201);
      const [row] = await t.db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.uuid, response.json().data.uuid));
      expect(row!.phone).toBe('+966501234567');
    }
  });

  it('converts an area id written in Arabic-Indic digits', async () => {
    const response = await post(
      withFields({ is_reserve_resident: 'true', reserve_area_id: arabicIndic(String(areaId)) }),
    );
    expect(response.statusCode).toBe(201);
    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.uuid, response.json().data.uuid));
    expect(row!.reserveAreaId).toBe(areaId);
  });

  describe('attachments', () => {
    const attach = (...files: File[]) =>
      withFields(
        {},
        files.map((file, index) => [`attachments[${index}]`, file] as [string, Part]),
      );

    it('judges a file by its content: a PNG named .pdf is stored as a PNG', async () => {
      const response = await post(attach(new File([PNG], 'scan.pdf', { type: 'application/pdf' })));
      expect(response.statusCode).toBe(201);
      const [attachment] = await t.db
        .select()
        .from(contactAttachments)
        .orderBy(contactAttachments.id)
        .limit(1)
        .offset(Number(before.attachments));
      expect(attachment).toMatchObject({ originalName: 'scan.pdf', mimeType: 'image/png' });
      expect(attachment!.storedName).toMatch(/\.png$/);
    });

    it.each([
      [
        'an .exe named .pdf',
        new File([EXE], 'invoice.pdf', { type: 'application/pdf' }),
        'نوع الملف غير مسموح، الأنواع المسموحة: PNG وJPG وGIF وPDF',
      ],
      [
        'an SVG',
        new File([SVG], 'logo.svg', { type: 'image/svg+xml' }),
        'نوع الملف غير مسموح، الأنواع المسموحة: PNG وJPG وGIF وPDF',
      ],
      ['an empty file', new File([], 'empty.png', { type: 'image/png' }), 'الملف فارغ'],
      [
        'a file of 5,242,881 bytes',
        new File([pdfOfSize(5242881)], 'big.pdf', { type: 'application/pdf' }),
        'حجم الملف يتجاوز 5 ميجابايت',
      ],
    ])('refuses %s and stores nothing', async (_name, file, message) => {
      const body = await expectRefused(await post(attach(new File([PNG], 'ok.png'), file)), 422);
      expect(body.errors?.attachments).toContain(message);
    });

    describe('judged by what they hold, not only their first bytes', () => {
      const unsafeOrDamaged = {
        ar: 'تعذر قبول الملف: محتواه غير آمن أو تالف',
        en: 'This file could not be accepted: its content is unsafe or damaged.',
      };

      it.each([
        [
          'a PDF with JavaScript',
          new File([pdfOfSize(2048, '/OpenAction << /S /JavaScript /JS (app.alert(1)) >>')], 'letter.pdf'),
        ],
        [
          'a PDF with JavaScript named in #xx escapes',
          new File([pdfOfSize(2048, '/Names << /J#61vaScript 2 0 R >>')], 'letter.pdf'),
        ],
        ['a PDF without %%EOF', new File([PDF.subarray(0, -6)], 'cut.pdf')],
        ['a PNG cut before IEND', new File([PNG.subarray(0, -12)], 'cut.png')],
        ['a PNG claiming 20000 × 20000 pixels', new File([pngClaiming(20_000, 20_000)], 'bomb.png')],
        [
          'a PNG with a script appended',
          new File([Buffer.concat([PNG, Buffer.from('<script>alert(1)</script>')])], 'polyglot.png'),
        ],
      ])('refuses %s with its own message, in Arabic and English, and stores nothing', async (_name, file) => {
        for (const locale of ['ar', 'en'] as const) {
          const body = await expectRefused(await post(attach(new File([PNG], 'ok.png'), file), { locale }), 422);
          expect(body.message).toBe(
            locale === 'ar' ? 'الرجاء تعبئة الحقول المطلوبة' : 'Please fill in the required fields',
          );
          // The refusal alone: not also the list of allowed types, which the file's type is in.
          expect(body.errors).toEqual({ attachments: [unsafeOrDamaged[locale]] });
        }
      });

      it('still accepts a whole PDF that opens at its first page', async () => {
        const response = await post(attach(new File([pdfOfSize(2048, '/OpenAction [3 0 R /Fit]')], 'letter.pdf')));
        expect(response.statusCode, response.body).toBe(201);
      });
    });

    it('keeps a display name of at most 255 characters, never the sent path', async () => {
      const response = await post(
        attach(new File([PNG], `C:\\Users\\x\\${'ن'.repeat(300)}.png`, { type: 'image/png' })),
      );
      expect(response.statusCode).toBe(201);
      const [attachment] = await t.db
        .select()
        .from(contactAttachments)
        .orderBy(contactAttachments.id)
        .limit(1)
        .offset(Number(before.attachments));
      expect(attachment!.originalName).toBe('ن'.repeat(255));
      expect(attachment!.storedName).not.toContain('ن');
    });

    it('accepts a file of exactly 5,242,880 bytes', async () => {
      const bytes = pdfOfSize(5242880);
      const response = await post(attach(new File([bytes], 'exact.pdf', { type: 'application/pdf' })));
      expect(response.statusCode, response.body).toBe(201);
      const [attachment] = await t.db
        .select()
        .from(contactAttachments)
        .orderBy(contactAttachments.id)
        .limit(1)
        .offset(Number(before.attachments));
      expect(attachment).toMatchObject({ sizeBytes: 5242880, sha256: sha256(bytes) });
    });

    it('refuses six files with the limit message', async () => {
      const six = Array.from({ length: 6 }, (_, index) => new File([PNG], `${index}.png`, { type: 'image/png' }));
      const body = await expectRefused(await post(attach(...six)), 422);
      expect(body.errors).toEqual({ attachments: ['يمكن إرفاق 5 ملفات على الأكثر'] });
    });

    it('answers 413 past the parser limit of ten files', async () => {
      const eleven = Array.from({ length: 11 }, (_, index) => new File([PNG], `${index}.png`, { type: 'image/png' }));
      const body = await expectRefused(await post(attach(...eleven)), 413);
      expect(body.message).toBe('حجم الطلب أكبر من المسموح');
    });

    it('ignores files sent under a field that is not a file field', async () => {
      const response = await post([...withFields(), ['evidence', new File([PNG], 'x.png')]]);
      expect(response.statusCode).toBe(201);
      expect((await counts()).files).toEqual(before.files);
    });

    it('removes the staged files when the rows cannot be written', async () => {
      vi.spyOn(t.db, 'transaction').mockRejectedValueOnce(new Error('database went away'));
      const body = await expectRefused(await post(attach(new File([PNG], 'a.png'), new File([PDF], 'b.pdf'))), 500);
      expect(body.message).toBe('عذرا، حدث خطأ غير متوقع. يرجى المحاولة مرة أخرى');
    });

    it('rolls the rows back and removes the files when a file cannot be kept', async () => {
      vi.spyOn(UploadBatch.prototype, 'keep').mockRejectedValueOnce(new Error('disk full'));
      await expectRefused(await post(attach(new File([PNG], 'a.png'), new File([PDF], 'b.pdf'))), 500);
    });
  });

  describe('malformed requests', () => {
    it('answers JSON instead of multipart with 415', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/contact-us',
        payload: valid,
        remoteAddress: '10.2.0.1',
      });
      const body = await expectRefused(response, 415);
      expect(body.message).toBe('نوع المحتوى المرسل غير مدعوم');
    });

    it('answers a truncated multipart body with 400', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/contact-us',
        headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
        payload:
          '--xyz\r\nContent-Disposition: form-data; name="username"\r\n\r\nSara\r\n--xyz\r\nContent-Disposition: form-da',
        remoteAddress: '10.2.0.2',
      });
      const body = await expectRefused(response, 400);
      expect(body.message).toBe('تعذرت قراءة الطلب، تأكد من صحة البيانات المرسلة');
    });

    it('answers a multipart type without a boundary with 400', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/contact-us',
        headers: { 'content-type': 'multipart/form-data' },
        payload: 'username=Sara',
        remoteAddress: '10.2.0.3',
      });
      await expectRefused(response, 400);
    });

    it('refuses a __proto__ field name with 400', async () => {
      const body = await expectRefused(await post([...withFields(), ['__proto__', 'x']]), 400);
      expect(body.message).toBe('تعذرت قراءة الطلب، تأكد من صحة البيانات المرسلة');
    });
  });

  it('limits each client to ten messages in ten minutes', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) statuses.push((await post([], { from: '10.3.0.1' })).statusCode);
    expect(statuses).toEqual([...Array<number>(10).fill(422), 429]);
    expect((await post([], { from: '10.3.0.2' })).statusCode).toBe(422);
  });
});
