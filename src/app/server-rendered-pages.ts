import { paths } from '../config/paths';
import { APPEARANCE_READ } from '../features/appearance/use-appearance';
import { ARTICLES_READ } from '../features/home/api/latest-news';
import type { PageRead } from '../lib/page-data';

export interface ServerRenderedPage {
  /** The API reads it draws from (the header and footer read the appearance everywhere). */
  reads: PageRead[];
  /** The source of its screen, as the router loads it lazily: the server preloads its chunk, so hydration does not wait for it. */
  screen: string;
}

/**
 * The routes the server renders to HTML. A route not listed is drawn in the browser only: the member
 * area and the forms, whose first paint is the form itself.
 */
const serverRenderedPages: Record<string, ServerRenderedPage> = {
  [paths.home.path]: { reads: [APPEARANCE_READ, ARTICLES_READ], screen: 'src/features/home/home-page.tsx' },
};

/** A server-rendered route, or null if the browser draws it alone. */
export function serverRenderedPage(pathname: string): ServerRenderedPage | null {
  return serverRenderedPages[pathname] ?? null;
}
