/** The portal's languages: Arabic first (the default), then English. */
export const locales = ['ar', 'en'] as const;
export type Locale = (typeof locales)[number];
