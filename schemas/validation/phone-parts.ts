import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** A phone number as the API sends it: the country calling code without `+`, and the national number. */
export interface PhoneParts {
  country_code: string;
  phone_number: string;
}

/** `+966501234567` → { country_code: '966', phone_number: '501234567' }; undefined if it is no phone number. */
export function splitPhone(e164: string): PhoneParts | undefined {
  const parsed = parsePhoneNumberFromString(e164);
  return parsed ? { country_code: parsed.countryCallingCode, phone_number: parsed.nationalNumber } : undefined;
}

/**
 * The E.164 form of a number sent in parts, for the schema's `phone` format to judge: `+966` and
 * `966` are the same code, and a national trunk `0` is dropped. What cannot be read is left for
 * validation to refuse; a missing part gives no number, so validation says it is required.
 */
export function joinPhone(countryCode: string | undefined, phoneNumber: string | undefined): string | undefined {
  if (!countryCode || !phoneNumber) return undefined;
  const joined = `+${countryCode.replace(/^\+/, '')}${phoneNumber}`;
  return parsePhoneNumberFromString(joined)?.number ?? joined;
}
