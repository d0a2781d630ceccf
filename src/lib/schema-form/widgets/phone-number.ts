import { toAsciiDigits } from '../../../../schemas/validation/ascii-digits';
import { getCountries, getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

// Neighbours first: most citizens and visitors come from the Gulf.
const PREFERRED_COUNTRIES: CountryCode[] = ['SA', 'AE', 'KW', 'BH', 'QA', 'OM', 'EG', 'JO'];

export interface CallingCodeOption {
  country: CountryCode;
  label: string;
}

// Isolated left to right, so "+966" keeps its sign in front in an Arabic list.
const isolatedCode = (country: CountryCode) => `\u2066+${getCountryCallingCode(country)}\u2069`;

/** The country as its calling code alone, named by nothing that depends on the Intl data of the machine drawing it. */
export const callingCodeOnly = (country: CountryCode): CallingCodeOption => ({ country, label: isolatedCode(country) });

// Naming and sorting 240 countries is a few milliseconds on a phone: done once per language, not per field.
const optionsByLocale = new Map<string, CallingCodeOption[]>();

/** Every country with its calling code, named in `locale` by the browser (no names shipped): the Gulf first, then by name. */
export function callingCodeOptions(locale: string): CallingCodeOption[] {
  let options = optionsByLocale.get(locale);
  if (!options) optionsByLocale.set(locale, (options = namedCallingCodes(locale)));
  return options;
}

function namedCallingCodes(locale: string): CallingCodeOption[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const collator = new Intl.Collator(locale);
  const option = (country: CountryCode) => ({
    country,
    label: `${names.of(country) ?? country} ${isolatedCode(country)}`,
  });
  const others = getCountries()
    .filter((country) => !PREFERRED_COUNTRIES.includes(country))
    .map(option)
    .sort((a, b) => collator.compare(a.label, b.label));
  return [...PREFERRED_COUNTRIES.map(option), ...others];
}

/**
 * The field's value for what is typed: E.164 (`+966501234567`) when the digits make a number of the
 * country (a trunk 0 dropped), the digits behind the code otherwise, for the schema's `phone` format
 * to refuse; nothing while the box is empty. A number typed with its own `+code` keeps that code.
 * Arabic-Indic and Persian digits count as the digits they are.
 */
export function toE164(country: CountryCode, typed: string): string | undefined {
  const digits = toAsciiDigits(typed).replace(/[^\d+]/g, '');
  if (digits.replace('+', '') === '') return undefined;
  const parsed = parsePhoneNumberFromString(digits, country);
  if (parsed) return parsed.number;
  return digits.startsWith('+') ? digits : `+${getCountryCallingCode(country)}${digits}`;
}

/** The country and the national digits of a stored value, to show it again; `fallback` for the country when there is none. */
export function fromE164(value: string | undefined, fallback: CountryCode): { country: CountryCode; national: string } {
  const parsed = value ? parsePhoneNumberFromString(value) : undefined;
  if (!parsed) return { country: fallback, national: '' };
  return { country: parsed.country ?? fallback, national: parsed.nationalNumber };
}

/** A field's answer for a number in E.164: the same, or for the `phone-digits` format without its plus (966501234567). */
export const answerOfNumber = (number: string | undefined, format: unknown) =>
  format === 'phone-digits' ? number?.replace(/^\+/, '') : number;

/** The number in E.164 a field's answer stands for: `phone-digits` answers are read with their plus back. */
export const numberOfAnswer = (answer: string | undefined, format: unknown) =>
  format === 'phone-digits' && answer ? `+${answer.replace(/^\+/, '')}` : answer;
