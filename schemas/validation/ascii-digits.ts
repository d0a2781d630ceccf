import type { RJSFSchema } from '@rjsf/utils';
import { typeOf } from './schema-walk';

/** Arabic-Indic (٠–٩) and Persian (۰–۹) digits written as ASCII ones; every other character as it is. */
export const toAsciiDigits = (text: string) =>
  text
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0));

const DIGIT_FORMATS = new Set(['phone', 'phone-digits', 'date', 'day-time']);

/**
 * A field answered in digits: a number, a phone, a date, or a text whose pattern asks for ASCII
 * digits (an id number, a code). An Arabic keyboard types ٢٠ there, and means 20; free text keeps
 * the digits the citizen chose.
 */
export function isDigitsField(schema: RJSFSchema | undefined): boolean {
  const type = typeOf(schema);
  if (type === 'number' || type === 'integer') return true;
  if (type !== 'string') return false;
  if (typeof schema?.format === 'string' && DIGIT_FORMATS.has(schema.format)) return true;
  return typeof schema?.pattern === 'string' && /\[0-9\]|\\d/.test(schema.pattern);
}
