import { describe, expect, it } from 'vitest';
import { permitServices } from '../../schemas/api/permits';
import { budgetedPages, jsBudgets } from '../../tests/support/js-budgeted-pages';
import { pageTitleMessages } from '../config/page-titles';
import { notFoundPage, pages } from './pages';
import { pageAt, serverRenderedPage, serverRenderedRoutes } from './server-rendered-pages';

/** An address of the page: its pattern with each parameter filled. */
const addressOf = (path: string) => path.replace(/:[a-zA-Z]+/g, 'some-item');

describe('the page manifest', () => {
  it.each(pages.map((page) => [page.path, page] as const))(
    'routes %s to its own page, shadowed by no other',
    (path, page) => {
      expect(pageAt(addressOf(path))?.page).toBe(page);
    },
  );

  it.each(pages.map((page) => [page.path, page] as const))(
    'renders %s on the server exactly when the manifest says so',
    (path, page) => {
      const rendered = serverRenderedPage(addressOf(path));
      if (!page.serverRendered) return expect(rendered).toBeNull();
      expect(rendered).toMatchObject({ url: addressOf(path), modules: page.serverRendered.modules });
      expect(rendered?.matchesNoRoute).toBeUndefined();
      const ownRead = page.serverRendered.read?.readAt({ params: pageAt(addressOf(path))!.params, page: 1 });
      expect(rendered?.reads.map((read) => read.path)).toEqual(['/appearance', ...(ownRead ? [ownRead.path] : [])]);
    },
  );

  it('lists the server-rendered routes from the manifest', () => {
    expect(serverRenderedRoutes).toEqual(pages.filter((page) => page.serverRendered).map((page) => page.path));
    expect(serverRenderedRoutes).toContain('/news/:id');
    expect(serverRenderedRoutes).not.toContain('/profile');
  });

  it('names every page title of the catalogue, and only those, once each', () => {
    const titles = [...pages.flatMap(({ title }) => (typeof title === 'string' ? title : [])), notFoundPage.title];
    expect(new Set(titles).size).toBe(titles.length);
    expect(titles.sort()).toEqual(Object.keys(pageTitleMessages.ar).sort());
  });

  it('has a page per permit folder, titled and headed by its service.json', () => {
    for (const { path, title, headerImage } of permitServices)
      expect(pages.find((page) => page.path === path)).toMatchObject({
        title,
        header: headerImage,
        guard: 'signed-in',
      });
  });

  it('holds every measured page to one JS budget, and budgets no address that is not such a page', () => {
    const budgeted = budgetedPages();
    expect(budgeted.map(({ path }) => path)).toEqual(pages.filter((page) => !page.unmeasured).map((page) => page.path));
    expect(
      budgeted
        .filter(({ signedIn }) => signedIn)
        .map(({ address }) => address)
        .sort(),
    ).toEqual(Object.keys(jsBudgets.signed_in_routes_kib).sort());
    expect(
      budgeted
        .filter(({ signedIn }) => !signedIn)
        .map(({ address }) => address)
        .sort(),
    ).toEqual(Object.keys(jsBudgets.routes_kib).sort());
  });

  it('refuses a budget list that leaves a measured page out', () => {
    const routes_kib = Object.fromEntries(
      Object.entries(jsBudgets.routes_kib).filter(([address]) => address !== '/faqs'),
    );
    expect(() => budgetedPages({ ...jsBudgets, routes_kib })).toThrow('no JS budget for /faqs');
  });
});
