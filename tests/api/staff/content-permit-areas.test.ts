import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentItem } from '../../../schemas/api/content-editing';
import type { ListEnvelope } from '../../../schemas/api/envelopes';
import type { NamedPlace } from '../../../schemas/api/permits';
import { contentEdits, permitAreas } from '../../../server/db/schema';
import { freshAddress, newVerifiedMember, postForm, type Fields } from '../../support/accounts';
import { newApplicant, validPermitFields } from '../../support/permit-fixtures';
import { contentEditingApp, contentRoutes, type StaffMember } from '../../support/content-editing';
import { newStaffMember } from '../../support/staff';
import type { TestApp } from '../../support/test-app';

const area = (overrides: Fields = {}): Fields => ({
  name_ar: 'روضة خريم الشمالية قرب مسار مشاهدة الحياة الفطرية',
  name_en: 'Northern Rawdat Khuraim',
  region_id: '1',
  open_to_work_permits: 'false',
  ...overrides,
});
type Errors = Record<string, string[]>;

/** Editors manage the sites specific-area and work permits name through the content frame: admin/content/permit-areas. */
describe('admin/content/permit-areas', () => {
  let t: TestApp;
  let editor: StaffMember;
  let auditor: StaffMember;
  const { send, call, created } = contentRoutes('permit-areas', () => ({ t, editor }));

  /** The sites a permit form offers, as the public list answers for this query. */
  const offered = async (query: string, locale = 'ar') =>
    (await t.app.inject({ url: `/api/v1/permit-areas?${query}`, headers: { 'accept-language': locale } })).json<
      ListEnvelope<NamedPlace>
    >().data;
  const ids = (places: NamedPlace[]) => places.map((place) => place.id);

  beforeAll(async () => {
    ({ t, editor, auditor } = await contentEditingApp());
  });
  afterAll(() => t.close());

  it('creates an area that the public list of its region shows at once, in both languages', async () => {
    await offered('region_id=1'); // cached before the edit: the edit must drop it
    const response = await send('POST', '', area());
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<{ message: string }>().message).toBe('حُفظ الموقع وظهر في نماذج التصاريح');
    const id = Number(response.json<{ data: { id: string } }>().data.id);
    expect(await offered('region_id=1')).toContainEqual({ id, name: area().name_ar });
    expect(await offered('region_id=1', 'en')).toContainEqual({ id, name: area().name_en });
    expect(ids(await offered('region_id=1&for_work_permit=1'))).not.toContain(id);

    const item = (await call('GET', `/${id}`, auditor.token)).json<{ data: ContentItem }>().data;
    expect(item.values).toEqual({
      name_ar: area().name_ar,
      name_en: area().name_en,
      region_id: 1,
      open_to_work_permits: false,
    });
    expect(item.history[0]).toMatchObject({ action: 'created', actor: 'عبدالرحمن بن عبدالعزيز آل سعود' });
  });

  it('edits an area: another region, open to work permits, closed for a month; the lists follow at once', async () => {
    const id = await created(area({ name_ar: 'موقع ينتقل' }));
    const edited = await send(
      'PUT',
      `/${id}`,
      area({
        name_ar: 'موقع ينتقل',
        region_id: '2',
        open_to_work_permits: 'true',
        closed_from: '2099-03-01',
        closed_until: '2099-03-31',
      }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(ids(await offered('region_id=1'))).not.toContain(id);
    expect(ids(await offered('region_id=2&for_work_permit=1'))).toContain(id);
    expect(ids(await offered('region_id=2&from_date=2099-03-15'))).not.toContain(id);
    expect(ids(await offered('region_id=2&from_date=2099-04-01'))).toContain(id);
    const [latest] = (await call('GET', `/${id}`)).json<{ data: ContentItem }>().data.history;
    expect(Object.keys(latest!.changes).sort()).toEqual([
      'closed_from',
      'closed_until',
      'open_to_work_permits',
      'region_id',
    ]);
  });

  it('refuses to delete an area a permit names, and deletes an unused one with its history kept', async () => {
    const applicant = await newApplicant(t);
    const named = await created(area({ name_ar: 'موقع له طلبات' }));
    // Named second, so only the answers (not the request's first area) hold it.
    const permit = await postForm(
      t,
      'permits/specific-area',
      { ...validPermitFields['specific-area'](), 'area_ids[]': ['1', String(named)] },
      { token: applicant.token, from: freshAddress() },
    );
    expect(permit.statusCode, permit.body).toBe(201);
    for (const [locale, message] of [
      ['ar', 'لا يمكن حذفه: تسميه طلبات تصاريح قائمة. أغلقه بتواريخ الإغلاق بدلا من ذلك.'],
      ['en', 'It cannot be deleted: permit requests name it. Close it with closure dates instead.'],
    ] as const) {
      const refused = await call('DELETE', `/${named}`, editor.token, locale);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json<{ message: string }>().message).toBe(message);
    }
    expect((await call('GET', `/${named}`)).statusCode).toBe(200);

    const unused = await created(area({ name_ar: 'موقع سيحذف' }));
    const deleted = await call('DELETE', `/${unused}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(ids(await offered('region_id=1'))).not.toContain(unused);
    const history = await t.db
      .select()
      .from(contentEdits)
      .where(eq(contentEdits.contentId, String(unused)));
    expect(history.filter((edit) => edit.contentType === 'permit-areas').map((edit) => edit.action)).toEqual([
      'created',
      'deleted',
    ]);
  });

  it('refuses bad input in the caller’s language, per field, storing nothing', async () => {
    const id = await created(area({ name_ar: 'موقع لا يتغير' }));
    const before = await t.db.$count(permitAreas);
    const refusedWith = async (fields: Fields, locale = 'ar', path = '') => {
      const response = await send(path ? 'PUT' : 'POST', path, fields, editor.token, locale);
      expect(response.statusCode, response.body).toBe(422);
      return response.json<{ message: string; errors: Errors }>();
    };
    const withoutArabic = area();
    delete withoutArabic.name_ar;
    const missing = await refusedWith(withoutArabic);
    expect(missing.message).toBe('راجع الموقع');
    expect(missing.errors.name_ar).toEqual(['الاسم بالعربية مطلوب']);
    expect((await refusedWith(withoutArabic, 'en')).errors.name_ar).toEqual(['The Arabic name is required']);
    // A region that does not exist is the editor's mistake on that field, on a new area and on an edit alike.
    expect(await refusedWith(area({ region_id: '999999' }))).toEqual({
      message: 'المنطقة المختارة غير موجودة',
      errors: { region_id: ['المنطقة المختارة غير موجودة'] },
    });
    expect((await refusedWith(area({ region_id: '999999' }), 'en', `/${id}`)).errors.region_id).toEqual([
      'The chosen region does not exist',
    ]);
    expect((await refusedWith(area({ region_id: 'abc' }))).errors.region_id).toEqual(['اختر منطقة من القائمة']);
    expect(
      (await refusedWith(area({ closed_from: '2099-03-31', closed_until: '2099-03-01' }))).errors.closed_until,
    ).toEqual(['يجب ألا يسبق يوم نهاية الإغلاق يوم بدايته']);
    expect((await refusedWith(area({ closed_until: '2099-03-01' }))).errors.closed_from).toEqual([
      'أدخل يوم بداية الإغلاق مع يوم نهايته',
    ]);
    expect(await t.db.$count(permitAreas)).toBe(before);
    expect((await call('GET', `/${id}`)).json<{ data: ContentItem }>().data.values.region_id).toBe(1);
  });

  it('lets only editors and admins write: a citizen, a reviewer and an auditor are refused', async () => {
    const citizen = await newVerifiedMember(t);
    const reviewer = await newStaffMember(t, { role: 'reviewer', permitTypes: ['specific_area'] });
    const admin = await newStaffMember(t, { role: 'admin' });
    const id = await created(area());
    const before = await t.db.$count(permitAreas);
    for (const token of [citizen.token, reviewer.token, auditor.token]) {
      expect((await send('POST', '', area(), token)).statusCode).toBe(403);
      expect((await send('PUT', `/${id}`, area({ region_id: '3' }), token)).statusCode).toBe(403);
      expect((await call('DELETE', `/${id}`, token)).statusCode).toBe(403);
    }
    expect((await call('GET', `/${id}`, citizen.token)).statusCode).toBe(403);
    expect((await call('GET', `/${id}`, auditor.token)).statusCode).toBe(200);
    expect(await t.db.$count(permitAreas)).toBe(before);
    expect((await send('POST', '', area(), admin.token)).statusCode).toBe(201);
  });
});
