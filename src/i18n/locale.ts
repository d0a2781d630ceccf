import type { Locale } from '../../schemas/locale';

export type { Locale };

export const LOCALE_STORAGE_KEY = 'locale';
export const DEFAULT_LOCALE: Locale = 'ar';

export const directionOf = (locale: Locale): 'rtl' | 'ltr' => (locale === 'ar' ? 'rtl' : 'ltr');

/** The saved locale; ar when nothing (or something unknown) is saved. */
export function readSavedLocale(storage: Pick<Storage, 'getItem'> = localStorage): Locale {
  const saved = storage.getItem(LOCALE_STORAGE_KEY);
  return saved === 'en' || saved === 'ar' ? saved : DEFAULT_LOCALE;
}

/** Tells the server which language to render pages in: the cookie it reads (localStorage never reaches it). */
export function rememberLocaleForServer(locale: Locale): void {
  if (!document.cookie.split('; ').includes(`${LOCALE_STORAGE_KEY}=${locale}`)) {
    document.cookie = `${LOCALE_STORAGE_KEY}=${locale}; path=/; max-age=31536000; samesite=lax`;
  }
}

/** Keeps the visitor's choice of language: for the browser's pages, and for the server's. */
export function storeLocale(locale: Locale): void {
  localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  rememberLocaleForServer(locale);
}
