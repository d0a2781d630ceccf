import { useSyncExternalStore } from 'react';

// A count, not a boolean: two overlapping tasks must both finish before the overlay goes.
let activeTasks = 0;
const listeners = new Set<() => void>();

function notify() {
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Marks one more task as running; the full-screen overlay shows until every task has stopped. */
export function startLoading(): void {
  activeTasks += 1;
  notify();
}

/** Marks one running task as finished. */
export function stopLoading(): void {
  activeTasks = Math.max(0, activeTasks - 1);
  notify();
}

/** Whether any task is running. */
export function useGlobalLoading(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => activeTasks > 0,
    () => false,
  );
}
