import { useLayoutEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';

// Positions by address: going back to a page lands where the visitor left it.
const savedPositions = new Map<string, number>();

/** Scrolls to the top after each navigation, or back to the saved position after back/forward. */
export function useScrollRestoration(): void {
  const [pathname] = useLocation();
  const search = useSearch();
  const address = `${pathname}?${search}`;
  const cameFromHistory = useRef(false);

  // A layout effect with capture, so this listener runs before wouter's own re-renders the page.
  useLayoutEffect(() => {
    // The browser's own restoration would fight ours on client-side navigations.
    history.scrollRestoration = 'manual';
    const onPopState = () => {
      cameFromHistory.current = true;
    };
    window.addEventListener('popstate', onPopState, { capture: true });
    return () => window.removeEventListener('popstate', onPopState, { capture: true });
  }, []);

  useLayoutEffect(() => {
    window.scrollTo(0, cameFromHistory.current ? (savedPositions.get(address) ?? 0) : 0);
    cameFromHistory.current = false;
    const remember = () => savedPositions.set(address, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [address]);
}
