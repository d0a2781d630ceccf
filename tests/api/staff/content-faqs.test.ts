import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentItem, ContentSummary } from '../../../schemas/api/content-editing';
import type { ListEnvelope } from '../../../schemas/api/envelopes';
import type { Faq } from '../../../schemas/api/faqs';
import { contentEdits, faqs } from '../../../server/db/schema';
import { postForm, type Fields } from '../../support/accounts';
import { contentEditingApp, contentRoutes, type StaffMember } from '../../support/content-editing';
import type { TestApp } from '../../support/test-app';
import { refusal } from '../../support/test-database';

const question = (overrides: Fields = {}): Fields => ({
  question_ar: 'هل يُسمح بإشعال النار في مواقع التخييم داخل روضة خريم خلال موسم الربيع؟',
  question_en: 'May campers light fires at the Rawdat Khuraim sites in spring?',
  answer_ar: '<p>نعم، في المواقد المخصصة فقط، ومن الساعة ٤ عصرًا حتى ١١ مساءً.</p>',
  answer_en: '<p>Yes, in the fire pits only, from 4 pm to 11 pm.</p>',
  position: '2',
  ...overrides,
});

/** Editors manage the FAQ through the content frame: admin/content/faqs. */
describe('admin/content/faqs', () => {
  let t: TestApp;
  let editor: StaffMember;
  let auditor: StaffMember;

  const { send, call, created } = contentRoutes('faqs', () => ({ t, editor }));
  const publicFaqs = async (locale: 'ar' | 'en') =>
    (await t.app.inject({ url: '/api/v1/faqs?page=1', headers: { 'accept-language': locale } })).json<
      ListEnvelope<Faq>
    >().data;
  const itemOf = async (id: number, token = editor.token) =>
    (await call('GET', `/${id}`, token)).json<{ data: ContentItem }>().data;

  beforeAll(async () => {
    ({ t, editor, auditor } = await contentEditingApp());
  });
  afterAll(() => t.close());

  it('creates a question that the public FAQ shows at once, in both languages, with its history begun', async () => {
    await publicFaqs('ar'); // cached before the edit: the edit must drop it
    const saved = await send('POST', '', question());
    expect(saved.statusCode, saved.body).toBe(201);
    const id = Number(saved.json<{ data: { id: string } }>().data.id);
    expect(saved.json<{ message: string }>().message).toBe('حُفظ السؤال وظهر في صفحة الأسئلة الشائعة');

    expect((await publicFaqs('ar')).map((faq) => faq.question)).toContain(question().question_ar);
    expect((await publicFaqs('en')).map((faq) => faq.question)).toContain(question().question_en);

    const item = await itemOf(id, auditor.token);
    expect(item.values).toMatchObject({ question_ar: question().question_ar, position: 2 });
    expect(item.history).toHaveLength(1);
    expect(item.history[0]).toMatchObject({ action: 'created', actor: 'عبدالرحمن بن عبدالعزيز آل سعود' });
    expect(item.history[0]!.changes.question_ar).toEqual({ before: null, after: question().question_ar });
  });

  it('edits a question: the public page shows the new text, the history names only the fields that changed', async () => {
    const id = await created(question());
    const edited = await send(
      'PUT',
      `/${id}`,
      question({ answer_en: '<p>Only in the fire pits.</p>' }),
      editor.token,
      'en',
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<{ message: string }>().message).toBe('The question is saved and shown on the FAQ page');
    expect((await publicFaqs('en')).map((faq) => faq.answer)).toContain('<p>Only in the fire pits.</p>');

    const [latest] = (await itemOf(id)).history;
    expect(latest).toMatchObject({ action: 'edited' });
    expect(Object.keys(latest!.changes)).toEqual(['answer_en']);
    expect(latest!.changes.answer_en!.before).toBe(question().answer_en);

    // Saving the same values again records nothing.
    expect((await send('PUT', `/${id}`, question({ answer_en: '<p>Only in the fire pits.</p>' }))).statusCode).toBe(
      200,
    );
    expect((await itemOf(id)).history).toHaveLength(2);
  });

  it('lists the questions in the public order with both titles', async () => {
    const first = await created(question({ question_ar: 'سؤال أول', position: '0' }));
    const list = (await call('GET', '?page=1', auditor.token)).json<ListEnvelope<ContentSummary>>();
    expect(list.data).toContainEqual({ id: String(first), title_ar: 'سؤال أول', title_en: question().question_en });
    const positions = await t.db.select({ id: faqs.id }).from(faqs).orderBy(faqs.position, faqs.id).limit(20);
    expect(list.data.map((item) => item.id)).toEqual(positions.map((row) => String(row.id)));
    expect(list.meta.total).toBe(await t.db.$count(faqs));
  });

  it('deletes a question: gone from the public page, its history kept', async () => {
    const id = await created(question({ question_ar: 'سؤال سيحذف' }));
    const deleted = await call('DELETE', `/${id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json<{ message: string }>().message).toBe('حُذف، وبقي سجل تعديلاته');
    expect((await publicFaqs('ar')).map((faq) => faq.question)).not.toContain('سؤال سيحذف');
    expect((await call('GET', `/${id}`)).statusCode).toBe(404);
    const history = await t.db
      .select()
      .from(contentEdits)
      .where(eq(contentEdits.contentId, String(id)))
      .orderBy(contentEdits.id);
    expect(history.map((edit) => edit.action)).toEqual(['created', 'deleted']);
    expect(history[1]!.changes.question_ar).toEqual({ before: 'سؤال سيحذف', after: null });
  });

  it('refuses bad input in the caller’s language, storing nothing', async () => {
    const before = await t.db.$count(faqs);
    const withoutArabic = question();
    delete withoutArabic.question_ar;
    const missing = await send('POST', '', withoutArabic, editor.token, 'en');
    expect(missing.statusCode, missing.body).toBe(422);
    expect(missing.json<{ errors: Record<string, string[]> }>().errors.question_ar).toEqual([
      'The Arabic question is required',
    ]);
    const onlyScript = await send('POST', '', question({ answer_ar: '<script>alert(1)</script>' }));
    expect(onlyScript.statusCode, onlyScript.body).toBe(422);
    expect(onlyScript.json<{ errors: Record<string, string[]> }>().errors.answer_ar).toEqual([
      'الإجابة بالعربية مطلوبة',
    ]);
    const badOrder = await send('POST', '', question({ position: '-1' }));
    expect(badOrder.statusCode, badOrder.body).toBe(422);
    expect(await t.db.$count(faqs)).toBe(before);
  });

  it('stores HTML sanitised: a script beside text is dropped, the text kept', async () => {
    const id = await created(
      question({ answer_ar: '<p>المواقد فقط</p><script>alert(1)</script><img src=x onerror=alert(1)>' }),
    );
    const stored = (await itemOf(id)).values.answer_ar as string;
    expect(stored).toContain('المواقد فقط');
    expect(stored).not.toMatch(/script|onerror/);
  });

  it('refuses a save or a delete over a revision another editor has saved since, keeping their edit', async () => {
    const id = await created(question());
    const opened = await call('GET', `/${id}`);
    const { revision } = opened.json<{ data: ContentItem }>().data;
    expect(opened.headers.etag).toBe(`"${revision}"`);
    const over = (fields: Fields, onto = revision, locale = 'ar') =>
      postForm(t, `admin/content/faqs/${id}`, fields, {
        token: editor.token,
        locale,
        method: 'PUT',
        headers: { 'if-match': `"${onto}"` },
      });

    // Two editors save over the same revision at once: one is saved, the other told and nothing of it stored.
    const [first, second] = await Promise.all([
      over(question({ answer_en: '<p>First editor</p>' })),
      over(question({ answer_en: '<p>Second editor</p>' }), revision, 'en'),
    ]);
    const answers = [first, second].map((response) => response.statusCode).sort();
    expect(answers, `${first.body} ${second.body}`).toEqual([200, 409]);
    const refused = first.statusCode === 409 ? first : second;
    expect(refused.json<{ message: string }>().message).toBe(
      refused === first
        ? 'حفظ غيرك هذا العنصر بعد أن فتحته. افتحه من جديد لترى ما غيّره، ثم أدخل تعديلاتك.'
        : 'Someone else saved this item after you opened it. Open it again to see their changes, then make yours.',
    );
    const saved = await itemOf(id);
    expect(saved.values.answer_en).toBe(refused === first ? '<p>Second editor</p>' : '<p>First editor</p>');
    expect(saved.history).toHaveLength(2);

    const stale = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/content/faqs/${id}`,
      headers: { authorization: `Bearer ${editor.token}`, 'if-match': `"${revision}"` },
    });
    expect(stale.statusCode, stale.body).toBe(409);
    expect((await over(question({ position: '5' }), saved.revision)).statusCode).toBe(200);
    expect((await over(question(), 'x')).statusCode).toBe(422);
  });

  it('answers 404 for an id that is not one, or no longer is', async () => {
    for (const id of ['0', 'abc', '99999999', '1e3', '-1', '9999999999']) {
      expect((await call('GET', `/${id}`)).statusCode, id).toBe(404);
      expect((await send('PUT', `/${id}`, question())).statusCode, id).toBe(404);
      expect((await call('DELETE', `/${id}`)).statusCode, id).toBe(404);
    }
  });

  it('keeps the history append-only in the database itself', async () => {
    expect(await refusal(t.db.execute(sql`update content_edits set action = 'edited'`))).toBe(
      'content_edits is append-only: UPDATE refused',
    );
    expect(await refusal(t.db.execute(sql`delete from content_edits where id = -1`))).toBe(
      'content_edits is append-only: DELETE refused',
    );
  });
});
