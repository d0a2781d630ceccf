import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { appearanceFixture } from '../../../tests/support/appearance-fixture';
import { stubFetch } from '../../../tests/support/stub-fetch';

// The cache lives in the module: each test loads a fresh copy.
const freshUseAppearance = async () => (await import('./use-appearance')).useAppearance;

describe('useAppearance', () => {
  beforeEach(() => {
    vi.restoreAllMocks();
    vi.resetModules();
  });

  it('fetches the settings once and shares them between every user', async () => {
    const fetch = stubFetch({ 'GET /appearance': { data: appearanceFixture } });
    const useAppearance = await freshUseAppearance();
    const header = renderHook(() => useAppearance());
    const footer = renderHook(() => useAppearance());
    await waitFor(() => expect(header.result.current).toEqual(appearanceFixture));
    expect(footer.result.current).toEqual(appearanceFixture);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('only logs a failed load, leaving the page without the settings', async () => {
    stubFetch({ 'GET /appearance': { status: 500, body: { message: 'down' } } });
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const useAppearance = await freshUseAppearance();
    const { result } = renderHook(() => useAppearance());
    await waitFor(() => expect(log).toHaveBeenCalledWith('Error fetching categories', expect.anything()));
    expect(result.current).toBeNull();
  });
});
