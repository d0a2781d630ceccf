import type { Locale } from './locale';

/**
 * The contract between the server and the browser app's server renderer (`vite build --ssr src/entry-server.tsx`),
 * which the server loads from its build and never imports from the app's sources.
 */

export interface PageRequest {
  /** Path and query, as asked. */
  url: string;
  locale: Locale;
  /**
   * The server's own API: the answer of a GET on `path` (under /api/v1) in `locale`, as its cache holds it.
   * A failure rejects with an error whose `status` is the HTTP status.
   */
  readApi(path: string, locale: Locale): Promise<unknown>;
}

export interface RenderedPage {
  /**
   * 404 when the address matches no route, or one of the page's reads answered 404 (a detail that does not exist): the page drew "not found".
   * 301 when the address is an older one of what its read found (an article's slug before an editor changed it): nothing is drawn, the server redirects to `location`.
   */
  status: 200 | 301 | 404;
  /** With 301: the page's own address now. */
  location?: string;
  lang: Locale;
  dir: 'rtl' | 'ltr';
  title: string | undefined;
  /** For the top of <head>, ahead of the scripts: preloads of the page's first images. */
  preloads: string;
  /** For <head>: <style> elements with the CSS of exactly what was rendered. */
  styles: string;
  /** The markup of #root. */
  html: string;
  /** To follow #root: the API answers the page drew from, embedded for hydration (never executed). */
  afterRoot: string;
  /** The sources of what the page loads lazily, whose built chunks the server preloads. */
  modules: string[];
}

/** A page drawn without React (the verify page, src/verify/): its language, its title and the markup of #root. */
export interface PlainPage {
  lang: Locale;
  dir: 'rtl' | 'ltr';
  title: string;
  html: string;
}

/** What src/entry-server.tsx exports. */
export interface PageRenderer {
  /** The address rendered for a path and query (and the key of its rendering), or null if the browser draws it alone. */
  serverRenderedUrl(url: string): string | null;
  renderPage(request: PageRequest): Promise<RenderedPage | null>;
  /** The public permit check at /verify, whose data is all in the address's fragment. */
  renderVerifyPage(locale: Locale): PlainPage;
}

/** The id of the `<script type="application/json">` in which a server-rendered page carries its API answers. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';
