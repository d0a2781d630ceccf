import { createIntl } from '@formatjs/intl';
import { describe, expect, it } from 'vitest';
import { appearanceFixture } from '../tests/support/appearance-fixture';
import { pages } from './app/pages';
import { pageTitleMessages, type PageTitleId } from './config/page-titles';
import { renderPage } from './entry-server';

const emptyList = { data: [], meta: { current_page: 1, from: null, last_page: 1, per_page: 20, total: 0 } };
/** An address of the page: its pattern with each parameter filled. */
const addressOf = (path: string) => path.replace(/:[a-zA-Z]+/g, 'no-such-item');

/**
 * The server's own API for these renders: the appearance, an empty list for a list, 404 for a detail
 * (no such item), and a failure left for the browser for any other read.
 */
async function readApi(path: string): Promise<unknown> {
  if (path === '/appearance') return { data: appearanceFixture };
  const read = pages
    .flatMap(({ serverRendered }) => serverRendered?.read ?? [])
    .find((candidate) => candidate.readAt({ params: {}, page: 1 }).path === path);
  if (read?.paged) return emptyList;
  throw Object.assign(new Error(`GET ${path} failed`), { status: /^\/[a-z-]+\/no-such-item/.test(path) ? 404 : 503 });
}

const rendered = pages.filter((page) => page.serverRendered);
const intl = createIntl({ locale: 'ar', messages: pageTitleMessages.ar });

/** Every page the manifest marks as server-rendered, rendered by the real renderer at its address, titled as the manifest says. */
describe('the server renderer draws every server-rendered page of the manifest', () => {
  it.each(rendered.map((page) => [page.path, page] as const))(
    '%s',
    async (path, page) => {
      const result = await renderPage({ url: addressOf(path), locale: 'ar', readApi });
      expect(result).not.toBeNull();
      const isDetail = path.includes(':');
      // A permit's page, titled by its folder, is never rendered by the server: it needs a session.
      const titleId = isDetail ? 'pageTitle.notFound' : (page.title as PageTitleId);
      const title = intl.formatMessage({ id: titleId });
      expect(result).toMatchObject({
        status: isDetail ? 404 : 200,
        title: `${title} | بوابة المحمية`,
        modules: page.serverRendered!.modules,
      });
      expect(result!.html).toContain(title);
    },
    30_000,
  );
});
