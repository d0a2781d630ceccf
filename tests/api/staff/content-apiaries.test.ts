import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentItem } from '../../../schemas/api/content-editing';
import type { ListEnvelope } from '../../../schemas/api/envelopes';
import type { ApiaryLocation } from '../../../schemas/api/permits';
import { apiaries, contentEdits } from '../../../server/db/schema';
import { freshAddress, newVerifiedMember, postForm, type Fields } from '../../support/accounts';
import { newApplicant, validPermitFields } from '../../support/permit-fixtures';
import { contentEditingApp, contentRoutes, type StaffMember } from '../../support/content-editing';
import { newStaffMember } from '../../support/staff';
import type { TestApp } from '../../support/test-app';

const apiary = (overrides: Fields = {}): Fields => ({
  name_ar: 'منحل السدر الشمالي',
  name_en: 'Northern Sidr apiary',
  location_id: '1',
  lat: '25.296',
  lng: '46.132',
  reserved_by_authority: 'false',
  ...overrides,
});
type Errors = Record<string, string[]>;

/** Editors manage the apiaries a beekeeping permit names through the content frame: admin/content/apiaries. */
describe('admin/content/apiaries', () => {
  let t: TestApp;
  let editor: StaffMember;
  let auditor: StaffMember;
  const { send, call, created } = contentRoutes('apiaries', () => ({ t, editor }));

  /** The apiaries of a location as the beekeeping form's public list answers them. */
  const offered = async (locationId: number, locale = 'ar') =>
    (await t.app.inject({ url: '/api/v1/apiary-locations?limit=50', headers: { 'accept-language': locale } }))
      .json<ListEnvelope<ApiaryLocation>>()
      .data.find((location) => location.id === locationId)?.apiaries ?? [];
  const offeredOne = async (id: number, locationId = 1, locale = 'ar') =>
    (await offered(locationId, locale)).find((item) => item.id === id);

  beforeAll(async () => {
    ({ t, editor, auditor } = await contentEditingApp());
  });
  afterAll(() => t.close());

  it('creates an apiary that the beekeeping form lists at once, in both languages', async () => {
    await offered(1); // cached before the edit: the edit must drop it
    const response = await send('POST', '', apiary());
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<{ message: string }>().message).toBe('حُفظ المنحل وظهر في نموذج تصريح تربية النحل');
    const id = Number(response.json<{ data: { id: string } }>().data.id);
    expect(await offeredOne(id)).toEqual({ id, name: apiary().name_ar, lat: 25.296, lng: 46.132, is_reserved: false });
    expect((await offeredOne(id, 1, 'en'))?.name).toBe(apiary().name_en);

    const item = (await call('GET', `/${id}`, auditor.token)).json<{ data: ContentItem }>().data;
    expect(item.values).toEqual({
      name_ar: apiary().name_ar,
      name_en: apiary().name_en,
      location_id: 1,
      lat: 25.296,
      lng: 46.132,
      reserved_by_authority: false,
    });
    expect(item.history[0]).toMatchObject({ action: 'created', actor: 'عبدالرحمن بن عبدالعزيز آل سعود' });
  });

  it('edits an apiary: reserved by the authority, the form offers it disabled at once and refuses it', async () => {
    const id = await created(apiary({ name_ar: 'منحل يحجز' }));
    expect((await offeredOne(id))?.is_reserved).toBe(false);
    const edited = await send('PUT', `/${id}`, apiary({ name_ar: 'منحل يحجز', reserved_by_authority: 'true' }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await offeredOne(id))?.is_reserved).toBe(true);
    const applicant = await newApplicant(t);
    const refused = await postForm(t, 'permits/beekeeping', validPermitFields.beekeeping(String(id)), {
      token: applicant.token,
      from: freshAddress(),
    });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(Object.keys(refused.json<{ errors: Errors }>().errors)).toEqual(['apiary_id']);

    // Moved to another location, with the reservation lifted: it leaves the first location's list.
    const moved = await send('PUT', `/${id}`, apiary({ name_ar: 'منحل يحجز', location_id: '2', lat: '-25.5' }));
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await offeredOne(id)).toBeUndefined();
    expect(await offeredOne(id, 2)).toMatchObject({ lat: -25.5, is_reserved: false });
    const [latest] = (await call('GET', `/${id}`)).json<{ data: ContentItem }>().data.history;
    expect(Object.keys(latest!.changes).sort()).toEqual(['lat', 'location_id', 'reserved_by_authority']);
  });

  it('refuses to delete an apiary a permit names, and deletes an unused one with its history kept', async () => {
    const named = await created(apiary({ name_ar: 'منحل له طلب' }));
    const applicant = await newApplicant(t);
    const permit = await postForm(t, 'permits/beekeeping', validPermitFields.beekeeping(String(named)), {
      token: applicant.token,
      from: freshAddress(),
    });
    expect(permit.statusCode, permit.body).toBe(201);
    for (const [locale, message] of [
      ['ar', 'لا يمكن حذف هذا المنحل لأن طلبات تصاريح تربية نحل تسميه. اجعله محجوزا لدى الهيئة بدلا من حذفه.'],
      [
        'en',
        'This apiary cannot be deleted: beekeeping permit requests name it. Mark it reserved by the authority instead.',
      ],
    ] as const) {
      const refused = await call('DELETE', `/${named}`, editor.token, locale);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json<{ message: string }>().message).toBe(message);
    }
    expect((await call('GET', `/${named}`)).statusCode).toBe(200);

    const unused = await created(apiary({ name_ar: 'منحل سيحذف' }));
    await offered(1);
    const deleted = await call('DELETE', `/${unused}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await offeredOne(unused)).toBeUndefined();
    const history = await t.db
      .select()
      .from(contentEdits)
      .where(eq(contentEdits.contentId, String(unused)))
      .orderBy(contentEdits.id);
    expect(history.filter((edit) => edit.contentType === 'apiaries').map((edit) => edit.action)).toEqual([
      'created',
      'deleted',
    ]);
  });

  it('refuses bad input in the caller’s language, per field, storing nothing', async () => {
    const id = await created(apiary({ name_ar: 'منحل لا يتغير' }));
    const before = await t.db.$count(apiaries);
    const refusedWith = async (fields: Fields, locale = 'ar', path = '') => {
      const response = await send(path ? 'PUT' : 'POST', path, fields, editor.token, locale);
      expect(response.statusCode, response.body).toBe(422);
      return response.json<{ message: string; errors: Errors }>();
    };
    const withoutArabic = apiary();
    delete withoutArabic.name_ar;
    const missing = await refusedWith(withoutArabic);
    expect(missing.message).toBe('راجع المنحل');
    expect(missing.errors.name_ar).toEqual(['الاسم بالعربية مطلوب']);
    expect((await refusedWith(withoutArabic, 'en')).errors.name_ar).toEqual(['The Arabic name is required']);
    expect((await refusedWith(apiary({ lat: '200' }))).errors).toEqual({
      lat: ['أدخل خط عرض بين سالب 90 وموجب 90'],
    });
    expect((await refusedWith(apiary({ lng: '-180.5' }), 'en', `/${id}`)).errors).toEqual({
      lng: ['Enter a longitude from -180 to 180'],
    });
    expect((await refusedWith(apiary({ lat: 'north' }), 'en')).errors.lat).toEqual(['Enter a latitude from -90 to 90']);
    // A location that does not exist is the editor's mistake on that field, on a new apiary and on an edit alike.
    expect(await refusedWith(apiary({ location_id: '999999' }))).toEqual({
      message: 'الموقع المختار غير موجود',
      errors: { location_id: ['الموقع المختار غير موجود'] },
    });
    expect((await refusedWith(apiary({ location_id: '999999' }), 'en', `/${id}`)).errors.location_id).toEqual([
      'The chosen location does not exist',
    ]);
    expect(await t.db.$count(apiaries)).toBe(before);
    expect((await call('GET', `/${id}`)).json<{ data: ContentItem }>().data.values).toMatchObject({
      location_id: 1,
      lat: 25.296,
      lng: 46.132,
    });
  });

  it('lets only editors and admins write: a citizen, a reviewer and an auditor are refused', async () => {
    const citizen = await newVerifiedMember(t);
    const reviewer = await newStaffMember(t, { role: 'reviewer', permitTypes: ['beekeeping'] });
    const admin = await newStaffMember(t, { role: 'admin' });
    const id = await created(apiary());
    const before = await t.db.$count(apiaries);
    for (const token of [citizen.token, reviewer.token, auditor.token]) {
      expect((await send('POST', '', apiary(), token)).statusCode).toBe(403);
      expect((await send('PUT', `/${id}`, apiary({ reserved_by_authority: 'true' }), token)).statusCode).toBe(403);
      expect((await call('DELETE', `/${id}`, token)).statusCode).toBe(403);
    }
    expect((await call('GET', `/${id}`, citizen.token)).statusCode).toBe(403);
    expect((await call('GET', `/${id}`, auditor.token)).statusCode).toBe(200);
    expect(await t.db.$count(apiaries)).toBe(before);
    expect((await offeredOne(id))?.is_reserved).toBe(false);
    expect((await send('POST', '', apiary(), admin.token)).statusCode).toBe(201);
  });
});
