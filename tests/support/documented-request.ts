export type SchemaNode = {
  format?: string;
  items?: SchemaNode;
  properties?: Record<string, SchemaNode>;
  anyOf?: SchemaNode[];
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Of a request schema (or its `anyOf` alternatives), the one that names every field of the body. */
export function bodySchemaFor(schema: SchemaNode, body: Record<string, unknown>): SchemaNode {
  const alternatives = schema.anyOf ?? [schema];
  return (
    alternatives.find((alternative) =>
      Object.keys(body).every((field) => Object.hasOwn(alternative.properties ?? {}, field)),
    ) ?? alternatives[0]!
  );
}

/**
 * A request body encoded as the OpenAPI document says, as a client generated from it would: each
 * field by its name, a list as its name repeated, an item with fields of its own as name[i][field],
 * and a value whose schema is `format: binary` as a file part holding the value's bytes.
 */
export function documentedMultipart(schema: SchemaNode, body: Record<string, unknown>): FormData {
  const form = new FormData();
  const append = (key: string, node: SchemaNode | undefined, value: unknown) => {
    if (node?.format === 'binary') form.append(key, new File([String(value)], 'example'));
    else form.append(key, String(value));
  };
  const encode = (key: string, node: SchemaNode | undefined, value: unknown) => {
    if (Array.isArray(value))
      value.forEach((item, index) =>
        isRecord(item) ? encodeObject(`${key}[${index}]`, node?.items, item) : append(key, node?.items, item),
      );
    else if (isRecord(value)) encodeObject(key, node, value);
    else if (value !== undefined && value !== null) append(key, node, value);
  };
  const encodeObject = (key: string, node: SchemaNode | undefined, value: Record<string, unknown>) => {
    for (const [field, item] of Object.entries(value)) encode(`${key}[${field}]`, node?.properties?.[field], item);
  };
  const chosen = bodySchemaFor(schema, body);
  for (const [field, value] of Object.entries(body)) encode(field, chosen.properties?.[field], value);
  return form;
}
