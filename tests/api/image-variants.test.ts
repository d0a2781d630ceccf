import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

const IMAGES_DIR = path.resolve('public');

/** GET /media/{width}/demo/…: the narrower copies behind the app's srcset. */
describe('image variants', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ IMAGES_DIR });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('serves a WebP copy at the asked width, smaller than the original, cached by ETag', async () => {
    const original = await fs.readFile(path.join(IMAGES_DIR, 'demo/banners/home-2.webp'));
    const response = await get('/media/640/demo/banners/home-2.webp');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    const { width, format } = await sharp(response.rawPayload).metadata();
    expect([width, format]).toEqual([640, 'webp']);
    expect(response.rawPayload.length).toBeLessThan(original.length / 2);
    const again = await get('/media/640/demo/banners/home-2.webp', { 'if-none-match': String(response.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('never makes an image wider than it is', async () => {
    const response = await get('/media/1280/demo/places/armah-small.webp');
    expect((await sharp(response.rawPayload).metadata()).width).toBe(480);
  });

  it.each([
    ['a width not on the list', '/media/641/demo/banners/home-2.webp'],
    ['a missing image', '/media/640/demo/banners/none.webp'],
    ['a file outside the images', '/media/640/index.html'],
    ['a climb out of the folder', '/media/640/demo/%2e%2e/%2e%2e/package.json'],
    ['a climb, unencoded', '/media/640/demo/../../server/config.ts'],
    ['a type that is no image', '/media/640/demo/banners/home-2.svg'],
  ])('answers 404 to %s', async (_, url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBeTruthy();
  });
});
