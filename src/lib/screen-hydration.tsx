import { useEffect, useSyncExternalStore } from 'react';

/*
 * While a server-rendered page hydrates, its screen may still be waiting for its code. If the app
 * around it provides something new meanwhile (the visitor's session, read from this browser), React
 * drops the screen's server HTML and draws it afresh behind the loading overlay. What only the
 * browser knows therefore waits until the screen has hydrated.
 */
let waitingForScreen = false;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** Called by the browser's entry just before it hydrates a server-rendered page. */
export function startHydratingServerPage(): void {
  waitingForScreen = true;
}

/** Drawn beside the screens, inside their Suspense boundary: its effect runs once the screen has hydrated. */
export function ScreenHydrated(): null {
  useEffect(() => {
    if (!waitingForScreen) return;
    waitingForScreen = false;
    listeners.forEach((listener) => listener());
  }, []);
  return null;
}

/** False on the server and until a hydrating page's screen has hydrated; true otherwise. */
export function useScreenSettled(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => !waitingForScreen,
    () => false,
  );
}
