import type { FormDefinition, FormLocale } from '../../../schemas/validation/form-definition';

/** The heading of item `index` (from 0) of a list, from the list's `itemTitle` message: "المرافق 1". */
export function itemHeading(
  form: FormDefinition,
  locale: FormLocale,
  listPath: string,
  index: number,
): string | undefined {
  return form.messages[locale].fields[listPath]?.itemTitle?.replace('{index}', String(index + 1));
}

const isIndex = (segment: string) => /^\d+$/.test(segment);
const withoutIndices = (segments: string[]) => segments.filter((segment) => !isIndex(segment)).join('.');

/** How the error summary names a field: its title, and the heading of the list item it is in. */
export interface FieldName {
  title: string;
  item?: string;
}

/**
 * The name of the field an error is keyed by (`vehicles.1.type`, as the 422 envelope keys it): its
 * title (a consent's `[bracketed]` link words plain) and its list item's heading ("المركبة 2"); a part
 * of a field drawn by one widget (an attachment's size) is named by that field.
 */
export function fieldName(form: FormDefinition, locale: FormLocale, field: string): FieldName | undefined {
  const segments = field.split('.');
  for (let end = segments.length; end > 0; end--) {
    const path = segments.slice(0, end);
    const title = form.messages[locale].fields[withoutIndices(path)]?.title?.replace(/[[\]]/g, '');
    if (!title) continue;
    // An item of a list of fields: an index with a field of the item after it.
    const itemAt = path.findLastIndex((segment, at) => isIndex(segment) && at > 0 && at < path.length - 1);
    const item =
      itemAt > 0 ? itemHeading(form, locale, withoutIndices(path.slice(0, itemAt)), Number(path[itemAt])) : undefined;
    return item ? { title, item } : { title };
  }
  return undefined;
}
