import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while the server renders a page and while the browser hydrates it, true from then on (and at
 * once in a page the browser draws alone): for what only works with the page's code running.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
