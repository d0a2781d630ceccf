import { ContentFieldRefused, type ContentValues } from './content-type';

/**
 * The stored path of an image a type cannot be without (its column is NOT NULL): the path the content
 * editor gave `<field>_path`, of a new upload or of the image the item has (content-editor.ts withImages).
 * A new item sent without a file is refused on the file field, as the form's own `required` would be.
 */
export function requiredImage(values: ContentValues, field: string): string {
  const path = values[`${field}_path`];
  if (typeof path !== 'string' || path === '') throw new ContentFieldRefused(field, 'required');
  return path;
}
