import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { deferredSchemaCompilers } from './deferred-schema-compilers';

const { buildValidator } = deferredSchemaCompilers.compilersFactory!;
// Fastify's default ajv options, as it hands them to the factory.
const ajvOptions = { customOptions: {}, plugins: [] };

describe('deferredSchemaCompilers', () => {
  it('compiles a schema on its first use, not when the route is added', () => {
    const compile = (
      buildValidator as unknown as (schemas: object, options: object) => (route: object) => (data: unknown) => unknown
    )({}, ajvOptions);
    let validate: (data: unknown) => unknown = () => undefined;
    expect(
      () =>
        (validate = compile({
          schema: { type: 'object', properties: { page: { type: 'nonsense' } } },
          method: 'GET',
          url: '/x',
          httpPart: 'querystring',
        })),
    ).not.toThrow();
    expect(() => validate({})).toThrow(/schema is invalid/);
  });

  it('answers as Fastify does: a refusal names the field, a coerced query and a serialised reply', async () => {
    const app = Fastify({ schemaController: deferredSchemaCompilers });
    app.get(
      '/items',
      {
        schema: {
          querystring: {
            type: 'object',
            additionalProperties: false,
            properties: { page: { type: 'integer', minimum: 1 } },
          },
          response: { 200: { type: 'object', properties: { page: { type: 'integer' } } } },
        },
      },
      async (request) => ({ page: (request.query as { page?: number }).page, secret: 'not in the schema' }),
    );
    const refused = await app.inject({ url: '/items?page=0' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('querystring/page');
    const answered = await app.inject({ url: '/items?page=2' });
    expect(answered.json()).toEqual({ page: 2 });
    await app.close();
  });
});
