import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { useScrollRestoration } from './use-scroll-restoration';

function ScrollRestorer() {
  useScrollRestoration();
  return null;
}

function scrollPageTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

describe('useScrollRestoration', () => {
  afterEach(() => vi.restoreAllMocks());

  it('goes to the top on a new navigation and back to the saved position on back', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    history.replaceState(null, '', '/news');
    render(<ScrollRestorer />);
    scrollPageTo(640);

    act(() => history.pushState(null, '', '/news/oryx-herd'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    scrollPageTo(120);

    await act(async () => {
      const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
      history.back();
      await popped;
    });
    expect(location.pathname).toBe('/news');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
  });
});
