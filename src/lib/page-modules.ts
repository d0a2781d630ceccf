/** The element the server puts in a rendered page, listing the chunks the page loads lazily (server/plugins/browser-app.ts). */
export const PAGE_MODULES_ELEMENT_ID = 'page-modules';

/**
 * Asks at once for every chunk a server-rendered page will load (its screen, form and widgets), so
 * hydration does not wait for them one after another. Called after the first paint: listed in the
 * HTML as preloads, they would share a slow connection with the page's text and fonts.
 */
export function preloadPageModules(document: Document): void {
  const list = document.getElementById(PAGE_MODULES_ELEMENT_ID)?.textContent;
  const files = list ? (JSON.parse(list) as unknown) : [];
  if (!Array.isArray(files)) return;
  for (const file of files) {
    if (typeof file !== 'string' || !file.startsWith('/assets/')) continue;
    const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href: file, crossOrigin: '' });
    document.head.append(link);
  }
}
