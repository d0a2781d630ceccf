import type { RJSFSchema } from '@rjsf/utils';

const asSchema = (definition: unknown): RJSFSchema | undefined =>
  typeof definition === 'object' && definition !== null && !Array.isArray(definition)
    ? (definition as RJSFSchema)
    : undefined;

/** The schema's JSON type, ignoring a `null` alternative. */
export function typeOf(schema: RJSFSchema | undefined): string | undefined {
  const type = schema?.type;
  return Array.isArray(type) ? type.find((name) => name !== 'null') : type;
}

/** The schema of property `name`, also when only a conditional branch (`then`, `allOf`, `dependencies`…) declares it. */
export function propertySchema(schema: RJSFSchema | undefined, name: string): RJSFSchema | undefined {
  if (!schema) return undefined;
  const own =
    schema.properties && Object.hasOwn(schema.properties, name) ? asSchema(schema.properties[name]) : undefined;
  if (own) return own;
  const branches = [
    schema.then,
    schema.else,
    ...(schema.allOf ?? []),
    ...(schema.anyOf ?? []),
    ...(schema.oneOf ?? []),
    ...Object.values(schema.dependencies ?? {}),
  ];
  for (const branch of branches) {
    const found = propertySchema(asSchema(branch), name);
    if (found) return found;
  }
  return undefined;
}

/** The schema of an array's items (a single schema; tuples are not used by forms). */
export function itemsSchema(schema: RJSFSchema | undefined): RJSFSchema | undefined {
  return asSchema(schema?.items);
}
