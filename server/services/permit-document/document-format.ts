import type { Locale } from '../../i18n/messages';

const LRI = '\u2066';
const FSI = '\u2068';
const PDI = '\u2069';

/** A left-to-right token (reference, ID digits, check code, address) kept whole inside Arabic. */
export const ltr = (text: string) => `${LRI}${text}${PDI}`;
/** A typed or formatted text kept whole, running the way its first letter does (a plate, a name, a date). */
export const isolated = (text: string) => `${FSI}${text}${PDI}`;

const dayParts = { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' } as const;

// Latin digits in Arabic as everywhere on the portal, so a date reads like the reference beside it.
const calendars = {
  ar: {
    gregorian: new Intl.DateTimeFormat('ar-u-nu-latn', dayParts),
    ummAlQura: new Intl.DateTimeFormat('ar-u-ca-islamic-umalqura-nu-latn', dayParts),
  },
  en: {
    gregorian: new Intl.DateTimeFormat('en', dayParts),
    ummAlQura: new Intl.DateTimeFormat('en-u-ca-islamic-umalqura', dayParts),
  },
} satisfies Record<Locale, Record<string, Intl.DateTimeFormat>>;

/** A reserve day (YYYY-MM-DD) as the permit prints it: a line per calendar, Gregorian then Umm al-Qura. */
export function documentDay(day: string, locale: Locale): string[] {
  const date = new Date(`${day}T00:00:00Z`);
  const { gregorian, ummAlQura } = calendars[locale];
  return [isolated(gregorian.format(date)), isolated(ummAlQura.format(date))];
}
