import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../tests/support/render-with-providers';
import { ErrorBoundary } from './error-boundary';
import { AppProviders } from './providers';

function Broken(): never {
  throw new Error('boom');
}

describe('ErrorBoundary', () => {
  afterEach(() => vi.restoreAllMocks());

  it('replaces a failed page with the apology, in Arabic', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toBe('حدث خطأ ما. يرجى المحاولة مرة أخرى.');
  });

  it('speaks English on an English page and does not recover by itself', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = renderWithProviders(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
      { locale: 'en' },
    );
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong. Please try again.');

    rerender(
      <AppProviders locale="en">
        <ErrorBoundary>fine now</ErrorBoundary>
      </AppProviders>,
    );
    expect(screen.queryByText('fine now')).toBeNull();
    expect(screen.getByRole('alert')).toBeDefined();
  });
});
