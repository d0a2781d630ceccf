import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DIST_DIR } from '../../bench/paths';
import { serverRenderedPage } from '../../src/app/server-rendered-pages';
import { demoIndividual } from '../support/accounts';
import { PHONE_VIEWPORT } from './support/chromium';
import { useRunningPortal } from './support/running-portal';

const HEADING_AR = 'مرحبًا بك في بوابة المحمية الملكية';
const FORM_PAGES = ['/contact-us', '/sign-up', '/sign-up-companies', '/forget-password'];
const manifest = () =>
  JSON.parse(fs.readFileSync(path.join(DIST_DIR, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { file: string; imports?: string[] }
  >;

/** Notes the page's heading as the server drew it, and every loading overlay shown while the page loads. */
const watchServerHeading = (page: Page) =>
  page.addInitScript(() => {
    const seen = window as unknown as { serverHeading?: Element | null; overlays: number };
    seen.overlays = 0;
    document.addEventListener('DOMContentLoaded', () => (seen.serverHeading = document.querySelector('h1')));
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof Element && node.matches('.MuiBackdrop-root')) seen.overlays += 1;
    }).observe(document, { subtree: true, childList: true });
  });

/** Whether the heading is still the server's node (React did not drop the page to draw it afresh), and how many overlays showed. */
const serverHeadingKept = (page: Page) =>
  page.evaluate(() => {
    const { serverHeading, overlays } = window as unknown as { serverHeading?: Element | null; overlays: number };
    return { sameHeading: serverHeading != null && serverHeading === document.querySelector('h1'), overlays };
  });

/** The home page arrives as HTML with its text, styles and data, then hydrates without asking the API again. */
describe('the server-rendered home page', () => {
  const running = useRunningPortal();

  it('arrives as HTML with its heading, news, first image, styles and title, and no script to execute inline', async () => {
    const response = await fetch(running.portal.url, { headers: { 'accept-encoding': 'br' } });
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('vary')).toBe('Accept-Encoding, Cookie');
    const html = await response.text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<title>الرئيسية | بوابة المحمية</title>');
    expect(html).toMatch(new RegExp(`<div id="root">.*${HEADING_AR}`, 's'));
    // The first banner, at the width the screen needs: narrower WebP copies for narrower screens.
    expect(html).toMatch(
      /<link rel="preload" as="image" imageSrcSet="\/media\/320\/demo\/banners\/home-1.webp 320w, [^"]*1280w" imageSizes="[^"]+" fetchPriority="high"\/>/,
    );
    // The first images are asked for before the scripts, which would otherwise hold a phone's few connections.
    expect(html.indexOf('<link rel="preload" as="image"')).toBeLessThan(html.indexOf('<script type="module"'));
    // The page starts from the small script that fetches the app once the first images are painted.
    expect(html).toContain(
      `<script type="module" crossorigin src="/${manifest()['src/start-after-first-images.ts']!.file}"></script>`,
    );
    expect(html).not.toContain(`src="/${manifest()['index.html']!.file}"`);
    // That script imports nothing: a module it shared with the app would fetch the app's shell beside the first
    // images (vite.config.ts, START_ENTRY_MODULES).
    expect(manifest()['src/start-after-first-images.ts']!.imports ?? []).toEqual([]);
    // Every stylesheet marked `data-s`, so Emotion's default cache does not move it (and Chromium parse it again) while the app starts.
    expect(html).toMatch(/<style data-emotion="mui-rtl [^"]+" data-s="">/);
    expect(html).not.toMatch(/<style data-emotion="[^"]*">/);
    // The app and the screen's own chunk are listed for that script to ask for at once, after the first paint.
    expect(html).toMatch(
      /<script type="application\/json" id="page-modules">\{"app":"\/assets\/index-[\w-]+\.js","chunks":\[[^\]]*"\/assets\/home-page-[\w-]+\.js"/,
    );
    // No chunk is preloaded with the HTML, where it would share a slow connection with the page's text and first images.
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<script type="application/json" id="page-data">');
    // Every script is either the app's own file or data: nothing the CSP would have to allow inline.
    for (const [script] of html.matchAll(/<script[^>]*>/g))
      expect(script).toMatch(/type="module" crossorigin src="\/assets\/|type="application\/json"/);

    const again = await fetch(running.portal.url, { headers: { 'if-none-match': response.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it.each(['/', ...FORM_PAGES])(
    '%s has the chunk of everything it loads lazily preloaded once it has painted',
    async (route) => {
      const html = await (await fetch(running.portal.url + route)).text();
      const listed = (
        JSON.parse(/<script type="application\/json" id="page-modules">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}') as {
          chunks: string[];
        }
      ).chunks;
      const page = await running.browser.newPage();
      try {
        await page.goto(running.portal.url + route);
        const preloaded = () =>
          page
            .locator('link[rel="modulepreload"]')
            .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
        for (const source of serverRenderedPage(route)!.modules) {
          const chunk = manifest()[source];
          expect(chunk, `${source} in the build manifest`).toBeDefined();
          expect(listed).toContain(`/${chunk!.file}`);
          await expect.poll(preloaded).toContain(`/${chunk!.file}`);
        }
      } finally {
        await page.close();
      }
    },
  );

  it.each(FORM_PAGES)(
    '%s arrives with its form drawn, its fields and button waiting for the page code until it has hydrated',
    async (route) => {
      const html = await (await fetch(running.portal.url + route)).text();
      expect(html).toMatch(/<div id="root">.*<form class="rjsf"/s);
      // Nothing can be typed that hydration would wipe, nor posted by the browser without the page's code:
      // the whole form sits in one disabled fieldset.
      expect(html).toMatch(/<fieldset[^>]*disabled=""[^>]*><legend[^>]*>[^<]+<\/legend><form class="rjsf"/);
      const withoutScripts = await running.browser.newContext({ javaScriptEnabled: false });
      const still = await withoutScripts.newPage();
      await still.goto(running.portal.url + route);
      expect(await still.locator('form.rjsf button[type="submit"]').isEnabled()).toBe(false);
      expect(await still.locator('form.rjsf input:not([type=hidden])').first().isEnabled()).toBe(false);
      await withoutScripts.close();
      const page = await running.browser.newPage();
      await watchServerHeading(page);
      const problems: string[] = [];
      page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
      page.on('pageerror', (error) => problems.push(error.message));
      await page.goto(running.portal.url + route);
      await expect
        .poll(() => page.locator('form.rjsf button[type="submit"]').isEnabled(), { timeout: 10_000 })
        .toBe(true);
      expect(await page.locator('form.rjsf input:not([type=hidden])').first().isEnabled()).toBe(true);
      await page.waitForLoadState('networkidle');
      expect(await serverHeadingKept(page)).toEqual({ sameHeading: true, overlays: 0 });
      expect(problems).toEqual([]);
      await page.close();
    },
  );

  it('gives a phone the copy of the banner made for its width, and none of the wide copies', async () => {
    const page = await running.browser.newPage({ viewport: PHONE_VIEWPORT });
    const variants: string[] = [];
    page.on('request', (request) => variants.push(new URL(request.url()).pathname));
    await page.goto(running.portal.url);
    const banner = page.getByRole('img', { name: 'مشهد واسع لطبيعة المحمية الملكية' });
    await expect
      .poll(() => banner.evaluate((image) => (image as HTMLImageElement).currentSrc))
      .toContain('/media/640/demo/banners/home-1.webp');
    await page.waitForLoadState('networkidle');
    expect(variants.filter((url) => url.startsWith('/media/1280/') || url.startsWith('/demo/banners/'))).toEqual([]);
    await page.close();
  });

  it('gives a phone that applies the page’s viewport (Lighthouse’s Moto G Power) the copy for its width, preloaded once', async () => {
    const context = await running.browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const banners: string[] = [];
    page.on(
      'request',
      (request) => request.url().includes('/banners/home-1') && banners.push(new URL(request.url()).pathname),
    );
    await page.goto(running.portal.url);
    await page.waitForLoadState('networkidle');
    // 412 px at 1.75 is 721 device pixels: the 960 copy, and not the 1280 one a 980 px desktop layout would pick.
    expect(banners).toEqual(['/media/960/demo/banners/home-1.webp']);
    await context.close();
  });

  it('asks for the app only once its first images are in, so they do not share the connection with its code', async () => {
    const page = await running.browser.newPage({ viewport: PHONE_VIEWPORT });
    await page.goto(running.portal.url);
    await page.waitForLoadState('networkidle');
    const timings = await page.evaluate(() => {
      const firstImages = new Set(
        [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')].map((image) => image.currentSrc),
      );
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      return {
        firstImagesIn: Math.max(
          ...entries.filter((entry) => firstImages.has(entry.name)).map((entry) => entry.responseEnd),
        ),
        imageCount: entries.filter((entry) => firstImages.has(entry.name)).length,
        appAskedAt: entries.find((entry) => /\/assets\/index-[\w-]+\.js$/.test(entry.name))?.startTime ?? Number.NaN,
      };
    });
    expect(timings.imageCount).toBe(3);
    expect(timings.appAskedAt).toBeGreaterThan(timings.firstImagesIn);
    await page.close();
  });

  it.each(['ar', 'en'])(
    'fetches in %s only the cut faces of the first screen, and no stylesheet before the paint',
    async (locale) => {
      const context = await running.browser.newContext({ viewport: PHONE_VIEWPORT });
      await context.addCookies([{ name: 'locale', value: locale, url: running.portal.url }]);
      const page = await context.newPage();
      const fonts: string[] = [];
      page.on('request', (request) => request.resourceType() === 'font' && fonts.push(new URL(request.url()).pathname));
      await page.goto(running.portal.url);
      await page.waitForLoadState('networkidle');
      // src/fonts/build-first-screen-fonts.ts: the Arabic alphabet and basic Latin, never @fontsource's whole files.
      expect(fonts.length).toBeGreaterThan(0);
      for (const font of fonts)
        expect(font).toMatch(/^\/assets\/ibm-plex-sans-arabic-(arabic-alphabet|basic-latin)-(400|700)-[\w-]+\.woff2$/);
      expect(await page.locator('link[rel="stylesheet"]').count()).toBe(0);
      await context.close();
    },
  );

  it('renders in English for a visitor whose language cookie says so', async () => {
    const html = await (await fetch(running.portal.url, { headers: { cookie: 'locale=en' } })).text();
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toMatch(/<div id="root">.*Welcome to the royal reserve portal/s);
  });

  it('reads without JavaScript', async () => {
    const context = await running.browser.newContext({ javaScriptEnabled: false, viewport: PHONE_VIEWPORT });
    const page = await context.newPage();
    await page.goto(running.portal.url);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(HEADING_AR);
    expect(await page.getByRole('heading', { level: 2 }).allTextContents()).toContain('أماكن في المحمية');
    await context.close();
  });

  it('hydrates without a mismatch and without asking the API for what it carries, then works', async () => {
    const page = await running.browser.newPage();
    await watchServerHeading(page);
    const problems: string[] = [];
    page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
    page.on('pageerror', (error) => problems.push(error.message));
    const apiReads: string[] = [];
    page.on('request', (request) => request.url().includes('/api/') && apiReads.push(new URL(request.url()).pathname));
    await page.goto(running.portal.url);
    await page.waitForLoadState('networkidle');
    // The server sent every style the page's classes need: once hydrated, the browser has made none again (each through the RTL plugin).
    const stylesMadeByTheBrowser = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion="mui-rtl"]')].reduce(
        (rules, style) => rules + (style.sheet?.cssRules.length ?? 0),
        0,
      ),
    );
    expect(stylesMadeByTheBrowser).toBe(0);
    await page.getByRole('button', { name: 'وادي الشوكي' }).click();
    await expect.poll(() => page.getByText('45 كيلومترا', { exact: false }).first().isVisible()).toBe(true);
    expect(await serverHeadingKept(page)).toEqual({ sameHeading: true, overlays: 0 });
    expect(apiReads).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('answers an address that matches no route with HTTP 404 and the not-found page, which hydrates in place', async () => {
    const page = await running.browser.newPage();
    await watchServerHeading(page);
    const problems: string[] = [];
    // The one expected complaint is Chromium's own about the document's 404.
    page.on(
      'console',
      (message) => message.type() === 'error' && !message.text().includes('404') && problems.push(message.text()),
    );
    page.on('pageerror', (error) => problems.push(error.message));
    const response = await page.goto(`${running.portal.url}/does-not-exist`);
    expect(response?.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1, name: 'الصفحة غير موجودة' }).count()).toBe(1);
    await page.waitForLoadState('networkidle');
    expect(await serverHeadingKept(page)).toEqual({ sameHeading: true, overlays: 0 });
    expect(problems).toEqual([]);
    await page.close();
  });

  it('shows a signed-in visitor their session once the page has hydrated', async () => {
    const form = new FormData();
    form.append('email', demoIndividual.email);
    form.append('password', demoIndividual.password);
    const { data } = (await (
      await fetch(`${running.portal.url}/api/v1/login`, { method: 'POST', body: form })
    ).json()) as { data: { token: string } };
    const context = await running.browser.newContext();
    await context.addInitScript(
      (token) => localStorage.setItem('reserve-portal.token', JSON.stringify(token)),
      data.token,
    );
    const page = await context.newPage();
    await watchServerHeading(page);
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(running.portal.url);
    await page.getByRole('button', { name: 'تسجيل الخروج' }).waitFor();
    // The session shows once the screen has hydrated, not by making React draw the page afresh.
    expect(await serverHeadingKept(page)).toEqual({ sameHeading: true, overlays: 0 });
    expect(problems).toEqual([]);
    await context.close();
  });
});
