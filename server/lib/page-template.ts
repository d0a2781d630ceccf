/** What the server renderer gives for one page (see src/entry-server.tsx, which the server never imports). */
export interface RenderedPageParts {
  lang: string;
  dir: string;
  title: string | undefined;
  /** For the top of <head>, after the viewport: the first images' preloads. */
  preloads: string;
  /** For the end of <head>: the page's CSS and the list of its code. */
  headEnd: string;
  /** In place of the app's entry and its preloads: the script that fetches them once the page has painted; the template's own when left out. */
  startScript?: string;
  html: string;
  afterRoot: string;
}

// The places in index.html a rendered page fills.
const ANCHORS = {
  html: '<html lang="ar" dir="rtl">',
  viewport: /<meta name="viewport"[^>]*>/,
  headEnd: '</head>',
  root: '<div id="root"></div>',
  title: /<title>[^<]*<\/title>/,
  appScript: /<script type="module"[^>]*><\/script>/,
};

/** The preloads Vite writes for the app's entry: on a rendered page they would share the connection with its first images. */
const APP_PRELOADS = /\s*<link rel="modulepreload"[^>]*>/g;

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The anchors the template lacks; checked at start-up, so a changed index.html fails loudly. */
export function missingAnchors(template: string): string[] {
  return Object.entries(ANCHORS)
    .filter(([, anchor]) => !template.match(anchor))
    .map(([name]) => name);
}

/**
 * The built index.html with a rendered page in it. Every part goes in through a function, never as a
 * replacement string, in which `$&` or `$'` (in an article, say) would splice in parts of the template.
 */
export function composePage(template: string, page: RenderedPageParts): string {
  return (
    template
      .replace(ANCHORS.html, () => `<html lang="${page.lang}" dir="${page.dir}">`)
      .replace(ANCHORS.title, (title) => (page.title ? `<title>${escapeText(page.title)}</title>` : title))
      // The first images before the scripts: on a phone's few connections, the largest paint is not kept waiting.
      // After the viewport, or a phone would pick their copies for a 980 px desktop page (100vw) before it applies.
      .replace(ANCHORS.viewport, (viewport) => `${viewport}${page.preloads}`)
      .replace(APP_PRELOADS, '')
      .replace(ANCHORS.appScript, (appScript) => page.startScript ?? appScript)
      .replace(ANCHORS.headEnd, () => `${page.headEnd}${ANCHORS.headEnd}`)
      .replace(ANCHORS.root, () => `<div id="root">${page.html}</div>${page.afterRoot}`)
  );
}
