import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../tests/support/render-with-providers';
import { EmptyState } from './empty-state';
import { LoadErrorState } from './load-error-state';

describe('the states of a list', () => {
  it('announces an empty list with its message', () => {
    renderWithProviders(<EmptyState message="لا توجد أسئلة" />);
    expect(screen.getByRole('status').textContent).toBe('لا توجد أسئلة');
  });

  it('says a load failed in the page language by default, and asks again on retry', async () => {
    const onRetry = vi.fn();
    renderWithProviders(<LoadErrorState onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('حدث خطأ في تحميل البيانات');
    await userEvent.click(screen.getByRole('button', { name: 'إعادة المحاولة' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('speaks English on an English page, or the message it is given', () => {
    const { unmount } = renderWithProviders(<LoadErrorState onRetry={() => undefined} />, { locale: 'en' });
    expect(screen.getByRole('alert').textContent).toContain('An error occurred while loading the data.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeDefined();
    unmount();
    renderWithProviders(<LoadErrorState message="The reports could not be loaded." onRetry={() => undefined} />, {
      locale: 'en',
    });
    expect(screen.getByRole('alert').textContent).toContain('The reports could not be loaded.');
  });
});
