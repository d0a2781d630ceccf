import equal from 'ajv/dist/runtime/equal';
import ucs2length from 'ajv/dist/runtime/ucs2length';

// A CommonJS default export arrives as the function from a bundler but wrapped from Node's ESM loader.
const unwrap = (module: unknown): unknown =>
  typeof module === 'function' ? module : (module as { default?: unknown } | null)?.default;

const modules: Record<string, unknown> = {
  'ajv/dist/runtime/equal': { default: unwrap(equal) },
  'ajv/dist/runtime/ucs2length': { default: unwrap(ucs2length) },
};

/**
 * The `require` of the precompiled validators: ajv's standalone code is CommonJS and names its
 * helpers by module id; this hands it the few it uses, as ES modules the browser can load.
 */
export function requireRuntime(id: string): unknown {
  if (!Object.hasOwn(modules, id))
    throw new Error(`A precompiled validator needs "${id}"; add it to standalone-runtime.ts`);
  return modules[id];
}
