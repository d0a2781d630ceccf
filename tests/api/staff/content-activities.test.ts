import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityDetail, ActivitySummary } from '../../../schemas/api/activities';
import type { ContentItem } from '../../../schemas/api/content-editing';
import type { ListEnvelope } from '../../../schemas/api/envelopes';
import { activities, activityVolunteers, contentEdits } from '../../../server/db/schema';
import { freshAddress, newVerifiedMember, postForm, type Fields } from '../../support/accounts';
import { contentEditingApp, contentRoutes, HOUR, riyadhDayTime, type StaffMember } from '../../support/content-editing';
import { newStaffMember } from '../../support/staff';
import { renderingTestApp, type TestApp } from '../../support/test-app';

// Soon, so the new activity is among the first the public lists (upcoming ones, soonest first).
const startsAt = riyadhDayTime(Date.now() + 2 * HOUR);
const endsAt = riyadhDayTime(Date.now() + 8 * HOUR);

let slugs = 0;
const activity = (overrides: Fields = {}): Fields => ({
  type: 'volunteer_opportunity',
  title_ar: 'زراعة مئة شتلة سدر في روضة نورة مع فريق المحمية',
  title_en: 'Planting a hundred sidr seedlings at Rawdat Noura',
  slug: `sidr-planting-${++slugs}`,
  starts_at: startsAt,
  ends_at: endsAt,
  location_name_ar: 'روضة نورة',
  location_name_en: 'Rawdat Noura',
  location_url: 'https://maps.google.com/?q=Rawdat+Noura',
  description_ar: '<p>نزرع الشتلات من الساعة ٨ صباحًا، ونتعلم ريّها في أول صيف.</p>',
  description_en: '<p>We plant from 8 am and learn to water them through their first summer.</p>',
  terms_ar: '<ul><li>العمر ١٨ سنة فأكثر</li></ul>',
  terms_en: '<ul><li>Aged 18 or over</li></ul>',
  auto_approve: 'false',
  capacity: '40',
  ...overrides,
});

type Errors = Record<string, string[]>;

/** Editors manage the activities of the four types through the content frame: admin/content/activities. */
describe('admin/content/activities', () => {
  let t: TestApp;
  let editor: StaffMember;
  let auditor: StaffMember;

  const { send, call, created: create } = contentRoutes('activities', () => ({ t, editor }));
  const stored = async (id: number) => (await t.db.select().from(activities).where(eq(activities.id, id)))[0]!;
  const publicList = async (locale: 'ar' | 'en', query = '') =>
    (await t.app.inject({ url: `/api/v1/activities?page=1${query}`, headers: { 'accept-language': locale } })).json<
      ListEnvelope<ActivitySummary>
    >().data;
  const publicActivity = (slug: string, locale: 'ar' | 'en' = 'ar') =>
    t.app.inject({ url: `/api/v1/activities/${slug}`, headers: { 'accept-language': locale } });
  /** The page as the server renders it, in the language of the `locale` cookie. */
  const page = (address: string, locale: 'ar' | 'en' = 'ar') =>
    t.app.inject({ url: address, headers: { cookie: `locale=${locale}` } });
  const join = async (slug: string) => {
    const citizen = await newVerifiedMember(t);
    const joined = await postForm(
      t,
      `activities/${slug}/volunteer`,
      { reason: 'أرغب في المشاركة' },
      { token: citizen.token, from: freshAddress() },
    );
    expect(joined.statusCode, joined.body).toBe(201);
    return joined;
  };

  beforeAll(async () => {
    // The pages are rendered as the built server renders them: an edit must show in them at once.
    ({ t, editor, auditor } = await contentEditingApp(renderingTestApp));
  });
  afterAll(() => t.close());

  it('creates an activity that the public lists, its page and the rendered pages show at once', async () => {
    const fields = activity();
    // Cached and rendered before the edit: the edit must drop them.
    await publicList('ar');
    expect((await page('/events')).body).not.toContain(fields.title_ar);
    expect((await page(`/events/${fields.slug}`)).statusCode).toBe(404);

    const created = await send('POST', '', fields);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<{ message: string }>().message).toBe('حُفظ النشاط وظهر في صفحة الفعاليات');
    const id = Number(created.json<{ data: { id: string } }>().data.id);

    const row = await stored(id);
    expect(row).toMatchObject({
      type: 'volunteer_opportunity',
      locationUrl: 'https://maps.google.com/?q=Rawdat+Noura',
      autoApprove: false,
      capacity: 40,
      imagePath: null,
      images: [],
      files: [],
    });
    expect(row.startsAt.toISOString()).toBe(new Date(`${startsAt.replace(' ', 'T')}:00+03:00`).toISOString());

    expect((await publicList('ar')).map((item) => item.title)).toContain(fields.title_ar);
    expect((await publicList('en', '&type=volunteer_opportunity')).map((item) => item.title)).toContain(
      fields.title_en,
    );
    const detail = (await publicActivity(fields.slug as string, 'en')).json<{ data: ActivityDetail }>().data;
    expect(detail).toMatchObject({
      title: fields.title_en,
      location_name: 'Rawdat Noura',
      location: 'https://maps.google.com/?q=Rawdat+Noura',
      description: fields.description_en,
      terms: fields.terms_en,
      auto_approve: false,
    });

    expect((await page('/events')).body).toContain(fields.title_ar);
    expect((await page('/volunteer', 'en')).body).toContain(fields.title_en);
    const own = await page(`/events/${fields.slug}`, 'en');
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain(fields.title_en);

    const item = (await call('GET', `/${id}`, auditor.token)).json<{ data: ContentItem }>().data;
    expect(item.values).toEqual({
      ...fields,
      auto_approve: false,
      capacity: 40,
    });
    expect(item.history[0]).toMatchObject({ action: 'created', actor: 'عبدالرحمن بن عبدالعزيز آل سعود' });
  });

  it('edits an activity: the API and rendered pages show the edit at once; its images and files stay', async () => {
    const fields = activity();
    const id = await create(fields);
    // The card's image, gallery and files, as the demo data has them: no editor field touches them.
    const media = {
      imagePath: '/demo/activities/sidr.jpg',
      images: ['/demo/activities/sidr-1.jpg', '/demo/activities/sidr-2.jpg'],
      files: [{ path: '/demo/activities/guide.pdf', mime_type: 'application/pdf' }],
    };
    await t.db.update(activities).set(media).where(eq(activities.id, id));
    expect((await page(`/events/${fields.slug}`)).body).toContain(fields.title_ar);

    const changed = activity({
      slug: fields.slug as string,
      type: 'workshop',
      title_ar: 'ورشة العناية بشتلات السدر في روضة نورة',
      title_en: 'Caring for sidr seedlings at Rawdat Noura',
      description_ar: '<p>ورشة عملية عن ري الشتلات.</p>',
      auto_approve: 'true',
    });
    delete changed.capacity;
    delete changed.terms_en;
    delete changed.location_url;
    const edited = await send('PUT', `/${id}`, changed, editor.token, 'en');
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<{ message: string }>().message).toBe('The activity is saved and shown on the events page');

    expect(await stored(id)).toMatchObject({
      type: 'workshop',
      autoApprove: true,
      capacity: null,
      termsEn: '',
      locationUrl: null,
      ...media,
    });
    const arabic = (await publicActivity(fields.slug as string)).json<{ data: ActivityDetail }>().data;
    expect(arabic).toMatchObject({
      type: 'workshop',
      title: changed.title_ar,
      description: '<p>ورشة عملية عن ري الشتلات.</p>',
      location: null,
      images: media.images.map((image) => ({ path: image })),
      files: media.files,
    });
    expect((await publicList('ar', '&type=volunteer_opportunity')).map((item) => item.slug)).not.toContain(fields.slug);

    const rendered = await page(`/events/${fields.slug}`);
    expect(rendered.body).toContain(changed.title_ar);
    expect(rendered.body).not.toContain(fields.title_ar);
    expect((await page('/events', 'en')).body).toContain(changed.title_en);
    expect((await page('/volunteer', 'en')).body).not.toContain(changed.title_en);

    const [latest] = (await call('GET', `/${id}`)).json<{ data: ContentItem }>().data.history;
    expect(Object.keys(latest!.changes).sort()).toEqual(
      ['auto_approve', 'capacity', 'description_ar', 'location_url', 'terms_en', 'title_ar', 'title_en', 'type'].sort(),
    );
  });

  it('refuses a slug another activity has, on the slug field, keeping its own on an edit', async () => {
    const taken = activity();
    await create(taken);
    const other = await create(activity());
    const refused = await send('POST', '', activity({ slug: taken.slug as string }), editor.token, 'en');
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json<{ errors: Errors }>().errors).toEqual({
      slug: ['Another activity uses this address, now or before. Choose another'],
    });
    const onEdit = await send('PUT', `/${other}`, activity({ slug: taken.slug as string }));
    expect(onEdit.json<{ errors: Errors }>().errors).toEqual({
      slug: ['يستخدم نشاط آخر هذا الرابط، حاليًا أو سابقًا. اختر غيره'],
    });
    const own = await stored(other);
    expect((await send('PUT', `/${other}`, activity({ slug: own.slug, title_en: 'Kept' }))).statusCode).toBe(200);
  });

  it('keeps the old address of a renamed activity: the API answers it, the page redirects; none once deleted', async () => {
    const first = activity({ slug: 'sidr-planting-wadi' });
    const id = await create(first);
    expect((await send('PUT', `/${id}`, { ...first, slug: 'sidr-planting-wadi-hanifa' })).statusCode).toBe(200);
    const old = await publicActivity('sidr-planting-wadi', 'en');
    expect(old.statusCode).toBe(200);
    expect(old.json<{ data: ActivityDetail }>().data.slug).toBe('sidr-planting-wadi-hanifa');
    const moved = await page('/events/sidr-planting-wadi');
    expect([moved.statusCode, moved.headers.location]).toEqual([301, '/events/sidr-planting-wadi-hanifa']);
    // Its old slug is its own: another activity cannot take it until it is deleted.
    const taken = await send('POST', '', activity({ slug: 'sidr-planting-wadi' }));
    expect(taken.json<{ errors: Errors }>().errors).toEqual({
      slug: ['يستخدم نشاط آخر هذا الرابط، حاليًا أو سابقًا. اختر غيره'],
    });
    expect((await call('DELETE', `/${id}`)).statusCode).toBe(200);
    expect((await publicActivity('sidr-planting-wadi')).statusCode).toBe(404);
    expect((await send('POST', '', activity({ slug: 'sidr-planting-wadi' }))).statusCode).toBe(201);
  });

  it('refuses bad input in the caller’s language, per field, storing nothing', async () => {
    const before = await t.db.$count(activities);
    const refused = async (fields: Fields, locale = 'ar') => {
      const response = await send('POST', '', fields, editor.token, locale);
      expect(response.statusCode, response.body).toBe(422);
      return response.json<{ message: string; errors: Errors }>();
    };
    const withoutArabic = activity();
    delete withoutArabic.title_ar;
    expect(await refused(withoutArabic)).toEqual({
      message: 'راجع النشاط',
      errors: { title_ar: ['العنوان بالعربية مطلوب'] },
    });
    expect((await refused(activity({ description_ar: '<script>alert(1)</script>' }))).errors).toEqual({
      description_ar: ['الوصف بالعربية مطلوب'],
    });
    expect((await refused(activity({ terms_en: '<script>alert(1)</script>' }), 'en')).errors).toEqual({
      terms_en: ['No text of the English terms is left once cleaned'],
    });
    expect((await refused(activity({ capacity: '0' }), 'en')).errors).toEqual({
      capacity: ['Places must be at least 1, or leave it empty for no limit'],
    });
    expect((await refused(activity({ capacity: 'أربعون' }))).errors).toEqual({
      capacity: ['اكتب عدد المقاعد رقمًا صحيحًا، أو اتركه فارغًا إن لم يكن للعدد حد'],
    });
    expect((await refused(activity({ capacity: '2.5' }), 'en')).errors).toEqual({
      capacity: ['Write the number of places as a whole number, or leave it empty for no limit'],
    });
    expect((await refused(activity({ type: 'concert' }))).errors).toEqual({ type: ['اختر نوع النشاط من القائمة'] });
    expect((await refused(activity({ location_url: 'javascript:alert(1)' }), 'en')).errors).toEqual({
      location_url: ['Write the map link as an address beginning with https://, without spaces'],
    });
    expect((await refused(activity({ ends_at: riyadhDayTime(Date.now() - HOUR) }))).errors).toEqual({
      ends_at: ['لا يمكن أن ينتهي النشاط قبل أن يبدأ'],
    });
    expect((await refused(activity({ starts_at: '2027-02-30 08:00' }), 'en')).errors).toEqual({
      starts_at: ['Write the start time as 2027-02-12 08:00'],
    });
    expect((await refused(activity({ slug: 'زراعة-السدر' }), 'en')).errors).toEqual({
      slug: ['Use lowercase latin letters and digits with single hyphens between them, like tree-planting-2027'],
    });
    expect(await t.db.$count(activities)).toBe(before);
  });

  it('stores HTML sanitised: a script beside text is dropped, the text kept, in the API and the page', async () => {
    const fields = activity({
      description_ar: '<p>نزرع السدر</p><script>alert(1)</script><img src=x onerror=alert(1)>',
      terms_ar: '<p onclick="alert(1)">شروط المشاركة</p>',
    });
    const id = await create(fields);
    const row = await stored(id);
    expect(row.descriptionAr).toContain('نزرع السدر');
    expect(row.descriptionAr).not.toMatch(/script|onerror/);
    expect(row.termsAr).toBe('<p>شروط المشاركة</p>');
    const rendered = (await page(`/events/${fields.slug}`)).body;
    expect(rendered).toContain('نزرع السدر');
    expect(rendered).not.toMatch(/alert\(1\)/);
  });

  it('deletes an activity nobody registered for; refuses one with registrations, keeping them', async () => {
    const unused = activity({ title_ar: 'نشاط سيحذف' });
    const unusedId = await create(unused);
    const deleted = await call('DELETE', `/${unusedId}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await publicList('ar')).map((item) => item.title)).not.toContain('نشاط سيحذف');
    expect((await publicActivity(unused.slug as string)).statusCode).toBe(404);
    expect((await page(`/events/${unused.slug}`)).statusCode).toBe(404);
    const history = await t.db
      .select()
      .from(contentEdits)
      .where(eq(contentEdits.contentId, String(unusedId)))
      .orderBy(contentEdits.id);
    expect(history.filter((edit) => edit.contentType === 'activities').map((edit) => edit.action)).toEqual([
      'created',
      'deleted',
    ]);

    const joined = activity();
    const id = await create(joined);
    await join(joined.slug as string);
    const refused = await call('DELETE', `/${id}`, editor.token, 'en');
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(
      'An activity citizens have registered for is not deleted, for their registrations are kept with it. Edit its details instead.',
    );
    expect((await call('DELETE', `/${id}`)).json<{ message: string }>().message).toBe(
      'لا يُحذف نشاط سجّل فيه مواطنون، فتسجيلاتهم محفوظة معه. عدّل تفاصيله بدلًا من ذلك.',
    );
    expect(await t.db.$count(activityVolunteers, eq(activityVolunteers.activityId, id))).toBe(1);
    expect((await publicActivity(joined.slug as string)).statusCode).toBe(200);
    const kept = await t.db
      .select()
      .from(contentEdits)
      .where(eq(contentEdits.contentId, String(id)))
      .orderBy(contentEdits.id);
    expect(kept.filter((edit) => edit.contentType === 'activities').map((edit) => edit.action)).toEqual(['created']);
  });

  it('lets only editors and admins write: a citizen, a reviewer and an auditor are refused; the auditor reads', async () => {
    const citizen = await newVerifiedMember(t);
    const reviewer = await newStaffMember(t, { role: 'reviewer', permitTypes: ['beekeeping'] });
    const admin = await newStaffMember(t, { role: 'admin' });
    const fields = activity();
    const id = await create(fields);
    const before = await t.db.$count(activities);
    for (const token of [citizen.token, reviewer.token, auditor.token]) {
      expect((await send('POST', '', activity(), token)).statusCode).toBe(403);
      expect((await send('PUT', `/${id}`, { ...fields, title_en: 'Changed' }, token)).statusCode).toBe(403);
      expect((await call('DELETE', `/${id}`, token)).statusCode).toBe(403);
    }
    expect(await t.db.$count(activities)).toBe(before);
    expect((await stored(id)).titleEn).toBe(fields.title_en);
    expect((await call('GET', `/${id}`, auditor.token)).statusCode).toBe(200);
    const list = await call('GET', '?page=1', auditor.token);
    expect(list.statusCode).toBe(200);
    expect(list.json<ListEnvelope<{ id: string }>>().meta.total).toBe(before);
    expect((await send('POST', '', activity(), admin.token)).statusCode).toBe(201);
  });
});
