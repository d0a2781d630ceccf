import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { notFound } from '../lib/api-error';
import { PAGE_MODULES_ELEMENT_ID } from '../../schemas/page-modules-element';
import { VERIFY_PATH } from '../../schemas/permit-proof';
import type { PageRenderer } from '../../schemas/page-rendering';
import { composePage, missingAnchors } from '../lib/page-template';
import type { Locale } from '../i18n/messages';
import { RENDERED_PAGES_TAG, type CachedBody } from './public-cache';

/** dist/.vite/manifest.json: each source's chunk and the chunks it imports. */
type Manifest = Record<string, { file: string; imports?: string[] }>;

/** The staff's app (a second Vite build, vite.config.ts): its one page serves every address under /admin. */
const ADMIN_PAGE = 'admin.html';
const isAdminAddress = (url: string) => /^\/admin(?:[/?#]|$)/.test(url);

/** The public permit check (a third Vite build, no React): drawn once per language by the server renderer. */
const VERIFY_PAGE = 'verify.html';
const isVerifyAddress = (url: string) => url === VERIFY_PATH || url.startsWith(`${VERIFY_PATH}?`);

/** A public page opened by an editor's preview link (services/content/preview-links.ts). */
const isPreviewAddress = (url: string) => new URLSearchParams(url.split('?')[1]?.split('#')[0]).has('preview');

/** The manifest's keys of the app's entry and of the script a rendered page starts from (vite.config.ts). */
const APP_ENTRY = 'index.html';
const START_ENTRY = 'src/start-after-first-images.ts';

/** The built JS files of these sources and of everything they import, from the build manifest. */
function chunksOf(manifest: Manifest, sources: readonly string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file) || !chunk.file.endsWith('.js')) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  sources.forEach(visit);
  return [...files].map((file) => `/${file}`);
}

/**
 * The app's entry and every chunk it and the page load, as JSON for the start script: as
 * <link rel=modulepreload> they would be fetched with the HTML, and 150 KB of code would hold back
 * the paint of the page's text and first images on a slow connection.
 */
function pageModulesElement(manifest: Manifest, sources: readonly string[]): string {
  const modules = { app: `/${manifest[APP_ENTRY]?.file}`, chunks: chunksOf(manifest, [APP_ENTRY, ...sources]) };
  return `<script type="application/json" id="${PAGE_MODULES_ELEMENT_ID}">${JSON.stringify(modules)}</script>`;
}

interface RenderedBody extends CachedBody {
  br: Buffer;
  gzip: Buffer;
}

/** A page drawn as "not found" (its detail does not exist): sent with 404 and never cached, so unknown addresses cannot crowd out real pages. */
class PageNotFound extends Error {
  constructor(readonly page: RenderedBody) {
    super('the page drew "not found"');
  }
}

/** The page asked for is at another address now (an article's old slug): answered with a permanent redirect. */
class PageMoved extends Error {
  constructor(readonly location: string) {
    super(`the page moved to ${location}`);
  }
}

/** The API's answer to the server's own read, as it failed: its status decides how the page is drawn. */
class ApiReadFailed extends Error {
  constructor(
    apiPath: string,
    readonly status: number,
  ) {
    super(`GET ${apiPath} answered ${status}`);
  }
}

/** The origin the server listens on, as reached from the server itself. */
function ownOrigin(app: FastifyInstance): string {
  const address = app.server.address();
  if (address === null || typeof address === 'string')
    throw new Error('the server renders pages only once it listens on a port');
  const host = address.address === '0.0.0.0' ? '127.0.0.1' : address.address === '::' ? '::1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

/** The language pages are rendered in: the `locale` cookie the browser app keeps, Arabic without it. */
function localeOf(request: FastifyRequest): Locale {
  return /(?:^|;\s*)locale=en(?:;|$)/.test(request.headers.cookie ?? '') ? 'en' : 'ar';
}

/** A page's HTML as sent, with its compressed forms made once, when it is rendered. */
function encodePage(html: unknown): RenderedBody {
  const body = Buffer.from(String(html));
  return {
    body,
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`,
    br: brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } }),
    gzip: gzipSync(body, { level: 9 }),
  };
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: RenderedBody, status = 200) {
  void reply
    .code(status)
    .header('cache-control', 'no-cache')
    .header('vary', 'Accept-Encoding, Cookie')
    .header('etag', page.etag)
    .type('text/html; charset=utf-8');
  if (status === 200 && request.headers['if-none-match'] === page.etag) return reply.code(304).send();
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(page.br);
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(page.body);
}

/**
 * Serves the built browser app: hashed assets precompressed and cached for good; public pages
 * rendered to HTML by the app's own server renderer, with the API answers they drew from embedded
 * (both from the public cache, so a page is rendered once until its data changes); every other
 * page the app's shell, drawn in the browser. Unknown API paths answer the envelope's 404.
 */
export async function browserApp(app: FastifyInstance) {
  const { publicDir, serverRenderer } = app.config;
  const indexHtml = path.join(publicDir, 'index.html');
  const hasApp = fs.existsSync(indexHtml);
  const hasRenderer = hasApp && fs.existsSync(serverRenderer);
  const hasAdminApp = fs.existsSync(path.join(publicDir, ADMIN_PAGE));
  const hasVerifyPage = fs.existsSync(path.join(publicDir, VERIFY_PAGE));
  const verifyTemplate = hasVerifyPage && hasRenderer ? fs.readFileSync(path.join(publicDir, VERIFY_PAGE), 'utf8') : '';
  const template = hasApp ? fs.readFileSync(indexHtml, 'utf8') : '';
  const manifestFile = path.join(publicDir, '.vite', 'manifest.json');
  const manifest =
    hasRenderer && fs.existsSync(manifestFile) ? (JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest) : {};
  const missing = hasRenderer
    ? [...missingAnchors(template), ...[APP_ENTRY, START_ENTRY].filter((key) => !manifest[key])]
    : [];
  if (missing.length > 0)
    throw new Error(`dist/index.html or its manifest lacks what a rendered page needs: ${missing.join(', ')}`);
  const missingInVerify = verifyTemplate ? missingAnchors(verifyTemplate) : [];
  if (missingInVerify.length > 0)
    throw new Error(`dist/${VERIFY_PAGE} lacks what the verify page needs: ${missingInVerify.join(', ')}`);
  const startScript = hasRenderer
    ? `<script type="module" crossorigin src="/${manifest[START_ENTRY]?.file}"></script>`
    : '';
  // Loaded after the server listens, not before: a start-up waits for none of its megabyte of code.
  let rendererLoad: Promise<PageRenderer> | undefined;
  const renderer = () => (rendererLoad ??= import(pathToFileURL(serverRenderer).href) as Promise<PageRenderer>);

  if (hasApp) {
    await app.register(fastifyStatic, {
      root: publicDir,
      wildcard: false,
      index: false,
      // .br and .gz files written beside each asset at build time, sent in its place; a route per
      // file only for the assets themselves, a third as many to set up at start-up.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    // Browsers ask for /favicon.ico on pages that name no icon (the API reference, JSON opened as a page).
    app.get('/favicon.ico', (_request, reply) => reply.redirect('/favicon.svg', 301));
  }

  // A page reads the API over the server's own socket, as any client would. With app.inject, Fastify
  // ran on light-my-request's stand-ins for Node's request and response too, and every answer after
  // the first rendered page came a third slower: its code no longer saw objects of one shape.
  const readApi = async (apiPath: string, locale: Locale) => {
    const answer = await fetch(`${ownOrigin(app)}/api/v1${apiPath}`, { headers: { 'accept-language': locale } });
    if (answer.status !== 200) throw new ApiReadFailed(apiPath, answer.status);
    return answer.json();
  };

  // `url` is the renderer's own address of the page (path, and a list's page), so it is the whole key.
  const renderedPage = (url: string, locale: Locale) =>
    app.publicCache.get(
      JSON.stringify(['page', url, locale]),
      [RENDERED_PAGES_TAG],
      async () => {
        const page = await (await renderer()).renderPage({ url, locale, readApi });
        if (!page) throw new Error(`${url} is not a server-rendered page`);
        if (page.status === 301 && page.location) throw new PageMoved(page.location);
        const html = composePage(template, {
          ...page,
          startScript,
          headEnd: page.styles + pageModulesElement(manifest, page.modules),
        });
        if (page.status === 404) throw new PageNotFound(encodePage(html));
        return html;
      },
      encodePage,
    ) as Promise<RenderedBody>;

  // The same for every visitor of a language (the permit rides in the fragment, which never reaches us): made once.
  const verifyPages = new Map<Locale, Promise<RenderedBody>>();
  const verifyPage = (locale: Locale) => {
    let made = verifyPages.get(locale);
    if (!made) {
      made = renderer().then(({ renderVerifyPage }) =>
        encodePage(
          composePage(verifyTemplate, { ...renderVerifyPage(locale), preloads: '', headEnd: '', afterRoot: '' }),
        ),
      );
      verifyPages.set(locale, made);
      made.catch(() => verifyPages.delete(locale));
    }
    return made;
  };

  if (hasRenderer) {
    // The home page, rendered while the server waits for its first visitor.
    app.addHook('onListen', async () => {
      renderedPage('/', 'ar').catch((error: unknown) => app.log.error({ err: error }, 'server rendering failed'));
    });
  }

  app.setNotFoundHandler(
    { preHandler: app.rateLimit({ max: 300, timeWindow: '1 minute' }) },
    async (request, reply) => {
      const isPage = request.method === 'GET' && !request.url.startsWith('/api/') && hasApp;
      if (!isPage) throw notFound();
      // Drawn in the browser for signed-in staff only: never rendered, cached or indexed.
      if (hasAdminApp && isAdminAddress(request.url))
        return reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex').sendFile(ADMIN_PAGE);
      if (hasVerifyPage && isVerifyAddress(request.url)) {
        try {
          if (verifyTemplate) return sendPage(request, reply, await verifyPage(localeOf(request)));
        } catch (error) {
          request.log.error({ err: error }, 'server rendering failed');
        }
        // Its script draws the page itself.
        return reply.header('Cache-Control', 'no-cache').sendFile(VERIFY_PAGE);
      }
      // An editor's preview shows what is not public: drawn in the browser, never rendered into the shared cache.
      if (isPreviewAddress(request.url))
        return reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex').sendFile('index.html');
      try {
        const url = hasRenderer ? (await renderer()).serverRenderedUrl(request.url) : null;
        if (url !== null) return sendPage(request, reply, await renderedPage(url, localeOf(request)));
      } catch (error) {
        if (error instanceof PageNotFound) return sendPage(request, reply, error.page, 404);
        // Not kept by browsers for good: an editor may give the old slug back to the article.
        if (error instanceof PageMoved) return reply.header('cache-control', 'no-cache').redirect(error.location, 301);
        // The shell still works: the browser draws the page itself.
        request.log.error({ err: error }, 'server rendering failed');
      }
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    },
  );
}
