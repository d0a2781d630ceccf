import { parse as routePattern } from 'regexparam';
import { matchRoute } from 'wouter';
import { APPEARANCE_READ } from '../lib/appearance';
import type { PageRead } from '../lib/page-data';
import { pageFromSearch } from '../lib/use-page-param';
import { notFoundPage, pages, type Page } from './pages';

export interface ServerRenderedPage {
  /** The address rendered, and the key of its rendering: the path, with `?page=n` for a paged list past page 1. */
  url: string;
  /** The API reads it draws from. A read that answers 404 makes the page "not found", answered with HTTP 404. */
  reads: PageRead[];
  /** The sources of what it loads lazily, whose built chunks the server preloads. */
  modules: string[];
  /** Where the page now is, from the answer of its own read (the last of `reads`) when the address is an older one. */
  movedTo?: (answer: unknown) => string | undefined;
  /** An address the router answers with the not-found page: rendered as such and answered with HTTP 404. */
  matchesNoRoute?: true;
}

/** The route patterns the server renders (the manifest's pages with `serverRendered`), for a test that visits every one. */
export const serverRenderedRoutes = pages.flatMap((page) => (page.serverRendered ? [page.path] : []));

/** The path as wouter's router reads it: decoded as by decodeURI, or left as it is when that fails. */
function routerPath(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

/**
 * The page of the manifest at `pathname` with its route parameters, as the router's Switch finds it:
 * wouter's matchRoute with its own pattern parser (regexparam), so the server and the browser agree.
 */
export function pageAt(pathname: string): { page: Page; params: Record<string, string | undefined> } | null {
  const path = routerPath(pathname);
  for (const page of pages) {
    const [matches, params] = matchRoute(routePattern, page.path, path);
    if (matches) return { page, params };
  }
  return null;
}

/**
 * A server-rendered page at `url` (a path, with or without its query), or null if the browser draws it
 * alone; an address that matches no page is the not-found page. Every page reads the appearance (the
 * header and footer), then its own read, the one its component asks for under the same key.
 */
export function serverRenderedPage(url: string): ServerRenderedPage | null {
  const { pathname, search } = new URL(url, 'http://portal');
  const found = pageAt(pathname);
  if (!found)
    return {
      url: pathname,
      reads: [APPEARANCE_READ],
      modules: notFoundPage.serverRendered.modules,
      matchesNoRoute: true,
    };
  const rendering = found.page.serverRendered;
  if (!rendering) return null;
  const page = rendering.read?.paged ? pageFromSearch(search) : 1;
  const address = { params: found.params, page };
  const reads = rendering.read ? [APPEARANCE_READ, rendering.read.readAt(address)] : [APPEARANCE_READ];
  const { movedTo } = rendering;
  return {
    url: page > 1 ? `${pathname}?page=${page}` : pathname,
    reads,
    modules: rendering.modules,
    ...(movedTo && { movedTo: (answer: unknown) => movedTo(answer, address) }),
  };
}
