import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Article } from '../../../schemas/api/content';
import type { ContentItem } from '../../../schemas/api/content-editing';
import type { ListEnvelope } from '../../../schemas/api/envelopes';
import { articles } from '../../../server/db/schema';
import { newVerifiedMember, type Fields } from '../../support/accounts';
import { contentEditingApp, contentRoutes, type StaffMember } from '../../support/content-editing';
import { newStaffMember } from '../../support/staff';
import type { TestApp } from '../../support/test-app';

const HOUR = 60 * 60 * 1000;
const riyadhDayTime = (moment: number) => new Date(moment + 3 * HOUR).toISOString().slice(0, 16).replace('T', ' ');
const UPLOADED = /^\/media\/images\/[0-9a-f-]{36}\.(png|jpg)$/;

let slugs = 0;
const article = (overrides: Fields = {}): Fields => ({
  title_ar: 'عودة الحبارى إلى روضة نورة',
  title_en: 'Houbara bustards return to Rawdat Noura',
  slug: `houbara-${++slugs}`,
  description_ar: '<p>رصد الباحثون عشرين طائرًا من الحبارى في الروضة هذا الأسبوع.</p>',
  description_en: '<p>Researchers counted twenty houbara bustards in the meadow this week.</p>',
  status: 'published',
  publish_at: riyadhDayTime(Date.now() - HOUR),
  ...overrides,
});
/** The fields without some of them, as a browser that leaves them out sends them. */
const without = (fields: Fields, ...names: string[]): Fields =>
  Object.fromEntries(Object.entries(fields).filter(([name]) => !names.includes(name)));

const ALTS = {
  image_alt_ar: 'طائر حبارى يمشي بين الأعشاب عند الفجر',
  image_alt_en: 'A houbara bustard walking through the grass at dawn',
};

/** A real picture of `format`, `width` pixels wide, as a camera or an editor's computer would send it. */
async function picture(format: 'png' | 'jpeg', name: string, width = 1600): Promise<File> {
  const image = sharp({ create: { width, height: 900, channels: 3, background: '#c2a878' } });
  const bytes = await (format === 'png' ? image.png() : image.jpeg()).toBuffer();
  return new File([new Uint8Array(bytes)], name, { type: `image/${format}` });
}

/** Editors give an article an image with a description in both languages; the news shows both (admin/content/articles). */
describe('admin/content/articles: the image', () => {
  let t: TestApp;
  let editor: StaffMember;
  const { send, call, created } = contentRoutes('articles', () => ({ t, editor }));
  const imagesDir = () => t.app.config.contentImagesDir;
  const storedImages = async () => (await fs.readdir(imagesDir()).catch(() => [] as string[])).sort();
  const publicArticle = async (slug: string, locale: 'ar' | 'en') =>
    (await t.app.inject({ url: '/api/v1/articles?page=1', headers: { 'accept-language': locale } }))
      .json<ListEnvelope<Article>>()
      .data.find((shown) => shown.slug === slug);
  const rowOf = async (id: number) => (await t.db.select().from(articles).where(eq(articles.id, id)))[0]!;
  const valuesOf = async (id: number) =>
    (await call('GET', `/${id}`)).json<{ data: ContentItem }>().data.values as Fields;

  beforeAll(async () => ({ t, editor } = await contentEditingApp()));
  afterAll(() => t?.close());

  it('stores an uploaded JPEG; the news shows it with its description in each language, and its narrower copies', async () => {
    const fields = article({ image: await picture('jpeg', 'houbara.jpg'), ...ALTS });
    const id = await created(fields);
    const row = await rowOf(id);
    expect(row.imagePath).toMatch(UPLOADED);
    expect([row.imageAltAr, row.imageAltEn]).toEqual([ALTS.image_alt_ar, ALTS.image_alt_en]);
    // Stored under its random name only: no staging file left.
    expect(await storedImages()).toEqual([path.basename(row.imagePath!)]);

    expect((await publicArticle(String(fields.slug), 'ar'))?.image).toEqual({
      path: row.imagePath,
      alt: ALTS.image_alt_ar,
    });
    expect((await publicArticle(String(fields.slug), 'en'))?.image).toEqual({
      path: row.imagePath,
      alt: ALTS.image_alt_en,
    });

    const original = await t.app.inject({ url: row.imagePath! });
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/jpeg');
    expect(original.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(original.rawPayload).metadata()).width).toBe(1600);
    const copy = await t.app.inject({ url: `/media/640${row.imagePath}` });
    expect(copy.statusCode).toBe(200);
    expect(copy.headers['content-type']).toBe('image/webp');
    expect((await sharp(copy.rawPayload).metadata()).width).toBe(640);

    // Its editor opens it with the image's path and both descriptions, and the history names the image.
    expect(await valuesOf(id)).toMatchObject({ image_path: row.imagePath, ...ALTS });
    const item = (await call('GET', `/${id}`)).json<{ data: ContentItem }>().data;
    expect(JSON.stringify(item.history[0])).toContain(row.imagePath);
  });

  it('replaces the image with an uploaded PNG, and keeps it on a save without a new file', async () => {
    const id = await created(article({ image: await picture('jpeg', 'first.jpg'), ...ALTS }));
    const first = (await rowOf(id)).imagePath!;

    const replaced = await send('PUT', `/${id}`, {
      ...(await valuesOf(id)),
      image: await picture('png', 'second.png'),
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const second = (await rowOf(id)).imagePath!;
    expect(second).toMatch(/\.png$/);
    expect(second).not.toBe(first);

    // Without a new file the image stays, whatever path the browser sends back: the path is the server's.
    const values = await valuesOf(id);
    const kept = await send('PUT', `/${id}`, {
      ...values,
      title_en: 'Houbara bustards are back',
      image_path: '/media/images/00000000-0000-4000-8000-000000000000.png',
    });
    expect(kept.statusCode, kept.body).toBe(200);
    const row = await rowOf(id);
    expect([row.titleEn, row.imagePath, row.imageAltEn]).toEqual([
      'Houbara bustards are back',
      second,
      ALTS.image_alt_en,
    ]);
    const leftOut = await send('PUT', `/${id}`, {
      ...without(values, 'image_path'),
      title_en: 'Houbara bustards return',
    });
    expect(leftOut.statusCode, leftOut.body).toBe(200);
    expect((await rowOf(id)).imagePath).toBe(second);
  });

  it.each([
    ['text named .png', () => new File(['not an image at all, only words'], 'oryx.png', { type: 'image/png' })],
    [
      'a PDF named .png',
      () => new File(['%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'], 'oryx.png', { type: 'image/png' }),
    ],
    [
      'a PNG carrying a script',
      async () => {
        const bytes = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#fff' } })
          .png()
          .toBuffer();
        const withScript = Buffer.concat([
          bytes.subarray(0, 33),
          Buffer.from('<script>alert(1)</script>'),
          bytes.subarray(33),
        ]);
        return new File([new Uint8Array(withScript)], 'oryx.png', { type: 'image/png' });
      },
    ],
  ])('refuses %s (422 on the image), storing nothing', async (_, file) => {
    const before = await t.db.$count(articles);
    const filesBefore = await storedImages();
    const answer = await send('POST', '', article({ image: await file(), ...ALTS }), editor.token, 'en');
    expect(answer.statusCode, answer.body).toBe(422);
    const { message, errors } = answer.json<{ message: string; errors: Record<string, string[]> }>();
    expect(message).toBeTruthy();
    expect(Object.keys(errors).every((field) => field.startsWith('image'))).toBe(true);
    expect(Object.values(errors).flat()[0]).toMatch(/PNG, JPG or WebP|unsafe or damaged/);
    expect(await t.db.$count(articles)).toBe(before);
    expect(await storedImages()).toEqual(filesBefore);
  });

  it('asks for the description in both languages when there is an image, in the editor’s language', async () => {
    const before = await t.db.$count(articles);
    const filesBefore = await storedImages();
    const image = await picture('png', 'houbara.png', 400);
    const withoutArabic = await send(
      'POST',
      '',
      article({ image, image_alt_en: ALTS.image_alt_en }),
      editor.token,
      'en',
    );
    expect(withoutArabic.statusCode, withoutArabic.body).toBe(422);
    expect(withoutArabic.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      image_alt_ar: ['Describe the image in Arabic'],
    });
    const withoutEnglish = await send('POST', '', article({ image, image_alt_ar: ALTS.image_alt_ar }));
    expect(withoutEnglish.statusCode).toBe(422);
    expect(withoutEnglish.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      image_alt_en: ['صِف الصورة بالإنجليزية'],
    });
    expect(await t.db.$count(articles)).toBe(before);
    expect(await storedImages()).toEqual(filesBefore);

    // An article that has an image keeps needing both, even when the browser leaves its path out.
    const id = await created(article({ image, ...ALTS }));
    const rest = without(await valuesOf(id), 'image_path', 'image_alt_ar');
    const edited = await send('PUT', `/${id}`, rest, editor.token, 'en');
    expect(edited.statusCode, edited.body).toBe(422);
    expect(edited.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      image_alt_ar: ['Describe the image in Arabic'],
    });
    expect((await rowOf(id)).imageAltAr).toBe(ALTS.image_alt_ar);
  });

  it('refuses an image from a citizen, a reviewer and an auditor, storing nothing', async () => {
    const citizen = await newVerifiedMember(t);
    const reviewer = await newStaffMember(t, { role: 'reviewer', permitTypes: ['beekeeping'] });
    const auditor = await newStaffMember(t, { role: 'auditor' });
    const id = await created(article());
    const before = await t.db.$count(articles);
    const filesBefore = await storedImages();
    for (const token of [citizen.token, reviewer.token, auditor.token]) {
      const fields = article({ image: await picture('png', 'houbara.png', 200), ...ALTS });
      expect((await send('POST', '', fields, token)).statusCode).toBe(403);
      expect((await send('PUT', `/${id}`, fields, token)).statusCode).toBe(403);
    }
    expect(await t.db.$count(articles)).toBe(before);
    expect((await rowOf(id)).imagePath).toBeNull();
    expect(await storedImages()).toEqual(filesBefore);
  });

  it('serves only uploaded images by their stored names', async () => {
    for (const url of [
      '/media/images/none.png',
      '/media/images/00000000-0000-4000-8000-000000000000.png',
      '/media/images/..%2f..%2fpackage.json',
      '/media/640/media/images/00000000-0000-4000-8000-000000000000.svg',
    ])
      expect((await t.app.inject({ url })).statusCode, url).toBe(404);
  });
});
