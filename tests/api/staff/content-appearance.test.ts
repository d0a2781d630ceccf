import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AboutReserve } from '../../../schemas/api/about';
import type { Appearance } from '../../../schemas/api/content';
import type { ContentItem } from '../../../schemas/api/content-editing';
import { aboutTasks, contentEdits, footerLinks, topBarItems } from '../../../server/db/schema';
import { newVerifiedMember, type Fields } from '../../support/accounts';
import { contentEditingApp, contentRoutes, type StaffMember } from '../../support/content-editing';
import { newStaffMember } from '../../support/staff';
import type { TestApp } from '../../support/test-app';

let t: TestApp;
let editor: StaffMember;
let auditor: StaffMember;
beforeAll(async () => ({ t, editor, auditor } = await contentEditingApp()));
afterAll(() => t.close());

/** What the public reads of the shell (GET /appearance) and of the about page (GET /about-reserve). */
const publicAppearance = async () =>
  (await t.app.inject({ url: '/api/v1/appearance' })).json<{ data: Appearance }>().data;
const publicAbout = async () =>
  (await t.app.inject({ url: '/api/v1/about-reserve' })).json<{ data: AboutReserve }>().data;

/** What every type without an image shares: each kept in its own table, each shown by a public read. */
const types = [
  {
    type: 'top-bar-items',
    table: topBarItems,
    fields: (overrides: Fields = {}): Fields => ({
      title_ar: 'أوقات الزيارة في رمضان: من ٤ عصرًا حتى ١١ مساءً',
      title_en: 'Ramadan visiting hours: 4 PM to 11 PM',
      position: '1',
      ...overrides,
    }),
    arabicTitle: 'title_ar',
    englishTitle: 'title_en',
    missingArabic: { ar: 'النص بالعربية مطلوب', en: 'The Arabic text is required' },
    saved: { ar: 'حُفظ العنصر وظهر في الشريط العلوي للموقع', en: "The item is saved and shown in the site's top bar" },
    publicTexts: async () => (await publicAppearance()).top_bar.flatMap((item) => [item.title_ar, item.title_en]),
  },
  {
    type: 'footer-links',
    table: footerLinks,
    fields: (overrides: Fields = {}): Fields => ({
      group_name_ar: 'روابط مهمة',
      group_name_en: 'Useful links',
      label_ar: 'المركز الوطني لتنمية الغطاء النباتي',
      label_en: 'National Centre for Vegetation Cover',
      url: 'https://www.ncvc.gov.sa/',
      position: '4',
      ...overrides,
    }),
    arabicTitle: 'label_ar',
    englishTitle: 'label_en',
    missingArabic: { ar: 'نص الرابط بالعربية مطلوب', en: 'The Arabic link text is required' },
    saved: { ar: 'حُفظ الرابط وظهر في تذييل الموقع', en: "The link is saved and shown in the site's footer" },
    publicTexts: async () =>
      (await publicAppearance()).footer_labels.flatMap((link) => [link.label_ar, link.label_en, link.url]),
  },
  {
    type: 'about-tasks',
    table: aboutTasks,
    fields: (overrides: Fields = {}): Fields => ({
      body_ar: 'حماية الحياة الفطرية في المحمية وإعادة توطين الأنواع المهددة بالانقراض ومتابعة أعدادها كل موسم.',
      body_en: "Protect the reserve's wildlife and reintroduce endangered species, counting them each season.",
      position: '2',
      ...overrides,
    }),
    arabicTitle: 'body_ar',
    englishTitle: 'body_en',
    missingArabic: { ar: 'نص المهمة بالعربية مطلوب', en: 'The Arabic task text is required' },
    saved: { ar: 'حُفظت المهمة وظهرت في صفحة عن المحمية', en: 'The task is saved and shown on the about page' },
    publicTexts: async () => (await publicAbout()).tasks.flatMap((task) => [task.body_ar, task.body_en]),
  },
] as const;

describe.each(types)('admin/content/$type', (content) => {
  const { send, call, created } = contentRoutes(content.type, () => ({ t, editor }));
  const itemOf = async (id: number, token = editor.token) =>
    (await call('GET', `/${id}`, token)).json<{ data: ContentItem }>().data;

  it('creates an item the public read shows at once, with its history begun', async () => {
    const fields = content.fields();
    await content.publicTexts(); // cached before the edit: the edit must drop it
    const response = await send('POST', '', fields);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<{ message: string }>().message).toBe(content.saved.ar);
    const id = Number(response.json<{ data: { id: string } }>().data.id);

    const shown = await content.publicTexts();
    expect(shown).toContain(fields[content.arabicTitle]);
    expect(shown).toContain(fields[content.englishTitle]);

    const item = await itemOf(id, auditor.token);
    expect(item.values).toMatchObject({
      [content.arabicTitle]: fields[content.arabicTitle],
      position: Number(fields.position),
    });
    expect(item.history).toHaveLength(1);
    expect(item.history[0]).toMatchObject({ action: 'created', actor: 'عبدالرحمن بن عبدالعزيز آل سعود' });
  });

  it('edits an item: the public read shows the new text at once, the history names what changed', async () => {
    const id = await created(content.fields());
    await content.publicTexts();
    const edited = await send(
      'PUT',
      `/${id}`,
      content.fields({ [content.englishTitle]: 'Edited a moment ago' }),
      editor.token,
      'en',
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<{ message: string }>().message).toBe(content.saved.en);
    expect(await content.publicTexts()).toContain('Edited a moment ago');
    const [latest] = (await itemOf(id)).history;
    expect(latest).toMatchObject({ action: 'edited' });
    expect(Object.keys(latest!.changes)).toEqual([content.englishTitle]);
  });

  it('deletes an item: gone from the public read at once, its history kept', async () => {
    const id = await created(content.fields({ [content.arabicTitle]: 'عنصر سيحذف بعد قليل' }));
    expect(await content.publicTexts()).toContain('عنصر سيحذف بعد قليل');
    const deleted = await call('DELETE', `/${id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await content.publicTexts()).not.toContain('عنصر سيحذف بعد قليل');
    expect((await call('GET', `/${id}`)).statusCode).toBe(404);
    const history = await t.db
      .select()
      .from(contentEdits)
      .where(eq(contentEdits.contentId, String(id)))
      .orderBy(contentEdits.id);
    expect(history.filter((edit) => edit.contentType === content.type).map((edit) => edit.action)).toEqual([
      'created',
      'deleted',
    ]);
  });

  it('refuses a missing Arabic title on its field, in the caller’s language, storing nothing', async () => {
    const before = await t.db.$count(content.table);
    const withoutArabic: Fields = content.fields();
    delete withoutArabic[content.arabicTitle];
    for (const locale of ['ar', 'en'] as const) {
      const missing = await send('POST', '', withoutArabic, editor.token, locale);
      expect(missing.statusCode, missing.body).toBe(422);
      expect(missing.json<{ message: string }>().message).toBeTruthy();
      expect(missing.json<{ errors: Record<string, string[]> }>().errors[content.arabicTitle]).toEqual([
        content.missingArabic[locale],
      ]);
    }
    const markup = await send('POST', '', content.fields({ [content.arabicTitle]: '<script>alert(1)</script>' }));
    expect(markup.statusCode, markup.body).toBe(422);
    expect(Object.keys(markup.json<{ errors: Record<string, string[]> }>().errors)).toEqual([content.arabicTitle]);
    const badOrder = await send('POST', '', content.fields({ position: '-1' }));
    expect(badOrder.statusCode, badOrder.body).toBe(422);
    expect(await t.db.$count(content.table)).toBe(before);

    const id = await created(content.fields());
    const emptied = await send('PUT', `/${id}`, content.fields({ [content.arabicTitle]: '' }));
    expect(emptied.statusCode, emptied.body).toBe(422);
    expect((await itemOf(id)).values[content.arabicTitle]).toBe(content.fields()[content.arabicTitle]);
  });

  it('lets only editors and admins write: a citizen, a reviewer and an auditor are refused; the auditor reads', async () => {
    const citizen = await newVerifiedMember(t);
    const reviewer = await newStaffMember(t, { role: 'reviewer', permitTypes: ['beekeeping'] });
    const admin = await newStaffMember(t, { role: 'admin' });
    const fields = content.fields();
    const id = await created(fields);
    const before = await t.db.$count(content.table);
    for (const token of [citizen.token, reviewer.token, auditor.token]) {
      expect((await send('POST', '', fields, token)).statusCode).toBe(403);
      expect((await send('PUT', `/${id}`, { ...fields, [content.englishTitle]: 'Changed' }, token)).statusCode).toBe(
        403,
      );
      expect((await call('DELETE', `/${id}`, token)).statusCode).toBe(403);
    }
    expect(await t.db.$count(content.table)).toBe(before);
    expect((await itemOf(id)).values[content.englishTitle]).toBe(fields[content.englishTitle]);
    expect((await call('GET', `/${id}`, auditor.token)).statusCode).toBe(200);
    expect((await call('GET', '?page=1', auditor.token)).statusCode).toBe(200);
    expect((await send('POST', '', fields, admin.token)).statusCode).toBe(201);
  });
});

describe('admin/content/footer-links: the link itself', () => {
  const { send, call, created } = contentRoutes('footer-links', () => ({ t, editor }));
  const link = types[1].fields;

  it('refuses a script, data or protocol-relative address on the url field, storing nothing', async () => {
    const before = await t.db.$count(footerLinks);
    for (const url of [
      'javascript:alert(1)',
      'JavaScript:alert(document.cookie)',
      ' javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      '//evil.example',
      '/\\evil.example',
      'faqs',
      'https://',
      'https://www.ncvc.gov.sa/" onmouseover="alert(1)',
    ]) {
      const refused = await send('POST', '', link({ url }), editor.token, 'en');
      expect(refused.statusCode, url).toBe(422);
      expect(refused.json<{ errors: Record<string, string[]> }>().errors.url, url).toEqual([
        'Enter an address starting with https:// or http://, or a page of the site starting with /',
      ]);
    }
    const id = await created(link());
    const onEdit = await send('PUT', `/${id}`, link({ url: 'javascript:alert(1)' }));
    expect(onEdit.statusCode, onEdit.body).toBe(422);
    expect(onEdit.json<{ errors: Record<string, string[]> }>().errors.url).toEqual([
      'أدخل رابطًا يبدأ بـ https:// أو http://، أو صفحة في الموقع تبدأ بـ /',
    ]);
    expect(await t.db.$count(footerLinks)).toBe(before + 1);
    const [stored] = await t.db.select().from(footerLinks).where(eq(footerLinks.id, id));
    expect(stored!.url).toBe('https://www.ncvc.gov.sa/');
  });

  it('takes a page of the site or an http(s) address, and a link without a group', async () => {
    for (const url of ['/faqs', '/', '/terms-permits?tab=2#camping', 'http://example.org/a?b=c', 'https://x.sa']) {
      expect((await send('POST', '', link({ url }))).statusCode, url).toBe(201);
    }
    const ungrouped = link({ label_ar: 'رابط بلا مجموعة' });
    delete ungrouped.group_name_ar;
    delete ungrouped.group_name_en;
    const id = await created(ungrouped);
    const shown = (await t.app.inject({ url: '/api/v1/appearance' })).json<{ data: Appearance }>().data.footer_labels;
    expect(shown.find((label) => label.label_ar === 'رابط بلا مجموعة')).toMatchObject({
      group_name_ar: null,
      group_name_en: null,
    });
    const values = (await call('GET', `/${id}`)).json<{ data: ContentItem }>().data.values;
    expect(values).not.toHaveProperty('group_name_ar');
    expect(values).toMatchObject({ label_ar: 'رابط بلا مجموعة', url: 'https://www.ncvc.gov.sa/' });
  });
});

describe('admin/content/about-tasks: plain text', () => {
  it('keeps a task’s line breaks as sent, shown as plain text on the about page', async () => {
    const { created } = contentRoutes('about-tasks', () => ({ t, editor }));
    // A form sends a textarea's line breaks as CRLF, and the task keeps them so.
    await created(types[2].fields({ body_ar: 'السطر الأول\r\nالسطر الثاني' }));
    expect((await publicAbout()).tasks.map((task) => task.body_ar)).toContain('السطر الأول\r\nالسطر الثاني');
  });
});
