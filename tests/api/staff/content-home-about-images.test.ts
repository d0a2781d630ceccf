import fs from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AboutReserve } from '../../../schemas/api/about';
import type { Appearance } from '../../../schemas/api/content';
import type { ContentItem } from '../../../schemas/api/content-editing';
import {
  aboutStatistics,
  aboutStrategyItems,
  contentEdits,
  quickLinks,
  showcaseLinks,
} from '../../../server/db/schema';
import { newVerifiedMember, type Fields } from '../../support/accounts';
import { contentEditingApp, contentRoutes, type StaffMember } from '../../support/content-editing';
import { newStaffMember } from '../../support/staff';
import type { TestApp } from '../../support/test-app';

let t: TestApp;
let editor: StaffMember;
let auditor: StaffMember;
beforeAll(async () => ({ t, editor, auditor } = await contentEditingApp()));
afterAll(() => t?.close());

const UPLOADED = /^\/media\/images\/[0-9a-f-]{36}\.(png|jpg|webp)$/;

/** A real small picture, as an editor's computer sends it. */
async function picture(format: 'png' | 'jpeg' | 'webp', name: string): Promise<File> {
  const image = sharp({ create: { width: 120, height: 80, channels: 3, background: '#5d7a3a' } });
  const bytes = await image.toFormat(format).toBuffer();
  return new File([new Uint8Array(bytes)], name, { type: `image/${format}` });
}

const publicAppearance = async () =>
  (await t.app.inject({ url: '/api/v1/appearance' })).json<{ data: Appearance }>().data;
const publicAbout = async () =>
  (await t.app.inject({ url: '/api/v1/about-reserve' })).json<{ data: AboutReserve }>().data;

/** Each image-bearing type of the home and about pages, with what the public read shows of it. */
const types = [
  {
    type: 'about-statistics',
    table: aboutStatistics,
    imageField: 'image',
    format: 'png' as const,
    fields: (overrides: Fields = {}): Fields => ({
      value: '28,000',
      title_ar: 'كيلومتر مربع مساحة المحمية',
      title_en: 'Square kilometres of the reserve',
      position: '1',
      ...overrides,
    }),
    textField: 'title_en',
    arabicTitle: 'title_ar',
    missingArabic: { ar: 'العنوان بالعربية مطلوب', en: 'The Arabic title is required' },
    saved: { ar: 'حُفظت الإحصائية وظهرت في صفحة عن المحمية', en: 'The statistic is saved and shown on the about page' },
    /** What the public read shows: each item's text and its image's path. */
    shown: async () =>
      (await publicAbout()).statistics.map((item) => ({ text: item.title_en, image: item.image.path })),
  },
  {
    type: 'about-strategy-items',
    table: aboutStrategyItems,
    imageField: 'icon',
    format: 'webp' as const,
    fields: (overrides: Fields = {}): Fields => ({
      kind: 'pillar',
      title_ar: 'البحث العلمي في الحياة الفطرية',
      title_en: 'Research into the wildlife',
      position: '3',
      ...overrides,
    }),
    textField: 'title_en',
    arabicTitle: 'title_ar',
    missingArabic: { ar: 'العنوان بالعربية مطلوب', en: 'The Arabic title is required' },
    saved: { ar: 'حُفظ العنصر وظهر في صفحة عن المحمية', en: 'The item is saved and shown on the about page' },
    shown: async () => (await publicAbout()).pillars.map((item) => ({ text: item.title_en, image: item.icon.path })),
  },
  {
    type: 'showcase-links',
    table: showcaseLinks,
    imageField: 'image',
    format: 'jpeg' as const,
    fields: (overrides: Fields = {}): Fields => ({
      kind: 'partner',
      url: 'https://www.ncw.gov.sa/',
      position: '2',
      ...overrides,
    }),
    textField: 'url',
    arabicTitle: undefined,
    missingArabic: undefined,
    saved: { ar: 'حُفظ الرابط وظهر في صفحة عن المحمية', en: 'The link is saved and shown on the about page' },
    shown: async () =>
      (await publicAppearance()).our_partners.map((item) => ({ text: item.url, image: item.image.path })),
  },
  {
    type: 'quick-links',
    table: quickLinks,
    imageField: 'image',
    format: 'png' as const,
    fields: (overrides: Fields = {}): Fields => ({
      title_ar: 'التصاريح',
      title_en: 'Permits',
      url: '/terms-permits',
      position: '1',
      ...overrides,
    }),
    textField: 'title_en',
    arabicTitle: 'title_ar',
    missingArabic: { ar: 'نص الرابط بالعربية مطلوب', en: 'The Arabic link text is required' },
    saved: { ar: 'حُفظ الرابط وظهر في الصفحة الرئيسية', en: 'The link is saved and shown on the home page' },
    shown: async () =>
      (await publicAppearance()).quick_links.map((item) => ({ text: item.title_en, image: item.image.path })),
  },
] as const;

describe.each(types)('admin/content/$type', (content) => {
  const { send, call, created } = contentRoutes(content.type, () => ({ t, editor }));
  const pathField = `${content.imageField}_path`;
  const storedImages = async () => (await fs.readdir(t.app.config.contentImagesDir).catch(() => [] as string[])).sort();
  const itemOf = async (id: number, token = editor.token) =>
    (await call('GET', `/${id}`, token)).json<{ data: ContentItem }>().data;
  const withImage = async (overrides: Fields = {}) =>
    content.fields({ [content.imageField]: await picture(content.format, `picture.${content.format}`), ...overrides });
  const count = () => t.db.$count(content.table);

  it('creates an item with an uploaded image; the public read shows both at once, with the history begun', async () => {
    await content.shown(); // cached before the edit: the edit must drop it
    const fields = await withImage({ [content.textField]: `${content.fields()[content.textField]}?new` });
    const response = await send('POST', '', fields);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<{ message: string }>().message).toBe(content.saved.ar);
    const id = Number(response.json<{ data: { id: string } }>().data.id);

    const item = await itemOf(id, auditor.token);
    const path = item.values[pathField] as string;
    expect(path).toMatch(UPLOADED);
    expect(await storedImages()).toContain(path.split('/').pop());
    expect(await content.shown()).toContainEqual({ text: fields[content.textField], image: path });
    const served = await t.app.inject({ url: path });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe(`image/${content.format}`);
    expect(item.history).toHaveLength(1);
    expect(item.history[0]).toMatchObject({ action: 'created' });
    expect(JSON.stringify(item.history[0])).toContain(path);
  });

  it('refuses a new item without an image on the image field, in the caller’s language, storing nothing', async () => {
    const before = await count();
    const ar = await send('POST', '', content.fields());
    expect(ar.statusCode, ar.body).toBe(422);
    expect(ar.json<{ errors: Record<string, string[]> }>().errors).toEqual({ [content.imageField]: ['اختر صورة'] });
    // A path sent by the browser is not an image: the path is the server's.
    const en = await send(
      'POST',
      '',
      content.fields({ [pathField]: '/demo/about/statistic-area.svg' }),
      editor.token,
      'en',
    );
    expect(en.statusCode, en.body).toBe(422);
    expect(en.json<{ message: string; errors: Record<string, string[]> }>()).toMatchObject({
      message: 'Choose an image',
      errors: { [content.imageField]: ['Choose an image'] },
    });
    expect(await count()).toBe(before);
  });

  it('edits an item keeping its image without a new file, and replaces it with a new one', async () => {
    const id = await created(await withImage());
    const first = (await itemOf(id)).values[pathField] as string;
    await content.shown();
    const text = content.textField === 'url' ? 'https://www.ncw.gov.sa/edited' : 'Edited a moment ago';
    const kept = await send(
      'PUT',
      `/${id}`,
      // Whatever path the browser sends back, the image stays the stored one.
      content.fields({
        [content.textField]: text,
        [pathField]: '/media/images/00000000-0000-4000-8000-000000000000.png',
      }),
      editor.token,
      'en',
    );
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json<{ message: string }>().message).toBe(content.saved.en);
    expect(await content.shown()).toContainEqual({ text, image: first });
    const [latest] = (await itemOf(id)).history;
    expect(Object.keys(latest!.changes)).toEqual([content.textField]);

    const replaced = await send('PUT', `/${id}`, await withImage({ [content.textField]: text }));
    expect(replaced.statusCode, replaced.body).toBe(200);
    const second = (await itemOf(id)).values[pathField] as string;
    expect(second).toMatch(UPLOADED);
    expect(second).not.toBe(first);
    expect(await content.shown()).toContainEqual({ text, image: second });
  });

  it('deletes an item: gone from the public read at once, its history kept', async () => {
    const text = content.textField === 'url' ? 'https://gone.example.sa/' : 'Soon deleted';
    const id = await created(await withImage({ [content.textField]: text }));
    expect((await content.shown()).map((item) => item.text)).toContain(text);
    const deleted = await call('DELETE', `/${id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await content.shown()).map((item) => item.text)).not.toContain(text);
    expect((await call('GET', `/${id}`)).statusCode).toBe(404);
    const history = await t.db
      .select()
      .from(contentEdits)
      .where(eq(contentEdits.contentId, String(id)));
    expect(
      history
        .filter((edit) => edit.contentType === content.type)
        .map((edit) => edit.action)
        .sort(),
    ).toEqual(['created', 'deleted']);
  });

  it.each([
    ['text named as a picture', () => new File(['not an image at all, only words'], 'logo.png', { type: 'image/png' })],
    [
      'a PDF named as a picture',
      () => new File(['%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'], 'logo.jpg', { type: 'image/jpeg' }),
    ],
  ])('refuses %s (422 on the image field), storing nothing, on create and on edit', async (_, file) => {
    const id = await created(await withImage());
    const path = (await itemOf(id)).values[pathField];
    const before = await count();
    const filesBefore = await storedImages();
    for (const [method, url] of [
      ['POST', ''],
      ['PUT', `/${id}`],
    ] as const) {
      const answer = await send(method, url, content.fields({ [content.imageField]: file() }), editor.token, 'en');
      expect(answer.statusCode, answer.body).toBe(422);
      const { errors } = answer.json<{ errors: Record<string, string[]> }>();
      expect(Object.keys(errors).every((field) => field.startsWith(content.imageField))).toBe(true);
      expect(Object.values(errors).flat()[0]).toMatch(/PNG, JPG or WebP|unsafe or damaged/);
    }
    expect(await count()).toBe(before);
    expect(await storedImages()).toEqual(filesBefore);
    expect((await itemOf(id)).values[pathField]).toBe(path);
  });

  it('lets only editors and admins write: a citizen, a reviewer and an auditor are refused, storing nothing', async () => {
    const citizen = await newVerifiedMember(t);
    const reviewer = await newStaffMember(t, { role: 'reviewer', permitTypes: ['beekeeping'] });
    const id = await created(await withImage());
    const values = (await itemOf(id)).values;
    const before = await count();
    const filesBefore = await storedImages();
    for (const token of [citizen.token, reviewer.token, auditor.token]) {
      expect((await send('POST', '', await withImage(), token)).statusCode).toBe(403);
      expect((await send('PUT', `/${id}`, await withImage({ position: '7' }), token)).statusCode).toBe(403);
      expect((await call('DELETE', `/${id}`, token)).statusCode).toBe(403);
    }
    expect(await count()).toBe(before);
    expect(await storedImages()).toEqual(filesBefore);
    expect((await itemOf(id)).values).toEqual(values);
  });

  it.runIf(content.arabicTitle)('refuses a missing Arabic title on its field, in the caller’s language', async () => {
    const before = await count();
    const filesBefore = await storedImages();
    for (const locale of ['ar', 'en'] as const) {
      const fields = await withImage();
      delete fields[content.arabicTitle!];
      const missing = await send('POST', '', fields, editor.token, locale);
      expect(missing.statusCode, missing.body).toBe(422);
      expect(missing.json<{ errors: Record<string, string[]> }>().errors[content.arabicTitle!]).toEqual([
        content.missingArabic![locale],
      ]);
    }
    expect(await count()).toBe(before);
    expect(await storedImages()).toEqual(filesBefore);
  });
});

describe('admin/content/showcase-links: the link and its kind', () => {
  const { send, created } = contentRoutes('showcase-links', () => ({ t, editor }));
  const link = async (overrides: Fields = {}) =>
    types[2].fields({ image: await picture('png', 'logo.png'), ...overrides });

  it('refuses a script, data or protocol-relative address on the url field, as for footer links', async () => {
    const before = await t.db.$count(showcaseLinks);
    for (const url of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '//evil.example',
      'partners',
    ]) {
      const refused = await send('POST', '', await link({ url }), editor.token, 'en');
      expect(refused.statusCode, url).toBe(422);
      expect(refused.json<{ errors: Record<string, string[]> }>().errors.url, url).toEqual([
        'Enter an address starting with https:// or http://, or a page of the site starting with /',
      ]);
    }
    expect(await t.db.$count(showcaseLinks)).toBe(before);
  });

  it('shows an achievement among the achievements, not the partners, named by the public page', async () => {
    await created(await link({ kind: 'achievement', url: 'https://example.sa/award-2026' }));
    const appearance = await publicAppearance();
    expect(appearance.achievements.map((item) => item.url)).toContain('https://example.sa/award-2026');
    expect(appearance.our_partners.map((item) => item.url)).not.toContain('https://example.sa/award-2026');
    const unknown = await send('POST', '', await link({ kind: 'sponsor' }), editor.token, 'en');
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json<{ errors: Record<string, string[]> }>().errors)).toEqual(['kind']);
  });
});
