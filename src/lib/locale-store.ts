import { useSyncExternalStore } from 'react';
import { readSavedLocale, storeLocale, type Locale } from '../i18n/locale';

// localStorage is the store itself: the API client reads the same key for Accept-Language.
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab switching language switches this one too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/**
 * The saved language (ar unless en was chosen). While a server-rendered page hydrates, the
 * language it was rendered in; the saved one, if it differs, follows right after.
 */
export function useSavedLocale(serverLocale: Locale = 'ar'): Locale {
  return useSyncExternalStore(
    subscribe,
    () => readSavedLocale(),
    () => serverLocale,
  );
}

/** Saves the visitor's language choice and re-renders the app in it. */
export function saveLocale(locale: Locale): void {
  storeLocale(locale);
  listeners.forEach((listener) => listener());
}
