import type { Locale } from '../i18n/locale';

/** The `<field>_ar` or `<field>_en` value of a bilingual server record, by the active language. */
export function localizedField<Field extends string>(
  record: Record<`${Field}_${Locale}`, string>,
  field: Field,
  locale: Locale,
): string {
  return record[`${field}_${locale}`];
}
