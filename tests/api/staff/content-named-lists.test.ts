import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentItem, EditableContentName } from '../../../schemas/api/content-editing';
import type { ListEnvelope } from '../../../schemas/api/envelopes';
import {
  contactMessages,
  contentEdits,
  permitAreas,
  permitRegions,
  researchCategories,
  researches,
  reserveAreas,
} from '../../../server/db/schema';
import { newVerifiedMember, postForm, type Fields } from '../../support/accounts';
import { newStaffMember } from '../../support/staff';
import { createTestApp, type TestApp } from '../../support/test-app';

/** A list of names the permit, research and contact forms offer, edited through the content frame. */
interface NamedList {
  type: EditableContentName;
  /** Its form's fields, Arabic then English. */
  fields: [string, string];
  /** The public read that offers it. */
  publicRead: string;
  table: typeof permitRegions | typeof researchCategories | typeof reserveAreas;
  /** Makes a record name the item, so that it may not be deleted. */
  use: (t: TestApp, id: number) => Promise<void>;
  inUse: { ar: string; en: string };
  required: string;
  tooLong: string;
}

const lists: NamedList[] = [
  {
    type: 'permit-regions',
    fields: ['name_ar', 'name_en'],
    publicRead: 'permit-regions?page=1&limit=100',
    table: permitRegions,
    use: async (t, regionId) => {
      await t.db.insert(permitAreas).values({ regionId, nameAr: 'روضة التنهات', nameEn: 'Rawdat Al-Tanhat' });
    },
    inUse: {
      ar: 'لا يمكن حذف هذه المنطقة لأن مواقع أو طلبات تصاريح مرتبطة بها. عدّل اسمها بدلا من حذفها.',
      en: 'This region cannot be deleted: areas or permit requests refer to it. Rename it instead of deleting it.',
    },
    required: 'اسم المنطقة بالعربية مطلوب',
    tooLong: 'يجب ألا يزيد اسم المنطقة على 150 حرفا',
  },
  {
    type: 'research-categories',
    fields: ['title_ar', 'title_en'],
    publicRead: 'research-categories?page=1&limit=100',
    table: researchCategories,
    use: async (t, categoryId) => {
      const { id: userId } = await newVerifiedMember(t);
      await t.db.insert(researches).values({ userId, categoryId, title: 'دراسة الغطاء النباتي', summary: 'ملخص' });
    },
    inUse: {
      ar: 'لا يمكن حذف هذا المجال لأن أبحاثا مرتبطة به. عدّل اسمه بدلا من حذفه.',
      en: 'This category cannot be deleted: researches refer to it. Rename it instead of deleting it.',
    },
    required: 'اسم المجال بالعربية مطلوب',
    tooLong: 'يجب ألا يزيد اسم المجال على 150 حرفا',
  },
  {
    type: 'reserve-areas',
    fields: ['name_ar', 'name_en'],
    publicRead: 'reserve-areas?page=1&limit=100',
    table: reserveAreas,
    use: async (t, reserveAreaId) => {
      await t.db.insert(contactMessages).values({
        type: 'suggestion',
        username: 'نورة',
        phone: '+966501234567',
        subject: 'اقتراح',
        message: 'زيادة المظلات',
        reserveAreaId,
        locale: 'ar',
      });
    },
    inUse: {
      ar: 'لا يمكن حذف هذا الموقع لأن رسائل تواصل مرتبطة به. عدّل اسمه بدلا من حذفه.',
      en: 'This area cannot be deleted: contact messages refer to it. Rename it instead of deleting it.',
    },
    required: 'اسم الموقع بالعربية مطلوب',
    tooLong: 'يجب ألا يزيد اسم الموقع على 150 حرفا',
  },
];

describe.each(lists)('admin/content/$type', (list) => {
  const [fieldAr, fieldEn] = list.fields;
  const named = (ar: string, en = 'Northern region of Rawdat Khuraim'): Fields => ({ [fieldAr]: ar, [fieldEn]: en });
  const longName = 'المنطقة الشمالية الشرقية لروضة خريم والتنهات حتى الكيلو ١٢٥';
  let t: TestApp;
  let editor: Awaited<ReturnType<typeof newStaffMember>>;
  let auditor: Awaited<ReturnType<typeof newStaffMember>>;

  const send = (method: 'POST' | 'PUT', path: string, fields: Fields, token = editor.token, locale = 'ar') =>
    postForm(t, `admin/content/${list.type}${path}`, fields, { token, locale, method });
  const call = (method: 'GET' | 'DELETE', path: string, token = editor.token, locale = 'ar') =>
    t.app.inject({
      method,
      url: `/api/v1/admin/content/${list.type}${path}`,
      headers: { authorization: `Bearer ${token}`, 'accept-language': locale },
    });
  const publicNames = async (locale: 'ar' | 'en') =>
    (await t.app.inject({ url: `/api/v1/${list.publicRead}`, headers: { 'accept-language': locale } }))
      .json<ListEnvelope<Record<string, unknown>>>()
      .data.map((item) => item.name ?? item.title);
  const created = async (fields: Fields) => {
    const answer = await send('POST', '', fields);
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json<{ data: { id: string } }>().data.id;
  };

  beforeAll(async () => {
    t = await createTestApp();
    editor = await newStaffMember(t, { role: 'editor' });
    auditor = await newStaffMember(t, { role: 'auditor' });
  });
  afterAll(() => t.close());

  it('creates, edits and deletes an item, the public list showing each change at once', async () => {
    await publicNames('ar'); // cached before the edit: the edit must drop it
    const id = await created(named(longName));
    expect(await publicNames('ar')).toContain(longName);
    expect(await publicNames('en')).toContain('Northern region of Rawdat Khuraim');
    const item = (await call('GET', `/${id}`, auditor.token)).json<{ data: ContentItem }>().data;
    expect(item.values).toEqual({ [fieldAr]: longName, [fieldEn]: 'Northern region of Rawdat Khuraim' });
    expect(item.history[0]).toMatchObject({ action: 'created' });

    const edited = await send('PUT', `/${id}`, named('روضة نورة ٢'));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await publicNames('ar')).toContain('روضة نورة ٢');
    expect(await publicNames('ar')).not.toContain(longName);

    const deleted = await call('DELETE', `/${id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await publicNames('ar')).not.toContain('روضة نورة ٢');
    const history = await t.db
      .select()
      .from(contentEdits)
      .where(eq(contentEdits.contentId, id))
      .orderBy(contentEdits.id);
    expect(history.filter((edit) => edit.contentType === list.type).map((edit) => edit.action)).toEqual([
      'created',
      'edited',
      'deleted',
    ]);
  });

  it('refuses to delete an item another record names, in the caller’s language, keeping it', async () => {
    const id = await created(named('موقع مستخدم'));
    await list.use(t, Number(id));
    const refused = await call('DELETE', `/${id}`);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(list.inUse.ar);
    expect((await call('DELETE', `/${id}`, editor.token, 'en')).json<{ message: string }>().message).toBe(
      list.inUse.en,
    );
    expect((await call('GET', `/${id}`)).statusCode).toBe(200);
    expect(await publicNames('ar')).toContain('موقع مستخدم');
    // It is still renamed at will.
    expect((await send('PUT', `/${id}`, named('موقع مستخدم بعد التعديل'))).statusCode).toBe(200);
  });

  it('refuses bad input with the Arabic message of each field, storing nothing', async () => {
    const before = await t.db.$count(list.table);
    const missing = await send('POST', '', { [fieldEn]: 'Only English' });
    expect(missing.statusCode, missing.body).toBe(422);
    expect(missing.json<{ errors: Record<string, string[]> }>().errors[fieldAr]).toEqual([list.required]);
    const tooLong = await send('POST', '', named('م'.repeat(151)));
    expect(tooLong.statusCode, tooLong.body).toBe(422);
    expect(tooLong.json<{ errors: Record<string, string[]> }>().errors[fieldAr]).toEqual([list.tooLong]);
    const script = await send('POST', '', named('<script>alert(1)</script>'));
    expect(script.statusCode, script.body).toBe(422);
    expect(script.json<{ errors: Record<string, string[]> }>().errors[fieldAr]).toEqual(['نص فقط، دون الرمزين < و >']);
    const spoofed = await send('POST', '', named('روضة\u202Eخريم'));
    expect(spoofed.statusCode, spoofed.body).toBe(422);
    expect(await t.db.$count(list.table)).toBe(before);
  });

  it('lets only editors and admins write: a citizen, a reviewer and an auditor are refused; the auditor reads', async () => {
    const id = await created(named('موقع للقراءة'));
    const citizen = await newVerifiedMember(t);
    const reviewer = await newStaffMember(t, { role: 'reviewer', permitTypes: ['specific_area'] });
    const admin = await newStaffMember(t, { role: 'admin' });
    const before = await t.db.$count(list.table);
    for (const token of [citizen.token, reviewer.token, auditor.token]) {
      expect((await send('POST', '', named('لا يُحفظ'), token)).statusCode).toBe(403);
      expect((await send('PUT', `/${id}`, named('لا يُحفظ'), token)).statusCode).toBe(403);
      expect((await call('DELETE', `/${id}`, token)).statusCode).toBe(403);
    }
    for (const token of [citizen.token, reviewer.token])
      expect((await call('GET', `?page=1`, token)).statusCode).toBe(403);
    expect((await call('GET', `/${id}`, auditor.token)).statusCode).toBe(200);
    expect(await t.db.$count(list.table)).toBe(before);
    expect((await call('GET', `/${id}`)).json<{ data: ContentItem }>().data.values[fieldAr]).toBe('موقع للقراءة');
    expect((await send('POST', '', named('يحفظه المشرف'), admin.token)).statusCode).toBe(201);
  });
});
