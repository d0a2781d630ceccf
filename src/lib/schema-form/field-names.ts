import type { FormDefinition, FormLocale } from '../../../schemas/validation/form-definition';

/** The heading of item `index` (from 0) of a list, from the list's `itemTitle` message: "المرافق 1". */
export function itemHeading(form: FormDefinition, locale: FormLocale, listPath: string, index: number): string | undefined {
  return form.messages[locale].fields[listPath]?.itemTitle?.replace('{index}', String(index + 1));
}
