import type { ErrorObject } from 'ajv';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import { hashForSchema, type RJSFSchema, type ValidatorType } from '@rjsf/utils';
import { date, line, text } from '../validation/formats';

/**
 * The browser's validator of a form made by questionsToSchema. The page's CSP (`script-src 'self'`)
 * forbids compiling ajv there, and a runtime form cannot be precompiled at build time, so this
 * interprets the few keywords questionsToSchema writes and reports each failure as ajv would (the same
 * keyword, path and params, in ajv's order), then hands it to RJSF's precompiled-validator machinery
 * like any other form. questions-to-schema.test.ts holds it to the server's ajv, case by case.
 */

const formatChecks: Record<string, (value: string) => boolean> = { line, text, date: date.validate };

type Schema = RJSFSchema;
type Report = (keyword: string, path: string, params: Record<string, unknown>) => void;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const typeMatches = (type: string, value: unknown) =>
  type === 'object'
    ? isObject(value)
    : type === 'array'
      ? Array.isArray(value)
      : type === 'integer'
        ? typeof value === 'number' && Number.isInteger(value)
        : type === 'number'
          ? typeof value === 'number' && Number.isFinite(value)
          : typeof value === type;
// ajv groups keywords by the type they apply to: `integer` is checked up front, the others gate their group.
const group = (type: string) => (type === 'integer' ? 'number' : type);
// JSON Schema counts characters as code points, as ajv's ucs2length does.
const length = (value: string) => [...value].length;
const pointer = (path: string, key: string | number) =>
  `${path}/${String(key).replaceAll('~', '~0').replaceAll('/', '~1')}`;

function check(schema: Schema, value: unknown, path: string, report: Report): void {
  const type = typeof schema.type === 'string' ? schema.type : undefined;
  if (type === 'integer' && !typeMatches(type, value)) report('type', path, { type });
  // Keywords of no type come first: enum, then not.
  if (schema.enum && !schema.enum.some((allowed) => allowed === value))
    report('enum', path, { allowedValues: schema.enum });
  if (isObject(schema.not) && Object.hasOwn(schema.not, 'const') && schema.not.const === value) report('not', path, {});
  if (type && group(type) !== type && !typeMatches(group(type), value)) return;
  if (type && group(type) === type && !typeMatches(type, value)) return report('type', path, { type });
  if (typeof value === 'number') {
    if (typeof schema.maximum === 'number' && !(value <= schema.maximum))
      report('maximum', path, { comparison: '<=', limit: schema.maximum });
    if (typeof schema.minimum === 'number' && !(value >= schema.minimum))
      report('minimum', path, { comparison: '>=', limit: schema.minimum });
  } else if (typeof value === 'string') {
    if (typeof schema.maxLength === 'number' && length(value) > schema.maxLength)
      report('maxLength', path, { limit: schema.maxLength });
    if (typeof schema.minLength === 'number' && length(value) < schema.minLength)
      report('minLength', path, { limit: schema.minLength });
    if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern, 'u').test(value))
      report('pattern', path, { pattern: schema.pattern });
    if (typeof schema.format === 'string' && !formatChecks[schema.format]!(value))
      report('format', path, { format: schema.format });
  } else if (Array.isArray(value)) {
    if (typeof schema.maxItems === 'number' && value.length > schema.maxItems)
      report('maxItems', path, { limit: schema.maxItems });
    if (typeof schema.minItems === 'number' && value.length < schema.minItems)
      report('minItems', path, { limit: schema.minItems });
    // `items` first (ajv's `before`), then the first repeat found scanning from the end, as ajv scans.
    if (isObject(schema.items))
      value.forEach((item, index) => check(schema.items as Schema, item, pointer(path, index), report));
    if (schema.uniqueItems === true) {
      const seen = new Map<unknown, number>();
      const itemType = isObject(schema.items) && typeof schema.items.type === 'string' ? schema.items.type : undefined;
      for (let i = value.length - 1; i >= 0; i -= 1) {
        if (itemType && !typeMatches(itemType, value[i])) continue;
        const j = seen.get(value[i]);
        if (j !== undefined) {
          report('uniqueItems', path, { i, j });
          break;
        }
        seen.set(value[i], i);
      }
    }
  } else if (isObject(value)) {
    for (const name of schema.required ?? [])
      if (value[name] === undefined) report('required', path, { missingProperty: name });
    for (const [name, property] of Object.entries(schema.properties ?? {}))
      if (isObject(property) && value[name] !== undefined) check(property, value[name], pointer(path, name), report);
  }
}

const ensureKnownFormats = (schema: unknown): void => {
  if (!isObject(schema)) return;
  if (typeof schema.format === 'string' && !formatChecks[schema.format])
    throw new Error(`questionsValidator knows no format "${schema.format}"`);
  Object.values(schema).forEach((child) =>
    Array.isArray(child) ? child.forEach(ensureKnownFormats) : ensureKnownFormats(child),
  );
};

/** An ajv-shaped validate function of `schema` (errors as ajv reports them with allErrors). */
export function interpretedValidate(schema: Schema) {
  ensureKnownFormats(schema);
  const validate = (data: unknown): boolean => {
    const errors: ErrorObject[] = [];
    check(schema, data, '', (keyword, instancePath, params) =>
      errors.push({ keyword, instancePath, schemaPath: '', params, message: `must pass "${keyword}"` }),
    );
    validate.errors = errors.length > 0 ? errors : null;
    return errors.length === 0;
  };
  validate.errors = null as ErrorObject[] | null;
  return validate;
}

/** The browser's RJSF validator of a questions form. */
export function questionsValidator(schema: Schema): ValidatorType {
  return createPrecompiledValidator({ [hashForSchema(schema)]: interpretedValidate(schema) } as never, schema);
}
