import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  editableContent,
  isFixedContent,
  type ContentItem,
  type ContentSummary,
  type EditableContentName,
} from '../../../schemas/api/content-editing';
import type { ListEnvelope } from '../../../schemas/api/envelopes';
import { permitSettingKeys, type PermitSettings } from '../../../schemas/api/permits';
import { permitSettings } from '../../../server/db/schema';
import { isChangeable } from '../../../server/services/content-editing/content-type';
import { contentTypes } from '../../../server/services/content-editing/content-types';
import { newVerifiedMember, postForm, type Fields } from '../../support/accounts';
import { newStaffMember } from '../../support/staff';
import { createTestApp, type TestApp } from '../../support/test-app';

const setting = (overrides: Fields = {}): Fields => ({
  enabled: 'true',
  description_ar: 'تصريح للتخييم المجاني في المواقع المخصصة خلال موسمها من ١ نوفمبر إلى ٣٠ أبريل.',
  description_en: 'A permit for free camping at the designated sites in their season, 1 November to 30 April.',
  ...overrides,
});

/** The permit settings, a fixed set: editors edit each service's, never add or delete one. */
describe('admin/content/permit-settings', () => {
  let t: TestApp;
  let editor: Awaited<ReturnType<typeof newStaffMember>>;
  let auditor: Awaited<ReturnType<typeof newStaffMember>>;

  const send = (method: 'POST' | 'PUT', path: string, fields: Fields, token = editor.token, locale = 'ar') =>
    postForm(t, `admin/content/permit-settings${path}`, fields, { token, locale, method });
  const call = (method: 'GET' | 'DELETE', path: string, token = editor.token, locale = 'ar') =>
    t.app.inject({
      method,
      url: `/api/v1/admin/content/permit-settings${path}`,
      headers: { authorization: `Bearer ${token}`, 'accept-language': locale },
    });
  const publicSettings = async (locale: 'ar' | 'en') =>
    (await t.app.inject({ url: '/api/v1/permit-settings', headers: { 'accept-language': locale } })).json<{
      data: PermitSettings;
    }>().data;

  beforeAll(async () => {
    t = await createTestApp();
    editor = await newStaffMember(t, { role: 'editor' });
    auditor = await newStaffMember(t, { role: 'auditor' });
  });
  afterAll(() => t.close());

  it('is fixed exactly where editableContent says so, for every content type', () => {
    for (const type of contentTypes) expect(isChangeable(type), type.name).toBe(!isFixedContent(type.name));
    expect((Object.keys(editableContent) as EditableContentName[]).filter((name) => isFixedContent(name))).toEqual([
      'permit-settings',
      'page-headers',
    ]);
  });

  it('lists one item a service, named by the service, its id the setting’s key', async () => {
    const list = (await call('GET', '?page=1', auditor.token)).json<ListEnvelope<ContentSummary>>();
    expect(list.data.map((item) => item.id).sort()).toEqual([...permitSettingKeys].sort());
    expect(list.data).toContainEqual(expect.objectContaining({ id: 'free_camping_permit' }));
    expect(list.data.every((item) => item.title_ar && item.title_en)).toBe(true);
    const item = (await call('GET', '/free_camping_permit', auditor.token)).json<{ data: ContentItem }>().data;
    expect(item.values).toMatchObject({ enabled: true });
    expect((await call('GET', '/camping')).statusCode).toBe(404);
  });

  it('closes a service: the public settings show it at once and the permit route refuses new requests', async () => {
    await publicSettings('ar'); // cached before the edit: the edit must drop it
    const closed = await send('PUT', '/free_camping_permit', setting({ enabled: 'false' }));
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json<{ message: string }>().message).toBe('حُفظ الإعداد وظهر في صفحة الخدمات');
    expect((await publicSettings('ar')).free_camping_permit).toEqual({
      enabled: false,
      description: setting().description_ar,
    });
    expect((await publicSettings('en')).free_camping_permit.description).toBe(setting().description_en);

    const citizen = await newVerifiedMember(t);
    const refused = await postForm(t, 'permits/free-camping', {}, { token: citizen.token });
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json<{ message: string }>().message).toBe('هذه الخدمة متوقفة حاليا، ولا تستقبل طلبات جديدة');

    const [latest] = (await call('GET', '/free_camping_permit')).json<{ data: ContentItem }>().data.history;
    expect(latest).toMatchObject({ action: 'edited' });
    expect(latest!.changes.enabled).toEqual({ before: true, after: false });

    expect((await send('PUT', '/free_camping_permit', setting())).statusCode).toBe(200);
    expect((await publicSettings('ar')).free_camping_permit.enabled).toBe(true);
  });

  it('has no route to add or delete a setting: both answer 404 and change nothing', async () => {
    const before = await t.db.select().from(permitSettings);
    const added = await send('POST', '', setting());
    expect(added.statusCode, added.body).toBe(404);
    expect(added.json<{ message: string }>().message).toBe('الصفحة أو العنصر المطلوب غير موجود');
    const deleted = await call('DELETE', '/free_camping_permit', editor.token, 'en');
    expect(deleted.statusCode, deleted.body).toBe(404);
    expect(await t.db.select().from(permitSettings)).toEqual(before);
  });

  it('refuses bad input with the Arabic message of each field, storing nothing', async () => {
    const [before] = await t.db.select().from(permitSettings).where(eq(permitSettings.key, 'work_permit'));
    const missing = await send('PUT', '/work_permit', setting({ description_ar: '' }));
    expect(missing.statusCode, missing.body).toBe(422);
    expect(missing.json<{ errors: Record<string, string[]> }>().errors.description_ar).toEqual([
      'الوصف بالعربية مطلوب',
    ]);
    const script = await send('PUT', '/work_permit', setting({ description_en: 'Open <script>alert(1)</script>' }));
    expect(script.statusCode, script.body).toBe(422);
    expect(script.json<{ errors: Record<string, string[]> }>().errors.description_en).toEqual([
      'نص فقط، دون الرمزين < و >',
    ]);
    const tooLong = await send('PUT', '/work_permit', setting({ description_ar: 'و'.repeat(1001) }));
    expect(tooLong.json<{ errors: Record<string, string[]> }>().errors.description_ar).toEqual([
      'يجب ألا يزيد الوصف على 1000 حرف',
    ]);
    const notBoolean = await send('PUT', '/work_permit', setting({ enabled: 'maybe' }));
    expect(notBoolean.statusCode, notBoolean.body).toBe(422);
    expect((await t.db.select().from(permitSettings).where(eq(permitSettings.key, 'work_permit')))[0]).toEqual(before);
  });

  it('lets only editors and admins edit: a citizen, a reviewer and an auditor are refused', async () => {
    const citizen = await newVerifiedMember(t);
    const reviewer = await newStaffMember(t, { role: 'reviewer', permitTypes: ['free_camping'] });
    const admin = await newStaffMember(t, { role: 'admin' });
    const [before] = await t.db.select().from(permitSettings).where(eq(permitSettings.key, 'work_permit'));
    for (const token of [citizen.token, reviewer.token, auditor.token])
      expect((await send('PUT', '/work_permit', setting({ enabled: 'false' }), token)).statusCode).toBe(403);
    expect((await t.db.select().from(permitSettings).where(eq(permitSettings.key, 'work_permit')))[0]).toEqual(before);
    expect((await send('PUT', '/work_permit', setting(), admin.token)).statusCode).toBe(200);
  });
});
