import { useSyncExternalStore } from 'react';
import { LOCALE_STORAGE_KEY, readSavedLocale, type Locale } from '../i18n/locale';

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

/** The saved language (ar unless en was chosen). */
export function useSavedLocale(): Locale {
  return useSyncExternalStore(subscribe, () => readSavedLocale());
}

/** Saves the visitor's language choice and re-renders the app in it. */
export function saveLocale(locale: Locale): void {
  localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  listeners.forEach((listener) => listener());
}
