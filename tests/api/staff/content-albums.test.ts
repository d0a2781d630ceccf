import fs from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Album } from '../../../schemas/api/albums';
import type { ContentItem } from '../../../schemas/api/content-editing';
import type { ItemEnvelope, ListEnvelope } from '../../../schemas/api/envelopes';
import { albums } from '../../../server/db/schema';
import { newVerifiedMember, type Fields } from '../../support/accounts';
import { contentEditingApp, contentRoutes, type StaffMember } from '../../support/content-editing';
import { newStaffMember } from '../../support/staff';
import type { TestApp } from '../../support/test-app';

const UPLOADED = /^\/media\/images\/[0-9a-f-]{36}\.(png|jpg)$/;

let slugs = 0;
const album = (overrides: Fields = {}): Fields => ({
  title_ar: 'طيور روضة نورة',
  title_en: 'The birds of Rawdat Noura',
  slug: `birds-${++slugs}`,
  'tags[0][ar]': 'الطيور',
  'tags[0][en]': 'Birds',
  ...overrides,
});

const NEW_ALTS = { new_files_alt_ar: 'طيور الحبارى في الروضة', new_files_alt_en: 'Houbara bustards in the meadow' };

/** A real picture of `format`, `width` × `height` pixels, as an editor's computer would send it. */
async function picture(format: 'png' | 'jpeg', name: string, width: number, height: number): Promise<File> {
  const image = sharp({ create: { width, height, channels: 3, background: '#8a9a5b' } });
  const bytes = await (format === 'png' ? image.png() : image.jpeg()).toBuffer();
  return new File([new Uint8Array(bytes)], name, { type: `image/${format}` });
}

/** The form's fields of kept photos, in this order. */
const keptFields = (files: { path: string; alt_ar: string; alt_en: string }[]): Fields =>
  Object.fromEntries(
    files.flatMap((file, index) => [
      [`files[${index}][path]`, file.path],
      [`files[${index}][alt_ar]`, file.alt_ar],
      [`files[${index}][alt_en]`, file.alt_en],
    ]),
  );

/** Editors make photo albums: titles, tags and photos in order, the first its cover (admin/content/albums). */
describe('admin/content/albums', () => {
  let t: TestApp;
  let editor: StaffMember;
  const { send, call, created } = contentRoutes('albums', () => ({ t, editor }));
  const storedImages = async () => (await fs.readdir(t.app.config.contentImagesDir).catch(() => [] as string[])).sort();
  const rowOf = async (id: number) => (await t.db.select().from(albums).where(eq(albums.id, id)))[0];
  const publicList = async (locale: 'ar' | 'en') =>
    (await t.app.inject({ url: '/api/v1/albums?page=1', headers: { 'accept-language': locale } })).json<
      ListEnvelope<Album>
    >().data;
  const publicAlbum = async (slug: string, locale: 'ar' | 'en') =>
    t.app.inject({ url: `/api/v1/albums/${slug}`, headers: { 'accept-language': locale } });
  const errorsOf = (answer: { json: <T>() => T }) => answer.json<{ errors: Record<string, string[]> }>().errors;

  beforeAll(async () => ({ t, editor } = await contentEditingApp()));
  afterAll(() => t?.close());

  it('creates an album of two uploaded photos, shown at once in order on /albums and its page', async () => {
    // Read both public pages first, so the cached answers must be refreshed by the save.
    await publicList('ar');
    const fields = album({
      new_files: [await picture('jpeg', 'first.jpg', 640, 480), await picture('png', 'second.png', 300, 400)],
      ...NEW_ALTS,
    });
    const id = await created(fields);
    const row = (await rowOf(id))!;
    expect(row.files).toHaveLength(2);
    expect(row.files.map((file) => file.path).every((path) => UPLOADED.test(path))).toBe(true);
    expect(row.files[0]).toMatchObject({ width: 640, height: 480, alt_ar: NEW_ALTS.new_files_alt_ar });
    expect(row.files[0]!.path).toMatch(/\.jpg$/);
    expect(row.files[1]).toMatchObject({ width: 300, height: 400, alt_en: NEW_ALTS.new_files_alt_en });
    expect(row.files[1]!.path).toMatch(/\.png$/);
    expect(row.tags).toEqual([{ ar: 'الطيور', en: 'Birds' }]);
    expect(await storedImages()).toEqual(expect.arrayContaining(row.files.map((file) => file.path.split('/').pop())));
    expect((await storedImages()).some((name) => name.startsWith('.staging-'))).toBe(false);

    const listed = (await publicList('en')).find((shown) => shown.slug === fields.slug);
    expect(listed).toEqual({
      uuid: row.uuid,
      slug: fields.slug,
      title: 'The birds of Rawdat Noura',
      tags: ['Birds'],
      files: row.files.map(({ path, width, height }) => ({ path, width, height, alt: NEW_ALTS.new_files_alt_en })),
    });
    expect((await publicList('ar')).find((shown) => shown.slug === fields.slug)?.title).toBe('طيور روضة نورة');
    const page = await publicAlbum(String(fields.slug), 'ar');
    expect(page.statusCode).toBe(200);
    expect(page.json<ItemEnvelope<Album>>().data.files.map((file) => [file.path, file.alt])).toEqual(
      row.files.map((file) => [file.path, NEW_ALTS.new_files_alt_ar]),
    );
    const original = await t.app.inject({ url: row.files[1]!.path });
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/png');

    // Its editor opens it with the photos it has, in order.
    const values = (await call('GET', `/${id}`)).json<{ data: ContentItem }>().data.values;
    expect(values.files).toEqual(row.files.map(({ path, alt_ar, alt_en }) => ({ path, alt_ar, alt_en })));
  });

  it('removes one photo, moves one before another and adds one; the album page shows it at once', async () => {
    const fields = album({
      new_files: [
        await picture('jpeg', 'a.jpg', 200, 100),
        await picture('jpeg', 'b.jpg', 210, 100),
        await picture('jpeg', 'c.jpg', 220, 100),
      ],
      ...NEW_ALTS,
    });
    const id = await created(fields);
    const [first, second, third] = (await rowOf(id))!.files;
    await publicAlbum(String(fields.slug), 'en');

    const edited = await send('PUT', `/${id}`, {
      ...album({ slug: String(fields.slug) }),
      // The third becomes the cover with a better description, the first follows, the second is removed.
      ...keptFields([{ path: third!.path, alt_ar: 'حبارى تطير', alt_en: 'A houbara in flight' }, first!]),
      new_files: await picture('png', 'd.png', 120, 90),
      new_files_alt_ar: 'عش الحبارى',
      new_files_alt_en: 'A houbara nest',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const files = (await rowOf(id))!.files;
    expect(files).toHaveLength(3);
    expect(files[0]).toEqual({ ...third, alt_ar: 'حبارى تطير', alt_en: 'A houbara in flight' });
    expect(files[1]).toEqual(first);
    expect(files[2]).toMatchObject({ width: 120, height: 90, alt_ar: 'عش الحبارى', alt_en: 'A houbara nest' });
    expect(files[2]!.path).toMatch(UPLOADED);
    expect(files.map((file) => file.path)).not.toContain(second!.path);

    const page = (await publicAlbum(String(fields.slug), 'en')).json<ItemEnvelope<Album>>().data;
    expect(page.files.map((file) => [file.path, file.alt])).toEqual([
      [third!.path, 'A houbara in flight'],
      [first!.path, NEW_ALTS.new_files_alt_en],
      [files[2]!.path, 'A houbara nest'],
    ]);
    const item = (await call('GET', `/${id}`)).json<{ data: ContentItem }>().data;
    expect(item.history.map((edit) => edit.action)).toEqual(['edited', 'created']);
  });

  it('refuses a photo path the album does not have, and an album without photos, changing nothing', async () => {
    const id = await created(album({ new_files: await picture('jpeg', 'a.jpg', 100, 100), ...NEW_ALTS }));
    const before = (await rowOf(id))!;
    const forged = await send(
      'PUT',
      `/${id}`,
      {
        ...album({ slug: before.slug }),
        ...keptFields([{ path: '/demo/albums/elsewhere.webp', alt_ar: 'صورة', alt_en: 'A photo' }]),
      },
      editor.token,
      'en',
    );
    expect(forged.statusCode, forged.body).toBe(422);
    expect(errorsOf(forged)).toEqual({
      files: ["A photo of the list is not one of this album's. Reload the page"],
    });
    const empty = await send('PUT', `/${id}`, album({ slug: before.slug }), editor.token, 'en');
    expect(empty.statusCode, empty.body).toBe(422);
    expect(errorsOf(empty)).toEqual({ new_files: ['Add at least one photo'] });
    expect(await rowOf(id)).toEqual(before);
  });

  it('deletes an album; its page is gone at once', async () => {
    const fields = album({ new_files: await picture('jpeg', 'a.jpg', 100, 100), ...NEW_ALTS });
    const id = await created(fields);
    expect((await publicAlbum(String(fields.slug), 'ar')).statusCode).toBe(200);
    const deleted = await call('DELETE', `/${id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await rowOf(id)).toBeUndefined();
    expect((await publicAlbum(String(fields.slug), 'ar')).statusCode).toBe(404);
    expect((await publicList('ar')).some((shown) => shown.slug === fields.slug)).toBe(false);
  });

  it('is refused for a citizen, a reviewer and an auditor, storing nothing', async () => {
    const citizen = await newVerifiedMember(t);
    const reviewer = await newStaffMember(t, { role: 'reviewer', permitTypes: ['beekeeping'] });
    const auditor = await newStaffMember(t, { role: 'auditor' });
    const id = await created(album({ new_files: await picture('jpeg', 'a.jpg', 100, 100), ...NEW_ALTS }));
    const before = await t.db.select().from(albums);
    const filesBefore = await storedImages();
    for (const token of [citizen.token, reviewer.token, auditor.token]) {
      const fields = album({ new_files: await picture('png', 'b.png', 50, 50), ...NEW_ALTS });
      expect((await send('POST', '', fields, token)).statusCode).toBe(403);
      expect((await send('PUT', `/${id}`, fields, token)).statusCode).toBe(403);
      expect((await call('DELETE', `/${id}`, token)).statusCode).toBe(403);
    }
    expect(await t.db.select().from(albums)).toEqual(before);
    expect(await storedImages()).toEqual(filesBefore);
  });

  it('refuses a disguised image on its field, storing nothing', async () => {
    const before = await t.db.$count(albums);
    const filesBefore = await storedImages();
    const answer = await send(
      'POST',
      '',
      album({
        new_files: [
          await picture('jpeg', 'real.jpg', 100, 100),
          new File(['not an image at all, only words'], 'oryx.png', { type: 'image/png' }),
        ],
        ...NEW_ALTS,
      }),
      editor.token,
      'en',
    );
    expect(answer.statusCode, answer.body).toBe(422);
    const { message, errors } = answer.json<{ message: string; errors: Record<string, string[]> }>();
    expect(message).toBeTruthy();
    expect(Object.keys(errors).length).toBeGreaterThan(0);
    expect(Object.keys(errors).every((field) => field.startsWith('new_files'))).toBe(true);
    expect(Object.values(errors).flat()[0]).toMatch(/PNG, JPG or WebP|unsafe or damaged/);
    expect(await t.db.$count(albums)).toBe(before);
    expect(await storedImages()).toEqual(filesBefore);
  });

  it('refuses a missing Arabic title and new photos without an Arabic description, in the editor’s language', async () => {
    const before = await t.db.$count(albums);
    const photo = await picture('jpeg', 'a.jpg', 100, 100);
    const withoutTitle = album({ new_files: photo, ...NEW_ALTS });
    delete withoutTitle.title_ar;
    const noTitle = await send('POST', '', withoutTitle, editor.token, 'en');
    expect(noTitle.statusCode, noTitle.body).toBe(422);
    expect(errorsOf(noTitle)).toEqual({ title_ar: ['The Arabic title is required'] });
    const noAlt = await send('POST', '', album({ new_files: photo, new_files_alt_en: 'A photo' }));
    expect(noAlt.statusCode, noAlt.body).toBe(422);
    expect(errorsOf(noAlt)).toEqual({ new_files_alt_ar: ['صِف الصور الجديدة بالعربية'] });
    expect(await t.db.$count(albums)).toBe(before);
  });

  it('refuses a slug another album has (422 on the slug), also on an edit, storing no photo', async () => {
    const photo = () => picture('jpeg', 'a.jpg', 100, 100);
    const first = album({ new_files: await photo(), ...NEW_ALTS });
    await created(first);
    const filesBefore = await storedImages();
    const before = await t.db.$count(albums);
    const duplicate = await send(
      'POST',
      '',
      album({ slug: first.slug as string, new_files: await photo(), ...NEW_ALTS }),
      editor.token,
      'en',
    );
    expect(duplicate.statusCode, duplicate.body).toBe(422);
    expect(errorsOf(duplicate)).toEqual({ slug: ['Another album uses this address, now or before. Choose another'] });
    expect(await t.db.$count(albums)).toBe(before);
    expect(await storedImages()).toEqual(filesBefore);

    const id = await created(album({ new_files: await photo(), ...NEW_ALTS }));
    const row = (await rowOf(id))!;
    const renamed = await send('PUT', `/${id}`, {
      ...album({ slug: first.slug as string }),
      ...keptFields(row.files),
    });
    expect(renamed.statusCode, renamed.body).toBe(422);
    expect(Object.keys(errorsOf(renamed))).toEqual(['slug']);
    expect((await rowOf(id))!.slug).toBe(row.slug);
  });

  it('keeps the old address of a renamed album: the API answers it under its new slug; another cannot take it', async () => {
    const id = await created(
      album({ slug: 'houbara-spring', new_files: await picture('jpeg', 'a.jpg', 100, 100), ...NEW_ALTS }),
    );
    const row = (await rowOf(id))!;
    const renamed = await send('PUT', `/${id}`, {
      ...album({ slug: 'houbara-spring-2027' }),
      ...keptFields(row.files),
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const old = await publicAlbum('houbara-spring', 'en');
    expect([old.statusCode, old.json<ItemEnvelope<Album>>().data.slug]).toEqual([200, 'houbara-spring-2027']);
    const taken = await send(
      'POST',
      '',
      album({ slug: 'houbara-spring', new_files: await picture('jpeg', 'b.jpg', 100, 100), ...NEW_ALTS }),
    );
    expect(errorsOf(taken)).toEqual({ slug: ['ألبوم آخر يستخدم هذا العنوان، حاليًا أو سابقًا. اختر غيره'] });
    expect((await call('DELETE', `/${id}`)).statusCode).toBe(200);
    expect((await publicAlbum('houbara-spring', 'ar')).statusCode).toBe(404);
  });
});
