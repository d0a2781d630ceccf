import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessageEvents, contactMessages, mailOutbox, reserveAreas } from '../../../server/db/schema';
import { postForm, type Fields } from '../../support/accounts';
import { latestMailTo } from '../../support/outbox';
import { newStaffMember } from '../../support/staff';
import { createTestApp, type TestApp } from '../../support/test-app';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const LONG_NAME = 'عبدالرحمن بن عبدالعزيز بن محمد بن سليمان آل الشيخ القحطاني';
const arabicIndic = (digits: string) => digits.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));

type Staff = Awaited<ReturnType<typeof newStaffMember>>;

describe('staff handle contact messages: admin/contact-messages', () => {
  let t: TestApp;
  let editor: Staff;
  let otherEditor: Staff;
  let auditor: Staff;
  let reviewer: Staff;
  /** The resident's complaint, in Arabic, with two attachments. */
  let complaint: string;
  /** An English suggestion. */
  let suggestion: string;
  /** A message without an e-mail address. */
  let noEmail: string;
  let client = 0;

  async function contactUs(fields: Record<string, string>, files: [string, File][] = [], locale = 'ar') {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    for (const [name, file] of files) form.append(name, file);
    const encoded = new Response(form);
    client += 1;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact-us',
      headers: { 'content-type': encoded.headers.get('content-type')!, 'accept-language': locale },
      payload: Buffer.from(await encoded.arrayBuffer()),
      remoteAddress: `10.7.0.${client}`,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.uuid as string;
  }

  const get = (url: string, { token = editor.token, locale = 'ar' } = {}) =>
    t.app.inject({
      url: `/api/v1/admin/${url}`,
      headers: { authorization: `Bearer ${token}`, 'accept-language': locale },
    });
  const act = (uuid: string, action: string, fields: Fields = {}, { token = editor.token, locale = 'ar' } = {}) =>
    postForm(t, `admin/contact-messages/${uuid}/${action}`, fields, { token, locale });
  const eventsOf = async (uuid: string) =>
    t.db
      .select({ type: contactMessageEvents.type, text: contactMessageEvents.text })
      .from(contactMessageEvents)
      .innerJoin(contactMessages, eq(contactMessages.id, contactMessageEvents.messageId))
      .where(eq(contactMessages.uuid, uuid))
      .orderBy(contactMessageEvents.id);

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://portal.example' });
    editor = await newStaffMember(t, { role: 'editor', name: 'هيفاء بنت سعود الدوسري' });
    otherEditor = await newStaffMember(t, { role: 'editor', name: 'Fahad Al-Harbi', language: 'en' });
    auditor = await newStaffMember(t, { role: 'auditor' });
    reviewer = await newStaffMember(t, { role: 'reviewer', permitTypes: ['beekeeping'] });
    const [area] = await t.db
      .insert(reserveAreas)
      .values({ nameAr: 'روضة خريم', nameEn: 'Rawdat Khuraim' })
      .returning();
    complaint = await contactUs(
      {
        type: 'complaints',
        username: LONG_NAME,
        email: 'abdulrahman@example.sa',
        phone: `+${arabicIndic('966501234567')}`,
        subject: 'تلف اللوحات الإرشادية، قرب "روضة خريم"',
        message: 'اللوحات عند المدخل الشمالي مكسورة منذ أسبوعين.',
        is_reserve_resident: 'true',
        reserve_area_id: String(area!.id),
      },
      [
        ['attachments[0]', new File([PNG], 'صورة اللوحة.png', { type: 'image/png' })],
        ['attachments[1]', new File([PDF], 'بلاغ سابق.pdf', { type: 'application/pdf' })],
      ],
    );
    suggestion = await contactUs(
      {
        type: 'suggestion',
        username: 'Sarah Al-Qahtani',
        email: 'sarah@example.com',
        phone: '+966551234567',
        subject: 'More shade at the camp site',
        message: 'Please add shaded seating near the picnic area.',
      },
      [],
      'en',
    );
    noEmail = await contactUs({
      type: 'complaints',
      username: 'نورة',
      phone: '+966551112223',
      subject: 'ازدحام',
      message: 'ازدحام عند البوابة يوم الجمعة.',
    });
  });
  afterAll(() => t.close());

  it('lists messages newest first with their sender, status and assignee, paged', async () => {
    const response = await get('contact-messages');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body.data.map((row: { uuid: string }) => row.uuid)).toEqual([noEmail, suggestion, complaint]);
    expect(body.data[2]).toEqual({
      uuid: complaint,
      type: 'complaints',
      subject: 'تلف اللوحات الإرشادية، قرب "روضة خريم"',
      sender_name: LONG_NAME,
      received_at: expect.any(String),
      status: 'new',
      assignee_name: null,
    });
    expect(body.meta).toEqual({ current_page: 1, from: 1, last_page: 1, per_page: 20, total: 3 });
    const past = (await get('contact-messages?page=٢')).json();
    expect(past).toEqual({ data: [], meta: { current_page: 2, from: null, last_page: 1, per_page: 20, total: 3 } });
  });

  it('refuses an unknown status and a bad page with 422 in the caller’s language', async () => {
    const ar = await get('contact-messages?status=archived');
    expect(ar.statusCode).toBe(422);
    expect(ar.json().errors.status).toEqual(['الحالة واحدة من: new أو in_progress أو closed']);
    const en = await get('contact-messages?status=archived', { locale: 'en' });
    expect(en.statusCode).toBe(422);
    expect(en.json().errors.status).toEqual(['The status is one of new, in_progress or closed']);
    expect((await get('contact-messages?page=0')).statusCode).toBe(422);
  });

  it('shows the whole message with its attachments, and serves each file as a download', async () => {
    const response = await get(`contact-messages/${complaint}`, { token: auditor.token });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({
      uuid: complaint,
      sender_name: LONG_NAME,
      sender_email: 'abdulrahman@example.sa',
      is_reserve_resident: true,
      reserve_area: 'روضة خريم',
      locale: 'ar',
      status: 'new',
      assignee: null,
      events: [],
    });
    expect(data.sender_phone).toMatch(/501234567|٥٠١٢٣٤٥٦٧/);
    expect(data.attachments.map((file: { name: string }) => file.name)).toEqual(['صورة اللوحة.png', 'بلاغ سابق.pdf']);
    expect((await get(`contact-messages/${complaint}`, { locale: 'en' })).json().data.reserve_area).toBe(
      'Rawdat Khuraim',
    );

    const [png, pdf] = data.attachments;
    const file = await get(`contact-messages/${complaint}/attachments/${png.id}`, { token: auditor.token });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment;/);
    expect(file.headers['cache-control']).toContain('no-store');
    expect(file.rawPayload.equals(PNG)).toBe(true);
    expect(pdf.size_bytes).toBe(PDF.length);
    // Another message's file, an unknown id, a malformed one.
    expect((await get(`contact-messages/${suggestion}/attachments/${png.id}`)).statusCode).toBe(404);
    expect((await get(`contact-messages/${complaint}/attachments/99999`)).statusCode).toBe(404);
    expect((await get(`contact-messages/${complaint}/attachments/x`)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown or malformed message, on reads and changes', async () => {
    expect((await get(`contact-messages/${UNKNOWN}`)).statusCode).toBe(404);
    expect((await get('contact-messages/not-a-uuid')).statusCode).toBe(404);
    expect((await act(UNKNOWN, 'assign')).statusCode).toBe(404);
    expect((await act('not-a-uuid', 'note', { note: 'ملاحظة' })).statusCode).toBe(404);
    expect((await act(UNKNOWN, 'status', { status: 'closed' })).statusCode).toBe(404);
  });

  it('assigns a message to the editor asking, with an event', async () => {
    const response = await act(complaint, 'assign');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('أصبحت الرسالة مسندة إليك');
    expect(response.json().data.assignee).toEqual({ uuid: editor.uuid, name: 'هيفاء بنت سعود الدوسري' });
    expect(response.json().data.events).toEqual([
      {
        id: expect.any(Number),
        type: 'assigned',
        actor_name: 'هيفاء بنت سعود الدوسري',
        to_status: null,
        text: null,
        at: expect.any(String),
      },
    ]);
    const row = (await get('contact-messages')).json().data.find((line: { uuid: string }) => line.uuid === complaint);
    expect(row.assignee_name).toBe('هيفاء بنت سعود الدوسري');
  });

  it('changes the status, filters by it, and refuses a bad status in both languages', async () => {
    const response = await act(suggestion, 'status', { status: 'closed' }, { token: otherEditor.token, locale: 'en' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe("The message's status changed");
    expect(response.json().data.status).toBe('closed');
    const closed = (await get('contact-messages?status=closed')).json();
    expect(closed.data.map((row: { uuid: string }) => row.uuid)).toEqual([suggestion]);
    expect(closed.meta.total).toBe(1);

    const ar = await act(suggestion, 'status', { status: 'archived' });
    expect(ar.statusCode).toBe(422);
    expect(ar.json().errors.status).toEqual(['اختر حالة من القائمة']);
    const en = await act(suggestion, 'status', { status: 'archived' }, { locale: 'en' });
    expect(en.json().errors.status).toEqual(['Choose a status from the list']);
    expect(await eventsOf(suggestion)).toEqual([{ type: 'status', text: null }]);
  });

  it('adds an internal note; a note too long is refused in both languages, nothing written', async () => {
    const response = await act(complaint, 'note', { note: 'اتصلت بالمرسل على ٠٥٠١٢٣٤٥٦٧، وسأتابع مع الصيانة' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.events.at(-1)).toMatchObject({
      type: 'note',
      text: 'اتصلت بالمرسل على ٠٥٠١٢٣٤٥٦٧، وسأتابع مع الصيانة',
    });

    const before = await eventsOf(complaint);
    const ar = await act(complaint, 'note', { note: 'م'.repeat(2001) });
    expect(ar.statusCode).toBe(422);
    expect(ar.json().errors.note).toEqual(['يجب ألا تزيد الملاحظة على 2000 حرف']);
    const en = await act(complaint, 'note', { note: 'm'.repeat(2001) }, { locale: 'en' });
    expect(en.json().errors.note).toEqual(['The note must be 2000 characters or fewer']);
    expect(await eventsOf(complaint)).toEqual(before);
  });

  it('e-mails a reply in the sender’s language, records it and moves a new message on', async () => {
    const mailsBefore = await t.db.$count(mailOutbox);
    // An English-speaking member answers the Arabic sender: the mail is in Arabic, the answer in English.
    const response = await act(
      complaint,
      'reply',
      { reply: 'شكرا لك.\nأُحيل البلاغ إلى فريق الصيانة وسيُصلح خلال أسبوع.' },
      { token: otherEditor.token, locale: 'en' },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe("The reply was sent to the sender's e-mail");
    expect(response.json().data.status).toBe('in_progress');
    expect(response.json().data.events.at(-1)).toMatchObject({
      type: 'reply',
      actor_name: 'Fahad Al-Harbi',
      to_status: 'in_progress',
    });
    expect(await t.db.$count(mailOutbox)).toBe(mailsBefore + 1);
    const mail = (await latestMailTo(t.db, 'abdulrahman@example.sa'))!;
    expect(mail.locale).toBe('ar');
    expect(mail.subject).toBe('رد على رسالتك: تلف اللوحات الإرشادية، قرب "روضة خريم"');
    expect(mail.text).toContain('أُحيل البلاغ إلى فريق الصيانة');
    expect(mail.text).toContain(LONG_NAME);

    const english = await act(suggestion, 'reply', { reply: 'Thank you, we will add shade next season.' });
    expect(english.statusCode, english.body).toBe(200);
    // A closed message stays closed.
    expect(english.json().data.status).toBe('closed');
    const sent = (await latestMailTo(t.db, 'sarah@example.com'))!;
    expect(sent.locale).toBe('en');
    expect(sent.subject).toBe('Reply to your message: More shade at the camp site');
  });

  it('refuses an empty reply and a sender without e-mail with 422, in both languages, no mail', async () => {
    const mailsBefore = await t.db.$count(mailOutbox);
    const ar = await act(complaint, 'reply', { reply: '' });
    expect(ar.statusCode).toBe(422);
    expect(ar.json().errors.reply).toEqual(['الرد مطلوب']);
    const en = await act(complaint, 'reply', { reply: '' }, { locale: 'en' });
    expect(en.json().errors.reply).toEqual(['The reply is required']);

    const none = await act(noEmail, 'reply', { reply: 'شكرا' });
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toContain('لم يترك المرسل بريدا إلكترونيا');
    const noneEn = await act(noEmail, 'reply', { reply: 'Thanks' }, { locale: 'en' });
    expect(noneEn.json().message).toContain('The sender left no e-mail address');
    expect(noneEn.json().errors.reply).toHaveLength(1);
    expect(await t.db.$count(mailOutbox)).toBe(mailsBefore);
    expect(await eventsOf(noEmail)).toEqual([]);
    expect((await get(`contact-messages/${noEmail}`)).json().data.status).toBe('new');
  });

  it('lets an auditor read but change nothing, and a reviewer neither', async () => {
    expect((await get('contact-messages', { token: auditor.token })).statusCode).toBe(200);
    expect((await act(complaint, 'assign', {}, { token: auditor.token })).statusCode).toBe(403);
    expect((await act(complaint, 'note', { note: 'x' }, { token: auditor.token })).statusCode).toBe(403);
    expect((await get('contact-messages', { token: reviewer.token })).statusCode).toBe(403);
  });

  it('keeps two editors acting at once consistent: each change is one event', async () => {
    const before = (await eventsOf(noEmail)).length;
    const answers = await Promise.all([
      act(noEmail, 'assign', {}, { token: editor.token }),
      act(noEmail, 'assign', {}, { token: otherEditor.token }),
      act(noEmail, 'status', { status: 'closed' }, { token: editor.token }),
      act(noEmail, 'note', { note: 'متابعة' }, { token: otherEditor.token }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect((await eventsOf(noEmail)).length).toBe(before + 4);
    const { data } = (await get(`contact-messages/${noEmail}`)).json();
    expect(data.status).toBe('closed');
    expect([editor.uuid, otherEditor.uuid]).toContain(data.assignee.uuid);
  });

  it('keeps the history append-only in the database itself', async () => {
    const refusal = async (statement: ReturnType<typeof sql>) => {
      const failure = (await t.db.execute(statement).then(
        () => undefined,
        (error: unknown) => error,
      )) as (Error & { cause?: Error }) | undefined;
      return String(failure?.cause?.message ?? failure?.message);
    };
    expect(await refusal(sql`UPDATE contact_message_events SET text = 'x'`)).toMatch(/append-only/);
    expect(await refusal(sql`DELETE FROM contact_message_events`)).toMatch(/append-only/);
  });
});
