import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentItem, ContentSummary } from '../../../schemas/api/content-editing';
import type { ListEnvelope } from '../../../schemas/api/envelopes';
import type { NamedPlace } from '../../../schemas/api/permits';
import { campingLocations, contentEdits } from '../../../server/db/schema';
import { freshAddress, newVerifiedMember, postForm, type Fields } from '../../support/accounts';
import { newApplicant, validPermitFields } from '../../support/permit-fixtures';
import { contentEditingApp, contentRoutes, type StaffMember } from '../../support/content-editing';
import { newStaffMember } from '../../support/staff';
import type { TestApp } from '../../support/test-app';

const site = (overrides: Fields = {}): Fields => ({
  name_ar: 'مخيم وادي الرمحية الشرقي على أطراف الكثبان الرملية قرب طريق الرياض',
  name_en: 'Eastern Wadi Al-Rumhiyah camp',
  season_start_month: '1',
  season_end_month: '12',
  ...overrides,
});
type Errors = Record<string, string[]>;

/** Editors manage the free camping sites through the content frame: admin/content/camping-locations. */
describe('admin/content/camping-locations', () => {
  let t: TestApp;
  let editor: StaffMember;
  let auditor: StaffMember;
  const { send, call, created } = contentRoutes('camping-locations', () => ({ t, editor }));

  /** The sites the free camping form offers on a day (or all of them), as the public list answers. */
  const offered = async (day?: string, locale = 'ar') =>
    (
      await t.app.inject({
        url: `/api/v1/camping-locations${day ? `?free_camping_date=${day}` : ''}`,
        headers: { 'accept-language': locale },
      })
    ).json<ListEnvelope<NamedPlace>>().data;
  const campingPermit = (token: string, id: number, day: string) =>
    postForm(
      t,
      'permits/free-camping',
      { ...validPermitFields['free-camping'](), free_camping_location_id: String(id), free_camping_date: day },
      { token, from: freshAddress() },
    );

  beforeAll(async () => {
    ({ t, editor, auditor } = await contentEditingApp());
  });
  afterAll(() => t.close());

  it('creates a site that the public list shows at once, in both languages, with its history begun', async () => {
    await offered(); // cached before the edit: the edit must drop it
    const response = await send('POST', '', site());
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<{ message: string }>().message).toBe('حُفظ موقع التخييم وظهر في نموذج التخييم الحر');
    const { id } = response.json<{ data: { id: string } }>().data;
    expect(await offered()).toContainEqual({ id: Number(id), name: site().name_ar });
    expect(await offered(undefined, 'en')).toContainEqual({ id: Number(id), name: site().name_en });

    const item = (await call('GET', `/${id}`, auditor.token)).json<{ data: ContentItem }>().data;
    expect(item.values).toEqual({
      name_ar: site().name_ar,
      name_en: site().name_en,
      season_start_month: 1,
      season_end_month: 12,
    });
    expect(item.history[0]).toMatchObject({ action: 'created', actor: 'عبدالرحمن بن عبدالعزيز آل سعود' });
    const list = (await call('GET', '?page=1', auditor.token)).json<ListEnvelope<ContentSummary>>();
    expect(list.meta.total).toBe(await t.db.$count(campingLocations));
  });

  it('edits a season over the new year: the public list follows at once', async () => {
    const id = await created(site({ name_ar: 'مخيم الشتاء' }));
    expect((await offered('2099-07-10')).map((place) => place.id)).toContain(id);
    const edited = await send(
      'PUT',
      `/${id}`,
      site({ name_ar: 'مخيم الشتاء', season_start_month: '١١', season_end_month: '2' }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await offered('2099-07-10')).map((place) => place.id)).not.toContain(id);
    expect((await offered('2099-01-10')).map((place) => place.id)).toContain(id);
    const [latest] = (await call('GET', `/${id}`)).json<{ data: ContentItem }>().data.history;
    expect(Object.keys(latest!.changes).sort()).toEqual(['season_end_month', 'season_start_month']);
  });

  it('closes a site for a month: not offered on a day in it and a permit naming it then refused; outside it, both work', async () => {
    const applicant = await newApplicant(t);
    const id = await created(site({ name_ar: 'مخيم يغلق في مارس' }));
    expect((await offered('2099-03-15')).map((place) => place.id)).toContain(id);

    const closed = await send(
      'PUT',
      `/${id}`,
      site({ name_ar: 'مخيم يغلق في مارس', closed_from: '2099-03-01', closed_until: '2099-03-31' }),
    );
    expect(closed.statusCode, closed.body).toBe(200);
    for (const day of ['2099-03-01', '2099-03-15', '2099-03-31'])
      expect(
        (await offered(day)).map((place) => place.id),
        day,
      ).not.toContain(id);
    for (const day of ['2099-02-28', '2099-04-01'])
      expect(
        (await offered(day)).map((place) => place.id),
        day,
      ).toContain(id);

    const before = await t.db.$count(campingLocations);
    const refused = await campingPermit(applicant.token, id, '2099-03-15');
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json<{ errors: Errors }>().errors.free_camping_location_id).toEqual([
      'الموقع المختار غير متاح في هذا التاريخ',
    ]);
    const english = await newApplicant(t, 'en');
    const inEnglish = await postForm(
      t,
      'permits/free-camping',
      { ...validPermitFields['free-camping'](), free_camping_location_id: String(id), free_camping_date: '2099-03-15' },
      { token: english.token, locale: 'en', from: freshAddress() },
    );
    expect(inEnglish.json<{ errors: Errors }>().errors.free_camping_location_id).toEqual([
      'The chosen location is not open on this date',
    ]);
    const accepted = await campingPermit(applicant.token, id, '2099-04-01');
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(await t.db.$count(campingLocations)).toBe(before);
  });

  it('refuses to delete a site a permit names, and deletes an unused one with its history kept', async () => {
    const applicant = await newApplicant(t);
    const named = await created(site({ name_ar: 'مخيم له طلبات' }));
    expect((await campingPermit(applicant.token, named, '2099-05-01')).statusCode).toBe(201);
    for (const [locale, message] of [
      ['ar', 'لا يمكن حذفه: تسميه طلبات تصاريح قائمة. أغلقه بتواريخ الإغلاق بدلا من ذلك.'],
      ['en', 'It cannot be deleted: permit requests name it. Close it with closure dates instead.'],
    ] as const) {
      const refused = await call('DELETE', `/${named}`, editor.token, locale);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json<{ message: string }>().message).toBe(message);
    }
    expect((await call('GET', `/${named}`)).statusCode).toBe(200);

    const unused = await created(site({ name_ar: 'مخيم سيحذف' }));
    const deleted = await call('DELETE', `/${unused}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await offered()).map((place) => place.id)).not.toContain(unused);
    const history = await t.db
      .select()
      .from(contentEdits)
      .where(eq(contentEdits.contentId, String(unused)))
      .orderBy(contentEdits.id);
    expect(history.filter((edit) => edit.contentType === 'camping-locations').map((edit) => edit.action)).toEqual([
      'created',
      'deleted',
    ]);
  });

  it('refuses bad input in the caller’s language, per field, storing nothing', async () => {
    const before = await t.db.$count(campingLocations);
    const withoutArabic = site();
    delete withoutArabic.name_ar;
    const refusedWith = async (fields: Fields, locale = 'ar') => {
      const response = await send('POST', '', fields, editor.token, locale);
      expect(response.statusCode, response.body).toBe(422);
      return response.json<{ message: string; errors: Errors }>();
    };
    const missing = await refusedWith(withoutArabic);
    expect(missing.message).toBe('راجع موقع التخييم');
    expect(missing.errors.name_ar).toEqual(['الاسم بالعربية مطلوب']);
    expect((await refusedWith(withoutArabic, 'en')).errors.name_ar).toEqual(['The Arabic name is required']);
    expect((await refusedWith(site({ season_start_month: '13' }))).errors.season_start_month).toEqual([
      'أدخل رقم شهر من 1 إلى 12',
    ]);
    expect((await refusedWith(site({ season_end_month: '0' }))).errors.season_end_month).toBeDefined();
    expect(
      (await refusedWith(site({ closed_from: '2099-03-31', closed_until: '2099-03-01' }))).errors.closed_until,
    ).toEqual(['يجب ألا يسبق يوم نهاية الإغلاق يوم بدايته']);
    expect((await refusedWith(site({ closed_from: '2099-03-01' }))).errors.closed_until).toEqual([
      'أدخل يوم نهاية الإغلاق مع يوم بدايته',
    ]);
    expect(
      (await refusedWith(site({ closed_from: '2099-02-30', closed_until: '2099-03-01' }))).errors.closed_from,
    ).toEqual(['أدخل تاريخا صحيحا']);
    expect(await t.db.$count(campingLocations)).toBe(before);
  });

  it('lets only editors and admins write: a citizen, a reviewer and an auditor are refused', async () => {
    const citizen = await newVerifiedMember(t);
    const reviewer = await newStaffMember(t, { role: 'reviewer', permitTypes: ['free_camping'] });
    const admin = await newStaffMember(t, { role: 'admin' });
    const id = await created(site());
    const before = await t.db.$count(campingLocations);
    for (const token of [citizen.token, reviewer.token, auditor.token]) {
      expect((await send('POST', '', site(), token)).statusCode).toBe(403);
      expect((await send('PUT', `/${id}`, site({ season_end_month: '3' }), token)).statusCode).toBe(403);
      expect((await call('DELETE', `/${id}`, token)).statusCode).toBe(403);
    }
    expect((await call('GET', `/${id}`, citizen.token)).statusCode).toBe(403);
    expect((await call('GET', `/${id}`, auditor.token)).statusCode).toBe(200);
    expect(await t.db.$count(campingLocations)).toBe(before);
    expect((await send('POST', '', site(), admin.token)).statusCode).toBe(201);
  });
});
