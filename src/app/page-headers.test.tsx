import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appearanceFixture } from '../../tests/support/appearance-fixture';
import { renderWithProviders } from '../../tests/support/render-with-providers';
import { stubFetch } from '../../tests/support/stub-fetch';
import { pages } from './pages';
import { AppRoutes } from './router';

const headerPath = (key: string) => `/demo/headers/${key}.webp`;
const headerKeys = [...new Set(pages.flatMap((page) => page.header ?? []))];
// Every key its own picture: a page that drew another page's header would show it.
const appearance = {
  data: {
    ...appearanceFixture,
    pages_headers: Object.fromEntries(headerKeys.map((key) => [key, { path: headerPath(key) }])),
  },
};
// The pages one can open without a session or an item of the database.
const openPages = pages.filter((page) => page.header && !page.guard && !page.path.includes(':'));

describe('a page’s header image, named by its entry of the manifest', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each(openPages.map((page) => [page.path, page.header!] as const))('%s draws the %s header', async (path, key) => {
    stubFetch({ 'GET /appearance': appearance });
    vi.spyOn(console, 'error').mockImplementation(() => {}); // each page's own read fails: it is not asked for here
    history.replaceState(null, '', path);
    renderWithProviders(<AppRoutes />);

    await waitFor(() => {
      const images = screen.getAllByRole('presentation').filter((element) => element instanceof HTMLImageElement);
      expect(images.map((image) => new URL(image.getAttribute('src')!, 'http://localhost').pathname)).toContain(
        headerPath(key),
      );
    });
  });

  it('covers the list pages and the legal texts', () => {
    expect(openPages.map((page) => page.path)).toEqual(
      expect.arrayContaining(['/news', '/events', '/faqs', '/terms', '/about', '/services']),
    );
  });
});
