// The edge build: the Node build keeps an AsyncLocalStorage, whose promise hooks would then slow
// every request of the process (Node 20), for a per-request cache this app does not use.
import { prerender } from 'react-dom/static.edge';
import type { EmotionCache } from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { Router } from 'wouter';
import { App } from './app/app';
import { serverRenderedPage } from './app/server-rendered-pages';
import type { PageRequest, RenderedPage } from '../schemas/page-rendering';
import { directionOf } from './i18n/locale';
import { newEmotionCache } from './lib/emotion-cache';
import { pageDataElement, PageDataStore, pageReadKey } from './lib/page-data';
import { DocumentHead } from './lib/use-document-title';

export { verifyPage as renderVerifyPage } from './verify/page-html';

/**
 * The address the server renders for `url` (path and query) and caches the rendering under, or null
 * for a route the browser draws alone (see app/server-rendered-pages.ts).
 */
export function serverRenderedUrl(url: string): string | null {
  return serverRenderedPage(url)?.url ?? null;
}

type StyleChunks = ReturnType<ReturnType<typeof createEmotionServer>['extractCriticalToChunks']>;

/**
 * Emotion keeps the styles of the classes in the HTML; this adds every other class the render made.
 * A styled component built on another (MUI's Link on Typography) makes a class for each, and only the
 * outer one reaches the HTML: the browser, not finding the inner one, would make it again while
 * hydrating, each rule through the right-to-left plugin, for 50 rules a page.
 */
function withEveryClassStyle(chunks: StyleChunks, cache: EmotionCache): StyleChunks {
  const classes = chunks.styles.find((chunk) => chunk.key === cache.key);
  if (!classes) return chunks;
  const kept = new Set(classes.ids);
  for (const [id, css] of Object.entries(cache.inserted)) {
    if (typeof css !== 'string' || !cache.registered[`${cache.key}-${id}`] || kept.has(id)) continue;
    classes.ids.push(id);
    classes.css += css;
  }
  return chunks;
}

/**
 * The page's <style> elements, as Emotion's constructStyleTagsFromChunks writes them, each marked `data-s`:
 * Emotion's default cache, made when the browser loads @emotion/react, moves every unmarked one to the end
 * of <head> and marks it, and a moved stylesheet is parsed again (60 KB of CSS on a form page). The
 * app's own cache then takes them over where they are (src/lib/emotion-cache.ts).
 */
function styleTags({ styles }: StyleChunks): string {
  return styles
    .map(({ key, ids, css }) => `<style data-emotion="${key} ${ids.join(' ')}" data-s="">${css}</style>`)
    .join('');
}

/**
 * Renders a public page to HTML on the server (built by `vite build --ssr`, loaded by the server at
 * start-up): its API reads first, then the whole tree with every lazy screen resolved, then the
 * CSS Emotion produced for it. Null for a route the browser draws alone.
 */
export async function renderPage({ url, locale, readApi }: PageRequest): Promise<RenderedPage | null> {
  const page = serverRenderedPage(url);
  if (!page) return null;
  const pageData = new PageDataStore();
  let status: RenderedPage['status'] = page.matchesNoRoute ? 404 : 200;
  const answers: unknown[] = [];
  await Promise.all(
    page.reads.map(async (read, index) => {
      const key = pageReadKey(read, locale);
      try {
        answers[index] = await readApi(read.path, locale);
        pageData.put(key, answers[index]);
      } catch (error) {
        // What does not exist is drawn as such, also once hydrated; another failure is left for the browser to ask again and log.
        if ((error as { status?: unknown } | null)?.status !== 404) return;
        status = 404;
        pageData.putNotFound(key);
      }
    }),
  );
  const dir = directionOf(locale);
  const ownAnswer = answers[page.reads.length - 1];
  const location = status === 200 && ownAnswer !== undefined ? page.movedTo?.(ownAnswer) : undefined;
  if (location !== undefined) {
    const moved = { preloads: '', styles: '', html: '', afterRoot: '', modules: [] };
    return { status: 301, location, lang: locale, dir, title: undefined, ...moved };
  }
  const emotionCache = newEmotionCache(dir);
  // Styles go to the cache, for extraction below, rather than inline before each element.
  emotionCache.compat = true;
  const documentHead = new DocumentHead();
  const errors: unknown[] = [];
  // prerender waits for every lazy screen; it moves a part larger than progressiveChunkSize out of
  // place, to be revealed by an inline script that the CSP forbids, so no part is too large.
  const { prelude } = await prerender(
    <Router ssrPath={page.url}>
      <App serverLocale={locale} pageData={pageData} emotionCache={emotionCache} documentHead={documentHead} />
    </Router>,
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  // A part that failed would be left to the browser, again with an inline script: fail whole.
  if (errors.length > 0) throw new AggregateError(errors, `rendering ${url} failed`);
  // React puts the preloads of the page's first images ahead of the markup; they belong at the top of <head>.
  const [, preloads = '', html = ''] =
    /^((?:<link [^>]*\/>)*)([\s\S]*)$/.exec(await new Response(prelude).text()) ?? [];
  if (html.includes('<script')) throw new Error(`rendering ${url} left a part to an inline script`);
  const emotion = createEmotionServer(emotionCache);
  const styles = styleTags(withEveryClassStyle(emotion.extractCriticalToChunks(html), emotionCache));
  const afterRoot = pageDataElement(pageData.snapshot());
  return {
    status,
    lang: locale,
    dir,
    title: documentHead.title,
    preloads,
    styles,
    html,
    afterRoot,
    modules: page.modules,
  };
}
