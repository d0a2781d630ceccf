import { isValidPhoneNumber } from 'libphonenumber-js';

// C0/C1 controls, bidi embeddings/overrides/isolates (text spoofing) and lone surrogates.
const notInLine = /[\p{Cc}\u202A-\u202E\u2066-\u2069\uD800-\uDFFF]/u;
// As above, but a multi-line text keeps its tabs and line breaks.
const notInText = /[^\P{Cc}\t\n\r]|[\u202A-\u202E\u2066-\u2069\uD800-\uDFFF]/u;

/** The specifier through which precompiled validators reach these formats (see build-validators.ts). */
export const FORMATS_MODULE = '#schema-formats';

/**
 * Every string format a form schema may use, registered in the one validator factory:
 * `line` one line of plain text, `text` several lines, `email`, and `phone` in E.164 checked
 * against its country's numbering plan.
 */
export const formats = {
  line: (value: string) => !notInLine.test(value),
  text: (value: string) => !notInText.test(value),
  // The address shape of ajv-formats' "full" mode, kept here so the browser bundle carries no other format.
  email:
    /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i,
  // ASCII digits only: libphonenumber would accept Arabic-Indic digits, which are not E.164.
  phone: (value: string) => /^\+[1-9]\d{6,14}$/.test(value) && isValidPhoneNumber(value),
};
