import fs from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Appearance } from '../../../schemas/api/content';
import type { ContentItem, ContentSummary } from '../../../schemas/api/content-editing';
import type { ListEnvelope } from '../../../schemas/api/envelopes';
import { pageHeaders } from '../../../server/db/schema';
import { newVerifiedMember, type Fields } from '../../support/accounts';
import { contentEditingApp, contentRoutes, type StaffMember } from '../../support/content-editing';
import { newStaffMember } from '../../support/staff';
import type { TestApp } from '../../support/test-app';

const UPLOADED = /^\/media\/images\/[0-9a-f-]{36}\.(png|jpg|webp)$/;
type Errors = Record<string, string[]>;

/** A real picture of `format`, as an editor's computer would send it. */
async function picture(format: 'png' | 'jpeg' | 'webp', name: string, width = 1200): Promise<File> {
  const image = sharp({ create: { width, height: 300, channels: 3, background: '#8a6f4d' } });
  const bytes = await image[format]().toBuffer();
  return new File([new Uint8Array(bytes)], name, { type: `image/${format}` });
}

/** The page header images, a fixed set: editors change each page's image, never add or delete a page. */
describe('admin/content/page-headers', () => {
  let t: TestApp;
  let editor: StaffMember;
  let auditor: StaffMember;
  const { send, call } = contentRoutes('page-headers', () => ({ t, editor }));
  const storedImages = async () => (await fs.readdir(t.app.config.contentImagesDir).catch(() => [] as string[])).sort();
  const pathOf = async (page: string) =>
    (await t.db.select().from(pageHeaders).where(eq(pageHeaders.page, page)))[0]?.imagePath;
  const itemOf = async (page: string, token = editor.token) =>
    (await call('GET', `/${page}`, token)).json<{ data: ContentItem }>().data;
  /** The header image the shell shows for a page (GET /appearance). */
  const shown = async (page: string) =>
    (await t.app.inject({ url: '/api/v1/appearance' })).json<{ data: Appearance }>().data.pages_headers[page]?.path;

  beforeAll(async () => ({ t, editor, auditor } = await contentEditingApp()));
  afterAll(() => t?.close());

  it('lists one item a page, its id the page key, named as the public pages name it; none added or deleted', async () => {
    const list = (await call('GET', '?page=1', auditor.token)).json<ListEnvelope<ContentSummary>>();
    const pages = (await t.db.select({ page: pageHeaders.page }).from(pageHeaders)).map(({ page }) => page).sort();
    expect(list.data.map(({ id }) => id)).toEqual(pages);
    expect(list.data).toEqual(
      expect.arrayContaining([
        { id: 'articles', title_ar: 'الأخبار', title_en: 'News' },
        { id: 'beekeeping_permit', title_ar: 'تصريح المناحل', title_en: 'Beekeeping permit' },
        { id: 'workshop', title_ar: 'ورش العمل', title_en: 'Workshops' },
      ]),
    );
    // Every page the seed gives a header is named, never shown by its key.
    for (const item of list.data) expect(item.title_en, item.id).not.toBe(item.id);

    const item = await itemOf('articles', auditor.token);
    expect(item.values).toEqual({ page_ar: 'الأخبار', page_en: 'News', image_path: await pathOf('articles') });
    expect((await send('POST', '', { image: await picture('png', 'x.png', 100) })).statusCode).toBe(404);
    expect((await call('DELETE', '/articles')).statusCode).toBe(404);
    expect((await call('GET', '/no_such_page')).statusCode).toBe(404);
    expect(await t.db.$count(pageHeaders)).toBe(pages.length);
  });

  it('replaces a page’s header image with an uploaded JPEG: the shell shows it at once, the history names it', async () => {
    const before = await pathOf('albums');
    expect(await shown('albums')).toBe(before); // cached before the edit: the edit must drop it
    const values = (await itemOf('albums')).values as Fields;
    const edited = await send(
      'PUT',
      '/albums',
      { ...values, image: await picture('jpeg', 'albums.jpg') },
      editor.token,
      'en',
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<{ message: string }>().message).toBe(
      'The header image is saved and shown at the top of the page',
    );
    const after = await pathOf('albums');
    expect(after).toMatch(UPLOADED);
    expect(await shown('albums')).toBe(after);
    expect(await storedImages()).toContain(after!.split('/').pop());
    const served = await t.app.inject({ url: after! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');

    const [latest] = (await itemOf('albums')).history;
    expect(latest).toMatchObject({ action: 'edited', actor: 'عبدالرحمن بن عبدالعزيز آل سعود' });
    expect(latest!.changes).toEqual({ image_path: { before, after } });
  });

  it('keeps the image on a save without a new file, and the page’s name whatever the browser sends', async () => {
    const id = 'surveys';
    const values = (await itemOf(id)).values as Fields;
    await send('PUT', `/${id}`, { ...values, image: await picture('webp', 'surveys.webp') });
    const kept = await pathOf(id);
    expect(kept).toMatch(/\.webp$/);
    const revisions = (await itemOf(id)).history.length;

    const resent = await send('PUT', `/${id}`, {
      ...values,
      page_ar: 'صفحة أخرى',
      page_en: 'Another page',
      image_path: '/demo/headers/night.webp',
    });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(await pathOf(id)).toBe(kept);
    expect(await shown(id)).toBe(kept);
    const item = await itemOf(id);
    expect(item.values).toMatchObject({ page_ar: 'الاستبيانات', page_en: 'Surveys', image_path: kept });
    // Nothing changed, so nothing is recorded.
    expect(item.history).toHaveLength(revisions);
  });

  it.each([
    ['text named .png', () => new File(['only words, no picture'], 'header.png', { type: 'image/png' })],
    [
      'a PDF named .jpg',
      () => new File(['%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'], 'header.jpg', { type: 'image/jpeg' }),
    ],
  ])('refuses %s (422 on the image), keeping the header and storing nothing', async (_, file) => {
    const before = await pathOf('events');
    const filesBefore = await storedImages();
    const values = (await itemOf('events')).values as Fields;
    const answer = await send('PUT', '/events', { ...values, image: file() }, editor.token, 'en');
    expect(answer.statusCode, answer.body).toBe(422);
    const { message, errors } = answer.json<{ message: string; errors: Errors }>();
    expect(message).toBeTruthy();
    expect(Object.keys(errors).every((field) => field.startsWith('image'))).toBe(true);
    expect(Object.values(errors).flat()[0]).toMatch(/PNG, JPG or WebP|unsafe or damaged/);
    expect(await pathOf('events')).toBe(before);
    expect(await shown('events')).toBe(before);
    expect(await storedImages()).toEqual(filesBefore);
  });

  it('refuses two images on the field, in the editor’s language', async () => {
    const values = (await itemOf('events')).values as Fields;
    const two = [await picture('png', 'a.png', 100), await picture('png', 'b.png', 100)];
    const answer = await send('PUT', '/events', { ...values, image: two });
    expect(answer.statusCode, answer.body).toBe(422);
    expect(answer.json<{ errors: Errors }>().errors).toEqual({ image: ['اختر صورة واحدة'] });
  });

  it('refuses a new image from a citizen, a reviewer and an auditor, storing nothing', async () => {
    const citizen = await newVerifiedMember(t);
    const reviewer = await newStaffMember(t, { role: 'reviewer', permitTypes: ['beekeeping'] });
    const before = await pathOf('contact_us');
    const filesBefore = await storedImages();
    for (const token of [citizen.token, reviewer.token, auditor.token]) {
      const fields = { image: await picture('png', 'contact.png', 200) };
      expect((await send('PUT', '/contact_us', fields, token)).statusCode).toBe(403);
    }
    expect(await pathOf('contact_us')).toBe(before);
    expect(await storedImages()).toEqual(filesBefore);
  });
});
