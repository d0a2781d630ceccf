import { useSyncExternalStore } from 'react';
import { paths } from '../config/paths';
import { readStoredToken, TOKEN_STORAGE_KEY } from './api-client';

// Another tab signing in or out fires `storage` here; this tab's own changes are seen on the next render.
function subscribe(listener: () => void) {
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}

/** The stored login token, or null when the visitor is signed out. */
export function useStoredToken(): string | null {
  return useSyncExternalStore(subscribe, () => readStoredToken(), () => null);
}

/** Forgets the login token and reloads the app on the sign-in page, so no signed-in state survives. */
export function signOut(): void {
  localStorage.removeItem(TOKEN_STORAGE_KEY);
  window.location.assign(paths.signIn.getHref());
}
