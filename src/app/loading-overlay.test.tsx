import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { renderWithProviders } from '../../tests/support/render-with-providers';
import { startLoading, stopLoading } from '../lib/global-loading';
import { LoadingOverlay } from './loading-overlay';
import { AppProviders } from './providers';
import { RouteLoadingFallback } from './route-loading-fallback';

describe('LoadingOverlay', () => {
  afterEach(() => {
    // Leave the shared flag off for the next test.
    act(() => {
      for (let i = 0; i < 5; i += 1) stopLoading();
    });
  });

  it('shows the spinner text while any task is loading, until every task stops', async () => {
    renderWithProviders(<LoadingOverlay />);
    expect(screen.queryByRole('status')).toBeNull();

    act(() => {
      startLoading();
      startLoading();
    });
    // The spinner's code comes the first time it is wanted.
    expect((await screen.findByRole('status')).textContent).toBe('جارٍ التحميل...');

    act(() => stopLoading());
    expect(screen.getByRole('status')).toBeDefined();

    act(() => stopLoading());
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('is shown in English while a lazy screen loads (the Suspense fallback)', async () => {
    const page = (screenLoading: boolean) => (
      <AppProviders locale="en">
        <LoadingOverlay />
        {screenLoading && <RouteLoadingFallback />}
      </AppProviders>
    );
    const { rerender } = render(page(true));
    expect((await screen.findByRole('status')).textContent).toBe('Loading...');

    rerender(page(false));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
