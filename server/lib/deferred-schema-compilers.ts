import AjvCompiler, { type ValidatorFactory } from '@fastify/ajv-compiler';
import SerializerSelector, { type SerializerFactory } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type Compile<T> = (route: object) => T;
type Factory<T> = (externalSchemas: unknown, options: unknown) => Compile<T>;

interface Validate {
  (data: unknown, context?: object): unknown;
  errors?: unknown;
  schemaEnv?: unknown;
}

/** A validator compiled on its first call; Fastify reads `schemaEnv` and `errors` off it as off ajv's own. */
function deferredValidator(compile: () => Validate): Validate {
  let compiled: Validate | undefined;
  const validator = () => (compiled ??= compile());
  const validate: Validate = (data, context) => {
    const result = validator()(data, context);
    validate.errors = validator().errors;
    return result;
  };
  Object.defineProperty(validate, 'schemaEnv', { get: () => validator().schemaEnv });
  return validate;
}

function deferredSerializer(compile: () => (data: unknown) => string): (data: unknown) => string {
  let compiled: ((data: unknown) => string) | undefined;
  return (data) => (compiled ??= compile())(data);
}

/** Fastify's own compilers, each route's schema compiled when the route first needs it. */
function deferred<T>(factory: Factory<T>, wrap: (compile: () => T) => T): Factory<T> {
  return (externalSchemas, options) => {
    let compileFor: Compile<T> | undefined;
    return (route) => wrap(() => (compileFor ??= factory(externalSchemas, options))(route));
  };
}

/**
 * Compiling every route's request and response schemas took a sixth of a start-up; each is now
 * compiled on the route's first request (a couple of milliseconds), with Fastify's own compilers
 * and options. The API tests call every route, so a schema ajv refuses still fails them.
 * Fastify treats these as custom compilers, so it would not lower-case a `headers` schema's keys:
 * write them lower-case.
 */
export const deferredSchemaCompilers: NonNullable<FastifyServerOptions['schemaController']> = {
  compilersFactory: {
    buildValidator: deferred(
      AjvCompiler() as unknown as Factory<Validate>,
      deferredValidator,
    ) as unknown as ValidatorFactory,
    buildSerializer: deferred(
      SerializerSelector() as unknown as Factory<(data: unknown) => string>,
      deferredSerializer,
    ) as SerializerFactory,
  },
};
