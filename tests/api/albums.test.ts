import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Album } from '../../schemas/api/albums';
import type { ListMeta } from '../../schemas/api/envelopes';
import albumContent from '../../server/db/seed/content/albums.json';
import { createTestApp, type TestApp } from '../support/test-app';

type AlbumList = { data: Album[]; meta: ListMeta };

const NEWEST = { slug: 'rawdat-al-tanhat-in-spring', ar: 'روضة التنهات في الربيع', en: 'Rawdat Al-Tanhat in spring' };

describe('photo albums', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string, language = 'ar', headers: Record<string, string> = {}) =>
    t.app.inject({ url: `/api/v1${url}`, headers: { 'accept-language': language, ...headers } });
  const albums = async (query = '', language = 'ar') => (await get(`/albums${query}`, language)).json<AlbumList>();

  describe('GET /api/v1/albums', () => {
    it('lists 20 a page, newest first, each with its title, tags and photos in Arabic by default', async () => {
      const res = await get('/albums');
      expect(res.statusCode).toBe(200);
      const { data, meta } = res.json<AlbumList>();
      expect(meta).toEqual({ current_page: 1, from: 1, last_page: 2, per_page: 20, total: 24 });
      expect(data).toHaveLength(20);
      expect(data[0]).toMatchObject({
        slug: NEWEST.slug,
        title: NEWEST.ar,
        tags: ['أماكن المحمية', 'الربيع', 'النباتات'],
      });
      expect(data[0]!.files[0]).toEqual({
        path: '/demo/places/tanhat-large.webp',
        width: 1200,
        height: 800,
        alt: 'مرج أخضر في روضة التنهات تعلوه غيوم بيضاء',
      });
      for (const album of data) expect(Object.keys(album).sort()).toEqual(['files', 'slug', 'tags', 'title', 'uuid']);
    });

    it('answers the titles, tags and photo texts of the same albums in English when asked', async () => {
      const [arabic, english] = await Promise.all([albums(), albums('', 'en')]);
      expect(english.data.map((album) => album.uuid)).toEqual(arabic.data.map((album) => album.uuid));
      expect(english.data[0]).toMatchObject({ title: NEWEST.en, tags: ['Places of the reserve', 'Spring', 'Plants'] });
      for (const album of english.data) {
        const texts = [album.title, ...album.tags, ...album.files.map((file) => file.alt)];
        for (const text of texts) expect(text, album.slug).not.toMatch(/\p{Script=Arabic}/u);
      }
      for (const album of arabic.data) {
        for (const text of [album.title, ...album.tags, ...album.files.map((file) => file.alt)])
          expect(text, album.slug).toMatch(/\p{Script=Arabic}/u);
      }
    });

    it('honours the page it is sent, and has nothing past the end', async () => {
      const [first, second] = await Promise.all([albums(), albums('?page=2')]);
      expect(second.meta).toEqual({ current_page: 2, from: 21, last_page: 2, per_page: 20, total: 24 });
      expect(second.data).toHaveLength(4);
      expect(new Set([...first.data, ...second.data].map((album) => album.slug)).size).toBe(24);
      expect((await albums('?page=٢')).meta).toMatchObject({ current_page: 2 });
      const beyond = await get('/albums?page=3');
      expect(beyond.statusCode).toBe(200);
      expect(beyond.json()).toEqual({
        data: [],
        meta: { current_page: 3, from: null, last_page: 2, per_page: 20, total: 24 },
      });
    });

    it.each(['0', '-1', '1e9', '1000000000', 'abc', '', '1.5'])(
      "refuses page=%j with a 422 in the request's language",
      async (page) => {
        const arabic = await get(`/albums?page=${encodeURIComponent(page)}`);
        expect(arabic.statusCode).toBe(422);
        expect(arabic.json()).toEqual({
          message: 'البيانات المدخلة غير صحيحة',
          errors: { page: ['يجب أن تكون القيمة عددا صحيحا من 1 إلى 100000'] },
        });
        const english = await get(`/albums?page=${encodeURIComponent(page)}`, 'en');
        expect(english.json()).toEqual({
          message: 'The given data was invalid.',
          errors: { page: ['Must be a whole number from 1 to 100000.'] },
        });
      },
    );

    it('revalidates with the ETag, per language', async () => {
      const first = await get('/albums?page=2');
      expect(first.headers['cache-control']).toBe('public, no-cache');
      expect(first.headers.vary).toBe('Accept-Language');
      const etag = String(first.headers.etag);
      expect((await get('/albums?page=2', 'ar', { 'if-none-match': etag })).statusCode).toBe(304);
      const english = await get('/albums?page=2', 'en', { 'if-none-match': etag });
      expect(english.statusCode).toBe(200);
      expect(english.headers.etag).not.toBe(etag);
    });
  });

  describe('GET /api/v1/albums/{slug}', () => {
    it('answers one album with every photo in order, in the language asked for', async () => {
      const arabic = await get('/albums/wadi-al-shawki');
      expect(arabic.statusCode).toBe(200);
      const { data } = arabic.json<{ data: Album }>();
      expect(data).toMatchObject({ slug: 'wadi-al-shawki', title: 'وادي الشوكي', tags: ['أماكن المحمية', 'الأودية'] });
      expect(data.files.map((file) => file.path)).toEqual(
        albumContent.albums.find((album) => album.slug === 'wadi-al-shawki')!.photos,
      );
      const english = (await get('/albums/wadi-al-shawki', 'en')).json<{ data: Album }>().data;
      expect(english).toMatchObject({
        uuid: data.uuid,
        title: 'Wadi Al-Shawki',
        tags: ['Places of the reserve', 'Wadis'],
      });
      expect(english.files[0]!.alt).toBe('Acacias along Wadi Al-Shawki');
      // The list and the detail describe an album alike.
      const listed = (await albums('', 'en')).data.find((album) => album.slug === 'wadi-al-shawki');
      expect(listed).toEqual(english);
    });

    it('revalidates with the ETag', async () => {
      const first = await get('/albums/wadi-al-shawki');
      expect(first.headers['cache-control']).toBe('public, no-cache');
      const again = await get('/albums/wadi-al-shawki', 'ar', { 'if-none-match': String(first.headers.etag) });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    });

    it.each([
      ['an unknown slug', 'no-such-album'],
      ['a 101-character slug', 'a'.repeat(101)],
      ['a 10 000-character slug', 'a'.repeat(10_000)],
      ['a NUL byte', 'wadi%00al-shawki'],
      ['malformed percent-encoding', 'wadi%E0%A4%A'],
      ['an encoded ../', '..%2F..%2Fetc%2Fpasswd'],
      ['SQL metacharacters', encodeURIComponent("x' OR '1'='1")],
      ['a right-to-left override', encodeURIComponent('wadi\u202Eal-shawki')],
    ])("answers 404 in the request's language for %s", async (_, slug) => {
      const arabic = await get(`/albums/${slug}`);
      expect(arabic.statusCode).toBe(404);
      expect(arabic.json().message).toMatch(/\p{Script=Arabic}/u);
      const english = await get(`/albums/${slug}`, 'en');
      expect(english.statusCode).toBe(404);
      expect(english.json().message).not.toMatch(/\p{Script=Arabic}/u);
    });
  });

  describe('the demo albums', () => {
    it('are 24, each of 3 to 12 distinct photos, with known tags and unique slugs', () => {
      const { albums: list, tags, photos } = albumContent;
      expect(list).toHaveLength(24);
      expect(new Set(list.map((album) => album.slug)).size).toBe(24);
      for (const album of list) {
        expect(album.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
        expect(album.photos.length, album.slug).toBeGreaterThanOrEqual(3);
        expect(album.photos.length, album.slug).toBeLessThanOrEqual(12);
        expect(new Set(album.photos).size, album.slug).toBe(album.photos.length);
        for (const photo of album.photos) expect(Object.keys(photos), album.slug).toContain(photo);
        for (const tag of album.tags) expect(Object.keys(tags), album.slug).toContain(tag);
      }
    });

    it('record the real size of each image in public/', async () => {
      for (const [photo, { width, height }] of Object.entries(albumContent.photos)) {
        const metadata = await sharp(`public${photo}`).metadata();
        expect({ width: metadata.width, height: metadata.height }, photo).toEqual({ width, height });
      }
    });
  });
});
