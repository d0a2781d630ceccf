import type { RJSFSchema } from '@rjsf/utils';
import { itemsSchema, propertySchema, typeOf } from './schema-walk';

/**
 * A file as form data sees it. In the browser it describes the chosen File; on the server it
 * describes the uploaded bytes, with `type` detected from the content, so one schema judges both.
 */
export interface FileDescriptor {
  name: string;
  type: string;
  size: number;
}

/**
 * The `type` the server gives a file whose content failed inspection (active content, damage,
 * a decompression bomb). No form lists it among its types, so every form refuses such a file;
 * a form says why with `"not": { "const": "application/x-refused" }` and a `not` message.
 */
export const REFUSED_FILE_TYPE = 'application/x-refused';

/** What a schema allows for one file field, read from its descriptor schema. */
export interface FileFieldLimits {
  maxFiles: number;
  maxBytes: number;
  types: string[];
}

/** Whether a schema describes a file: an object with `name`, `type` and `size`. */
export function isFileSchema(schema: RJSFSchema | undefined): boolean {
  return (
    typeOf(schema) === 'object' &&
    ['name', 'type', 'size'].every((name) => Object.hasOwn(schema?.properties ?? {}, name))
  );
}

/** The limits of one file field (a single file, or an array of files), or undefined when it is not one. */
export function fileFieldLimits(schema: RJSFSchema | undefined): FileFieldLimits | undefined {
  const isList = typeOf(schema) === 'array';
  const file = isList ? itemsSchema(schema) : schema;
  if (!isFileSchema(file)) return undefined;
  const types = propertySchema(file, 'type')?.enum;
  return {
    maxFiles: isList ? (schema?.maxItems ?? Infinity) : 1,
    maxBytes: propertySchema(file, 'size')?.maximum ?? Infinity,
    types: Array.isArray(types) ? types.filter((type): type is string => typeof type === 'string') : [],
  };
}
