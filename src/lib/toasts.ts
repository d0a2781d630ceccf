import { useSyncExternalStore } from 'react';

export type ToastVariant = 'success' | 'error' | 'info';

export interface Toast {
  message: string;
  variant: ToastVariant;
}

// Toasts asked for before the toaster's code has arrived wait here, in order.
const waiting: Toast[] = [];
let deliver: ((toast: Toast) => void) | null = null;
let wanted = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Loads the toaster ahead of a toast that is sure to come (a form was sent), so it shows without delay. */
export function prepareToasts(): void {
  if (wanted) return;
  wanted = true;
  listeners.forEach((listener) => listener());
}

/** Shows a short message at the top of the screen; the toaster's code loads with the first one. */
export function showToast(message: string, variant: ToastVariant): void {
  if (deliver) return deliver({ message, variant });
  waiting.push({ message, variant });
  prepareToasts();
}

/** Whether any toast has been asked for: until then no page downloads the toaster. */
export function useToastsWanted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
}

/** Hands every waiting toast, and each later one, to the mounted toaster; undo on unmount. */
export function connectToaster(sink: (toast: Toast) => void): () => void {
  deliver = sink;
  waiting.splice(0).forEach(sink);
  return () => {
    if (deliver === sink) deliver = null;
  };
}
