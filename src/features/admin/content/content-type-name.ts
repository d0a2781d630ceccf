import { editableContent, type EditableContentName } from '../../../../schemas/api/content-editing';

/** Every content type editors manage, in the order the content page lists them. */
export const contentTypeNames = Object.keys(editableContent) as EditableContentName[];

/** The content type an address names, or undefined for a name that is none (`/admin/content/x`). */
export const contentTypeOf = (name: string): EditableContentName | undefined =>
  contentTypeNames.find((type) => type === name);
