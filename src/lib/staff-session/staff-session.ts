import { useSyncExternalStore } from 'react';
import { readStoredToken, TOKEN_STORAGE_KEY } from '../api-client';

// In the admin app's build TOKEN_STORAGE_KEY is the staff token's own key (vite.config.ts): a citizen
// signed in on the same browser keeps their session, and neither token is ever sent for the other.
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Stores the token a verified code gave, and tells every screen. */
export function storeStaffToken(token: string): void {
  localStorage.setItem(TOKEN_STORAGE_KEY, JSON.stringify(token));
  notify();
}

/** Forgets the token (signed out, or the server no longer knows it), and tells every screen. */
export function forgetStaffToken(): void {
  localStorage.removeItem(TOKEN_STORAGE_KEY);
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Signing out in another tab signs this one out too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The staff token as it changes, null when signed out. */
export function useStaffToken(): string | null {
  return useSyncExternalStore(subscribe, readStoredToken, () => null);
}
