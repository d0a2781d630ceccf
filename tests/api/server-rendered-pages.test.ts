import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PAGE_TEMPLATE, renderingTestApp, type TestApp } from '../support/test-app';

const ADMIN_PAGE = '<!doctype html><html lang="ar" dir="rtl"><head><title>Admin</title></head><body></body></html>';
/**
 * A stand-in for the built renderer (src/entry-server.tsx, tested on its own): a paged list at /list,
 * a detail at /item/:slug that reads an article through the server's own API, and a page that fails.
 */
const FAKE_RENDERER = `
globalThis.renders = [];
export function serverRenderedUrl(url) {
  const { pathname, searchParams } = new URL(url, 'http://portal');
  if (pathname === '/list') { const page = Number(searchParams.get('page')); return page > 1 ? '/list?page=' + page : '/list'; }
  if (pathname.startsWith('/item/') || pathname === '/broken') return pathname;
  return null;
}
export async function renderPage({ url, locale, readApi }) {
  globalThis.renders.push(url + ' ' + locale);
  if (url === '/broken') throw new Error('rendering failed');
  let status = 200;
  if (url.startsWith('/item/')) {
    try { await readApi('/articles/' + url.slice('/item/'.length), locale); } catch (error) { if (error.status !== 404) throw error; status = 404; }
  }
  return { status, lang: locale, dir: 'rtl', title: 'T', preloads: '', styles: '', html: '<p>' + url + '</p>', afterRoot: '', modules: [] };
}
`;

const renders = () => (globalThis as unknown as { renders: string[] }).renders;

describe('server-rendered pages as the server sends them', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await renderingTestApp({
      renderer: 'renderer.mjs',
      files: { 'admin.html': ADMIN_PAGE, 'renderer.mjs': FAKE_RENDERER },
    });
  });
  afterAll(() => t.close());
  beforeEach(() => {
    t.app.publicCache.invalidate();
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

  it('renders a list page at the renderer address, keyed by that address and the language', async () => {
    const second = await get('/list?page=2&utm_source=x');
    expect(second.statusCode).toBe(200);
    expect(second.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(second.body).toContain('<div id="root"><p>/list?page=2</p></div>');
    renders().length = 0;
    // The same page by another spelling is the same rendering; another page, or language, is another.
    expect((await get('/list?page=02')).body).toContain('<p>/list?page=2</p>');
    expect(renders()).toEqual([]);
    expect((await get('/list?page=3')).body).toContain('<p>/list?page=3</p>');
    expect((await get('/list?page=abc')).body).toContain('<p>/list</p>');
    expect((await get('/list?page=2', { cookie: 'locale=en' })).body).toContain('<html lang="en" dir="rtl">');
    expect(renders()).toEqual(['/list?page=3 ar', '/list ar', '/list?page=2 en']);
  });

  it('starts a rendered page from the script that fetches the app once the page has painted, with nothing of the app preloaded', async () => {
    const { body } = await get('/list');
    expect(body).toContain('<script type="module" crossorigin src="/assets/start-after-first-images-c3.js"></script>');
    expect(body).not.toContain('index-a1.js"></script>');
    expect(body).not.toContain('modulepreload');
    expect(body).toContain(
      '<script type="application/json" id="page-modules">{"app":"/assets/index-a1.js","chunks":["/assets/index-a1.js","/assets/shell-b2.js"]}</script>',
    );
  });

  it('revalidates a rendered page with its ETag', async () => {
    const first = await get('/list?page=2');
    const again = await get('/list?page=2', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('sends a detail whose read answers 404 with HTTP 404, rendering it afresh each time rather than caching it', async () => {
    renders().length = 0;
    const missing = await get('/item/no-such-article');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(missing.body).toContain('<p>/item/no-such-article</p>');
    const etag = String(missing.headers.etag);
    const again = await get('/item/no-such-article', { 'if-none-match': etag });
    expect(again.statusCode).toBe(404);
    expect(renders()).toEqual(['/item/no-such-article ar', '/item/no-such-article ar']);
  });

  it('sends a detail that exists with 200, and renders it once', async () => {
    renders().length = 0;
    const slug = 'sand-gazelles-released-in-rawdat-al-tanhat';
    expect((await get(`/item/${slug}`)).statusCode).toBe(200);
    expect((await get(`/item/${slug}`)).statusCode).toBe(200);
    expect(renders()).toEqual([`/item/${slug} ar`]);
  });

  it('falls back to the shell, drawn in the browser, when rendering fails or the route is not rendered', async () => {
    for (const url of ['/broken', '/profile']) {
      const shell = await get(url);
      expect(shell.statusCode, url).toBe(200);
      expect(shell.body).toBe(PAGE_TEMPLATE);
    }
  });

  it('sends the admin app, never rendered nor stored, for every address under /admin and no other', async () => {
    renders().length = 0;
    for (const url of ['/admin', '/admin/', '/admin/sign-in?next=%2Fadmin%2Fpermits', '/admin/permits/abc']) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toBe(ADMIN_PAGE);
      expect(page.headers['cache-control'], url).toBe('no-store');
      expect(page.headers['x-robots-tag'], url).toBe('noindex');
    }
    expect(renders()).toEqual([]);
    expect((await get('/administration')).body).toBe(PAGE_TEMPLATE);
    expect((await get('/api/v1/admin/nothing-here')).statusCode).toBe(404);
  });
});
