import fs from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentItem } from '../../../schemas/api/content-editing';
import type { ListEnvelope } from '../../../schemas/api/envelopes';
import type { ApiaryLocation } from '../../../schemas/api/permits';
import { apiaryLocations, contentEdits } from '../../../server/db/schema';
import { newVerifiedMember, type Fields } from '../../support/accounts';
import { contentEditingApp, contentRoutes, type StaffMember } from '../../support/content-editing';
import { newStaffMember } from '../../support/staff';
import type { TestApp } from '../../support/test-app';

const UPLOADED = /^\/media\/images\/[0-9a-f-]{36}\.(png|jpg|webp)$/;
type Errors = Record<string, string[]>;

/** A real picture of `format`, as an editor's computer would send it. */
async function picture(format: 'png' | 'jpeg' | 'webp', name: string, width = 800): Promise<File> {
  const image = sharp({ create: { width, height: 450, channels: 3, background: '#b59a6a' } });
  const bytes = await image[format]().toBuffer();
  return new File([new Uint8Array(bytes)], name, { type: `image/${format}` });
}

const location = (overrides: Fields = {}): Fields => ({
  name_ar: 'موقع مناحل وادي السدر',
  name_en: 'Wadi Sidr apiaries',
  ...overrides,
});
/** The fields without some of them, as a browser that leaves them out sends them. */
const without = (fields: Fields, ...names: string[]): Fields =>
  Object.fromEntries(Object.entries(fields).filter(([name]) => !names.includes(name)));

/** Editors manage the apiary locations a beekeeping permit names, each with its picture: admin/content/apiary-locations. */
describe('admin/content/apiary-locations', () => {
  let t: TestApp;
  let editor: StaffMember;
  let auditor: StaffMember;
  const { send, call, created } = contentRoutes('apiary-locations', () => ({ t, editor }));
  const apiaryRoutes = contentRoutes('apiaries', () => ({ t, editor }));
  const storedImages = async () => (await fs.readdir(t.app.config.contentImagesDir).catch(() => [] as string[])).sort();
  const rowOf = async (id: number) => (await t.db.select().from(apiaryLocations).where(eq(apiaryLocations.id, id)))[0];
  const valuesOf = async (id: number) =>
    (await call('GET', `/${id}`)).json<{ data: ContentItem }>().data.values as Fields;

  /** A location as the beekeeping form's public list answers it. */
  const offered = async (id: number, locale = 'ar') =>
    (await t.app.inject({ url: '/api/v1/apiary-locations?limit=50', headers: { 'accept-language': locale } }))
      .json<ListEnvelope<ApiaryLocation>>()
      .data.find((shown) => shown.id === id);

  beforeAll(async () => ({ t, editor, auditor } = await contentEditingApp()));
  afterAll(() => t?.close());

  it('creates a location with an uploaded JPEG that the beekeeping form lists at once, in both languages', async () => {
    await offered(1); // cached before the edit: the edit must drop it
    const response = await send('POST', '', location({ image: await picture('jpeg', 'sidr.jpg') }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<{ message: string }>().message).toBe('حُفظ موقع المناحل وظهر في نموذج تصريح تربية النحل');
    const id = Number(response.json<{ data: { id: string } }>().data.id);
    const row = (await rowOf(id))!;
    expect(row.imagePath).toMatch(UPLOADED);
    expect(await storedImages()).toContain(row.imagePath.split('/').pop());

    expect(await offered(id)).toEqual({ id, name: location().name_ar, image: { path: row.imagePath }, apiaries: [] });
    expect((await offered(id, 'en'))?.name).toBe(location().name_en);
    const image = await t.app.inject({ url: row.imagePath });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');

    const item = (await call('GET', `/${id}`, auditor.token)).json<{ data: ContentItem }>().data;
    expect(item.values).toEqual({ ...location(), image_path: row.imagePath });
    expect(item.history[0]).toMatchObject({ action: 'created', actor: 'عبدالرحمن بن عبدالعزيز آل سعود' });
  });

  it('asks for an image on a new location, in the editor’s language, storing nothing', async () => {
    const before = await t.db.$count(apiaryLocations);
    const filesBefore = await storedImages();
    for (const [locale, message] of [
      ['ar', 'اختر صورة للموقع'],
      ['en', 'Choose an image of the location'],
    ] as const) {
      // A path sent by the browser is never taken for an image.
      const fields = location({ image_path: '/demo/headers/dunes.webp' });
      const refused = await send('POST', '', fields, editor.token, locale);
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json<{ errors: Errors }>().errors).toEqual({ image: [message] });
    }
    expect(await t.db.$count(apiaryLocations)).toBe(before);
    expect(await storedImages()).toEqual(filesBefore);
  });

  it('edits a location keeping its image without a new file, and replaces it with a WebP; the form shows each at once', async () => {
    const id = await created(location({ image: await picture('png', 'first.png') }));
    const first = (await rowOf(id))!.imagePath;
    expect(first).toMatch(/\.png$/);

    await offered(id, 'en');
    const renamed = await send(
      'PUT',
      `/${id}`,
      { ...(await valuesOf(id)), name_en: 'Wadi Sidr hives', image_path: '/demo/headers/dunes.webp' },
      editor.token,
      'en',
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await offered(id, 'en')).toMatchObject({ name: 'Wadi Sidr hives', image: { path: first } });
    const leftOut = await send('PUT', `/${id}`, without(await valuesOf(id), 'image_path'));
    expect(leftOut.statusCode, leftOut.body).toBe(200);
    expect((await rowOf(id))!.imagePath).toBe(first);

    const replaced = await send('PUT', `/${id}`, { ...(await valuesOf(id)), image: await picture('webp', 'new.webp') });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const second = (await rowOf(id))!.imagePath;
    expect(second).toMatch(/\.webp$/);
    expect(second).not.toBe(first);
    expect((await offered(id))?.image.path).toBe(second);
    const [latest] = (await call('GET', `/${id}`)).json<{ data: ContentItem }>().data.history;
    expect(latest!.changes).toEqual({ image_path: { before: first, after: second } });
  });

  it.each([
    ['text named .jpg', () => new File(['only words, no picture'], 'sidr.jpg', { type: 'image/jpeg' })],
    [
      'a PDF named .png',
      () => new File(['%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'], 'sidr.png', { type: 'image/png' }),
    ],
  ])('refuses %s (422 on the image), storing nothing, on a new location and on an edit', async (_, file) => {
    const id = await created(location({ image: await picture('jpeg', 'kept.jpg', 200) }));
    const kept = (await rowOf(id))!.imagePath;
    const before = await t.db.$count(apiaryLocations);
    const filesBefore = await storedImages();
    for (const [method, path] of [
      ['POST', ''],
      ['PUT', `/${id}`],
    ] as const) {
      const answer = await send(method, path, location({ image: file() }), editor.token, 'en');
      expect(answer.statusCode, answer.body).toBe(422);
      const { message, errors } = answer.json<{ message: string; errors: Errors }>();
      expect(message).toBeTruthy();
      expect(Object.keys(errors).every((field) => field.startsWith('image'))).toBe(true);
      expect(errors.image![0]).toMatch(/PNG, JPG or WebP|unsafe or damaged/);
    }
    expect(await t.db.$count(apiaryLocations)).toBe(before);
    expect((await rowOf(id))!.imagePath).toBe(kept);
    expect(await storedImages()).toEqual(filesBefore);
  });

  it('refuses a missing Arabic name on its field, in the caller’s language, storing nothing', async () => {
    const before = await t.db.$count(apiaryLocations);
    const filesBefore = await storedImages();
    const fields = without(location({ image: await picture('png', 'sidr.png', 200) }), 'name_ar');
    const arabic = await send('POST', '', fields);
    expect(arabic.statusCode, arabic.body).toBe(422);
    expect(arabic.json<{ message: string; errors: Errors }>()).toMatchObject({
      message: 'راجع موقع المناحل',
      errors: { name_ar: ['الاسم بالعربية مطلوب'] },
    });
    const english = await send('POST', '', fields, editor.token, 'en');
    expect(english.json<{ errors: Errors }>().errors.name_ar).toEqual(['The Arabic name is required']);
    expect(await t.db.$count(apiaryLocations)).toBe(before);
    expect(await storedImages()).toEqual(filesBefore);
  });

  it('refuses writes from a citizen, a reviewer and an auditor, storing nothing', async () => {
    const citizen = await newVerifiedMember(t);
    const reviewer = await newStaffMember(t, { role: 'reviewer', permitTypes: ['beekeeping'] });
    const id = await created(location({ name_ar: 'موقع لا يتغير', image: await picture('png', 'a.png', 200) }));
    const row = await rowOf(id);
    const before = await t.db.$count(apiaryLocations);
    const filesBefore = await storedImages();
    for (const token of [citizen.token, reviewer.token, auditor.token]) {
      const fields = location({ name_ar: 'موقع مغيّر', image: await picture('png', 'b.png', 200) });
      expect((await send('POST', '', fields, token)).statusCode).toBe(403);
      expect((await send('PUT', `/${id}`, fields, token)).statusCode).toBe(403);
      expect((await call('DELETE', `/${id}`, token)).statusCode).toBe(403);
    }
    expect(await t.db.$count(apiaryLocations)).toBe(before);
    expect(await rowOf(id)).toEqual(row);
    expect(await storedImages()).toEqual(filesBefore);
  });

  it('refuses to delete a location its apiaries name (409), and deletes an unused one, gone from the form at once', async () => {
    const used = await created(location({ name_ar: 'موقع فيه منحل', image: await picture('png', 'u.png', 200) }));
    const apiary = await apiaryRoutes.created({
      name_ar: 'منحل في الموقع',
      name_en: 'Apiary at the location',
      location_id: String(used),
      lat: '25.3',
      lng: '46.1',
      reserved_by_authority: 'false',
    });
    for (const [locale, message] of [
      [
        'ar',
        'لا يمكن حذف هذا الموقع لأن مناحل أو طلبات تصاريح تربية نحل تسميه. انقل مناحله إلى موقع آخر أو عدّل اسمه بدلا من حذفه.',
      ],
      [
        'en',
        'This apiary location cannot be deleted: apiaries or beekeeping permit requests name it. Move its apiaries to another location or rename it instead.',
      ],
    ] as const) {
      const refused = await call('DELETE', `/${used}`, editor.token, locale);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json<{ message: string }>().message).toBe(message);
    }
    expect((await offered(used))?.apiaries.map(({ id }) => id)).toEqual([apiary]);

    const unused = await created(location({ name_ar: 'موقع سيحذف', image: await picture('png', 'd.png', 200) }));
    expect(await offered(unused)).toBeDefined();
    const deleted = await call('DELETE', `/${unused}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await offered(unused)).toBeUndefined();
    const history = await t.db
      .select()
      .from(contentEdits)
      .where(eq(contentEdits.contentId, String(unused)))
      .orderBy(contentEdits.id);
    expect(history.filter((edit) => edit.contentType === 'apiary-locations').map((edit) => edit.action)).toEqual([
      'created',
      'deleted',
    ]);
  });
});
