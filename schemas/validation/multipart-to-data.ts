import type { RJSFSchema } from '@rjsf/utils';
import { isDigitsField, toAsciiDigits } from './ascii-digits';
import { isFileSchema, type FileDescriptor } from './file-descriptor';
import { itemsSchema, propertySchema, typeOf } from './schema-walk';

/** One multipart part: a text field's value, or the descriptor of an uploaded file. */
export type MultipartEntry = readonly [key: string, value: string | FileDescriptor];

// Never a key of ours, whatever a schema says: they would reach Object.prototype.
const forbiddenKeys = new Set(['__proto__', 'constructor', 'prototype']);

/** `attachments[0]`, `answers[2][files][]` → ['attachments', '0'], ['answers', '2', 'files', '']. */
function keyPath(key: string): string[] | undefined {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!match) return undefined;
  return [match[1]!, ...Array.from(match[2]!.matchAll(/\[([^[\]]*)\]/g), (part) => part[1]!)];
}

/** A finite number written plainly (Arabic-Indic and Persian digits too), else undefined. */
function toNumber(text: string): number | undefined {
  const ascii = toAsciiDigits(text);
  if (!/^-?\d+(\.\d+)?([eE][-+]?\d+)?$/.test(ascii)) return undefined;
  const number = Number(ascii);
  return Number.isFinite(number) ? number : undefined;
}

const booleans: Record<string, boolean> = { true: true, '1': true, false: false, '0': false };

/**
 * A multipart string as the schema's type. What cannot be converted is left as it came
 * ('10abc', 'NaN', '1e309', '') so validation refuses it with the field's own message;
 * an empty text counts as not answered, as in the browser. A digits field (an id, a phone,
 * a date) has its Arabic-Indic and Persian digits written as ASCII, as the browser writes them.
 */
function convert(text: string, schema: RJSFSchema | undefined): unknown {
  switch (typeOf(schema)) {
    case 'integer': {
      const number = toNumber(text);
      return number !== undefined && Number.isSafeInteger(number) ? number : text;
    }
    case 'number':
      return toNumber(text) ?? text;
    case 'boolean':
      return Object.hasOwn(booleans, text) ? booleans[text] : text;
    default:
      if (text === '') return undefined;
      return isDigitsField(schema) ? toAsciiDigits(text) : text;
  }
}

/** Items of an array under construction, by their index in the keys; compacted in key order at the end. */
class IndexedItems {
  readonly items = new Map<number, unknown>();
  nextIndex() {
    return this.items.size === 0 ? 0 : Math.max(...this.items.keys()) + 1;
  }
}

/** A single-value field's key sent more than once: a list, which validation then refuses. */
class RepeatedValue {
  constructor(readonly values: unknown[]) {}
}

class Builder {
  private readonly objects = new WeakSet<object>();
  /** Set when the last insert named a field the schema does not have. */
  namedUnknownField = false;

  insert(
    node: unknown,
    schema: RJSFSchema | undefined,
    path: readonly string[],
    value: string | FileDescriptor,
  ): unknown {
    const [segment, ...rest] = path;
    // A list field sent without an index (`technical_proposal`) gets the value as its next item.
    if (segment === undefined && typeOf(schema) === 'array') return this.insert(node, schema, [''], value);
    if (segment === undefined) {
      const converted = typeof value === 'string' ? convert(value, schema) : value;
      if (converted === undefined) return node;
      if (node === undefined) return converted;
      if (node instanceof RepeatedValue) return new RepeatedValue([...node.values, converted]);
      return new RepeatedValue([node, converted]);
    }
    const type = typeOf(schema);
    if (type === 'array') {
      if (segment !== '' && !/^\d{1,9}$/.test(segment)) return node;
      const list = node === undefined ? new IndexedItems() : node;
      if (!(list instanceof IndexedItems)) return node;
      const index = segment === '' ? list.nextIndex() : Number(segment);
      list.items.set(index, this.insert(list.items.get(index), itemsSchema(schema), rest, value));
      return list;
    }
    if (type === 'object') {
      // A file is an uploaded part, never text parts naming its name, type and size: those would forge one.
      if (isFileSchema(schema)) return node;
      const child = forbiddenKeys.has(segment) ? undefined : propertySchema(schema, segment);
      if (!child) {
        this.namedUnknownField = true; // never stored; the caller is told
        return node;
      }
      const object = node === undefined ? this.newObject() : node;
      if (!this.isOurs(object)) return node;
      object[segment] = this.insert(Object.hasOwn(object, segment) ? object[segment] : undefined, child, rest, value);
      return object;
    }
    // A list or an object where one value belongs: dropped, so the field reads as not answered.
    return node;
  }

  finish(node: unknown): unknown {
    if (node instanceof IndexedItems) {
      return [...node.items.entries()].sort(([a], [b]) => a - b).map(([, item]) => this.finish(item));
    }
    if (node instanceof RepeatedValue) return node.values.map((item) => this.finish(item));
    if (this.isOurs(node)) {
      for (const key of Object.keys(node)) node[key] = this.finish(node[key]);
    }
    return node;
  }

  private newObject(): Record<string, unknown> {
    const object: Record<string, unknown> = {};
    this.objects.add(object);
    return object;
  }

  // File descriptors are objects too, but never containers to write into.
  private isOurs(node: unknown): node is Record<string, unknown> {
    return typeof node === 'object' && node !== null && this.objects.has(node);
  }
}

/**
 * The one conversion of multipart parts into form data, driven by the form's schema: bracket
 * keys become arrays and objects (a list field's key without brackets gives one item),
 * numbers and booleans are converted from their text. A key naming no field of the schema is
 * left out and handed to `onUnknownField`, for the server to refuse. File descriptors are
 * placed as they are (the same objects).
 */
export function multipartToData(
  schema: RJSFSchema,
  entries: Iterable<MultipartEntry>,
  onUnknownField: (key: string) => void = () => {},
): Record<string, unknown> {
  const builder = new Builder();
  let root: unknown = undefined;
  for (const [key, value] of entries) {
    const path = keyPath(key);
    builder.namedUnknownField = !path;
    if (path) root = builder.insert(root, schema, path, value);
    if (builder.namedUnknownField) onUnknownField(key);
  }
  const data = builder.finish(root);
  return typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
}
