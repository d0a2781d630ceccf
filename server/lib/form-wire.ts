import type { RJSFSchema } from '@rjsf/utils';
import { CAPTCHA_FIELD } from '../../schemas/api/accounts';
import type { MultipartEntry } from '../../schemas/validation/multipart-to-data';
import { joinPhone, splitPhone } from '../../schemas/validation/phone-parts';

/** The text value of a multipart field the schema does not describe (a captcha token), if sent once. */
export function textEntry(entries: readonly MultipartEntry[], key: string): string | undefined {
  const values = entries.filter(([name]) => name === key).map(([, value]) => value);
  return values.length === 1 && typeof values[0] === 'string' ? values[0] : undefined;
}

/**
 * Fields a route reads besides its form's answers, or instead of one of them. A route names its
 * wires in its config (`formWires`): readSubmission takes those fields and refuses any other, and
 * the OpenAPI document shows them in place of what they replace.
 */
export interface FormWire {
  /** The form's field sent as these fields instead, never by its own name: the wire applies to forms that have it. */
  replaces?: string;
  /** The fields, with their schemas as the document shows them; required when the field they replace is. */
  fields: Record<string, Record<string, unknown>>;
  /** The form's answers as sent (the document's examples). */
  toWire?: (answers: Record<string, unknown>) => Record<string, unknown>;
  /** The answers the form's schema judges, from what was sent. */
  fromWire?: (data: Record<string, unknown>, entries: readonly MultipartEntry[]) => Record<string, unknown>;
}

/** The account's phone as the portal sends it (docs/requirements.md §P7): the country calling code and the national number, judged whole as `phone`. */
export const PHONE_IN_PARTS: FormWire = {
  replaces: 'phone',
  fields: {
    country_code: {
      type: 'string',
      maxLength: 4,
      description: 'The country calling code, with or without its +: 966.',
      examples: ['966'],
    },
    phone_number: {
      type: 'string',
      maxLength: 16,
      description:
        "The national number (a leading trunk 0 is dropped), checked with the code against the country's numbering plan.",
      examples: ['501234567'],
    },
  },
  toWire: ({ phone, ...answers }) => ({ ...answers, ...(typeof phone === 'string' && splitPhone(phone)) }),
  fromWire: (data, entries) => ({
    ...data,
    phone: joinPhone(textEntry(entries, 'country_code'), textEntry(entries, 'phone_number')),
  }),
};

/** A solved captcha, which the route asks for after repeated refusals (its 422 then names this field). */
export const CAPTCHA_TOKEN: FormWire = {
  fields: {
    [CAPTCHA_FIELD]: {
      type: 'string',
      description: 'A solved captcha; needed after three refused attempts, when a 422 names this field.',
    },
  },
};

/** The wires of `wires` that apply to a form: one that replaces a field, only where the form has it. */
export const wiresOf = (schema: RJSFSchema, wires: readonly FormWire[] = []) =>
  wires.filter((wire) => wire.replaces === undefined || Object.hasOwn(schema.properties ?? {}, wire.replaces));
