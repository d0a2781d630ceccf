import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { appearanceFixture } from '../../tests/support/appearance-fixture';
import { stubFetch } from '../../tests/support/stub-fetch';
import { AppProviders } from '../app/providers';
import { PageDataStore } from './page-data';
import { useAppearance } from './appearance';

/** Hooks rendered in one page load: the same store of API answers. */
const inPageLoad = (pageData: PageDataStore) =>
  function PageLoad({ children }: { children: ReactNode }) {
    return (
      <AppProviders locale="ar" pageData={pageData}>
        {children}
      </AppProviders>
    );
  };

describe('useAppearance', () => {
  beforeEach(() => vi.restoreAllMocks());

  it('fetches the settings once and shares them between every user', async () => {
    const fetch = stubFetch({ 'GET /appearance': { data: appearanceFixture } });
    const pageLoad = inPageLoad(new PageDataStore());
    const header = renderHook(() => useAppearance(), { wrapper: pageLoad });
    const footer = renderHook(() => useAppearance(), { wrapper: pageLoad });
    await waitFor(() => expect(header.result.current).toEqual(appearanceFixture));
    expect(footer.result.current).toEqual(appearanceFixture);
    expect(fetch.mock.calls.filter(([url]) => String(url).endsWith('/appearance'))).toHaveLength(1);
  });

  it('starts from what a server-rendered page embedded, and asks for nothing', () => {
    const fetch = stubFetch({});
    const { result } = renderHook(() => useAppearance(), {
      wrapper: inPageLoad(new PageDataStore({ '/appearance': { data: appearanceFixture } })),
    });
    expect(result.current).toEqual(appearanceFixture);
    expect(fetch.mock.calls.filter(([url]) => String(url).endsWith('/appearance'))).toHaveLength(0);
  });

  it('only logs a failed load, leaving the page without the settings', async () => {
    stubFetch({ 'GET /appearance': { status: 500, body: { message: 'down' } } });
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = renderHook(() => useAppearance(), { wrapper: inPageLoad(new PageDataStore()) });
    await waitFor(() => expect(log).toHaveBeenCalledWith('Error fetching categories', expect.anything()));
    expect(result.current).toBeNull();
  });
});
