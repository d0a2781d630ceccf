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
