/** What the server renderer gives for one page (see src/entry-server.tsx, which the server never imports). */
export interface RenderedPageParts {
  lang: string;
  dir: string;
  title: string | undefined;
  /** For the top of <head>: the first images' preloads. */
  preloads: string;
  /** For the end of <head>: the page's CSS and the list of its chunks. */
  headEnd: string;
  html: string;
  afterRoot: string;
}

// The places in index.html a rendered page fills.
const ANCHORS = {
  html: '<html lang="ar" dir="rtl">',
  headStart: '<head>',
  headEnd: '</head>',
  root: '<div id="root"></div>',
  title: /<title>[^<]*<\/title>/,
};

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
      .replace(ANCHORS.headStart, () => `${ANCHORS.headStart}${page.preloads}`)
      .replace(ANCHORS.headEnd, () => `${page.headEnd}${ANCHORS.headEnd}`)
      .replace(ANCHORS.root, () => `<div id="root">${page.html}</div>${page.afterRoot}`)
  );
}
