import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import formExamples from '../../schemas/.generated/examples.json';
import { formDefinition, type FormId } from '../../schemas/registry';
import type { FormWire } from '../lib/form-wire';
import { API_TAGS } from '../lib/route-answers';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN } from './idempotency';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The form a route reads (readSubmission checks it): the document shows it as the request body.
     * A list names alternatives one route takes (POST profile: settings or the profile itself).
     */
    form?: FormId | readonly FormId[];
    /** Fields the route reads besides its form's, or instead of one (readSubmission takes them): the document shows them. */
    formWires?: readonly FormWire[];
    /** The route honours Idempotency-Key (app.idempotency.run checks it): the document shows the header. */
    idempotent?: true;
  }
}

/** Where the OpenAPI document is served, under the API's own prefix. */
export const API_DOCUMENT_PATH = '/api/v1/openapi.json';

const FORM_BODY_NOTE =
  'Sent as multipart/form-data: each answer a field of its name (a list as name[0], name[1]…, a list of at most one item by its bare name), ' +
  'each file a file part. The examples show the answers as the form holds them, with each file as its name, type and size.';

type SchemaNode = Record<string, unknown>;

const RELATIVE_DAY = /^today([+-]\d+)?$/;

/** What our own keywords say, in words: a bound relative to today, or to a sibling's answer. */
function ownKeywordsInWords(node: SchemaNode): string[] {
  const words: string[] = [];
  for (const [keyword, side] of [['formatMinimum', 'Not before'], ['formatMaximum', 'Not after']] as const) {
    const bound = node[keyword];
    if (typeof bound === 'string' && RELATIVE_DAY.test(bound)) words.push(`${side} ${bound.replace(/([+-])/, ' $1 ')} days (the reserve's day, Asia/Riyadh).`);
  }
  if (typeof node.notBefore === 'string') words.push(`Not before ${node.notBefore}.`);
  const reference = (node.const as SchemaNode | null | undefined)?.$data;
  if (typeof reference === 'string') words.push(`Must equal ${reference.replace(/^\d+\//, '')}.`);
  return words;
}

/**
 * A form schema as standard JSON Schema: ajv's `$data` (a confirmation equal to the password), our
 * `notBefore` and bounds relative to today are no JSON Schema, so the document says them in words.
 */
function asStandardSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(asStandardSchema);
  if (typeof node !== 'object' || node === null) return node;
  const words = ownKeywordsInWords(node as SchemaNode);
  const standard = Object.entries(node as SchemaNode).filter(
    ([keyword, value]) =>
      keyword !== 'notBefore' &&
      !(keyword === 'const' && (value as SchemaNode | null)?.$data !== undefined) &&
      !((keyword === 'formatMinimum' || keyword === 'formatMaximum') && typeof value === 'string' && RELATIVE_DAY.test(value)),
  );
  const plain = Object.fromEntries(standard.map(([key, value]) => [key, asStandardSchema(value)]));
  return words.length > 0 ? { ...plain, description: words.join(' ') } : plain;
}

/** A form's own schema (the file the browser renders and the server validates with), as the document shows it. */
export const documentedFormSchema = (formId: FormId) => asStandardSchema(formDefinition(formId).schema) as SchemaNode;

const ALTERNATIVES_NOTE = ' The route takes one of several forms: the one that names the most of the fields sent (the first of them on a tie).';

const examplesOf = (formId: FormId) => Object.values((formExamples as Record<string, Record<string, unknown>>)[formId] ?? {});

/** The form's schema (or its alternatives, in the order they are tried) as the request body, for the document only. */
function withFormBody(schema: Record<string, unknown> | undefined, form: FormId | readonly FormId[]) {
  const formBody = (formId: FormId) => ({ ...documentedFormSchema(formId), title: formId, examples: examplesOf(formId) });
  const body =
    typeof form === 'string'
      ? { ...formBody(form), description: FORM_BODY_NOTE }
      : { anyOf: form.map(formBody), description: FORM_BODY_NOTE + ALTERNATIVES_NOTE, examples: form.flatMap(examplesOf) };
  return { ...schema, consumes: ['multipart/form-data'], body };
}

/** The request headers a route reads, for the document only (Fastify does not validate them). */
function withHeaders(schema: Record<string, unknown>, idempotent: boolean) {
  const headers = {
    type: 'object',
    properties: {
      'accept-language': { type: 'string', description: 'en for answers in English; Arabic (ar) otherwise.', examples: ['ar', 'en'] },
      ...(idempotent && {
        [IDEMPOTENCY_HEADER.toLowerCase()]: {
          type: 'string',
          pattern: IDEMPOTENCY_KEY_PATTERN,
          description: 'A key of the client\'s choosing: a repeat with the same key and body gets the first answer again and stores nothing more.',
        },
      }),
    },
  };
  return { ...schema, headers };
}

/**
 * The API's OpenAPI 3.1 document, generated by @fastify/swagger from the schemas every route
 * declares (registered before the routes, so it sees each of them), served at API_DOCUMENT_PATH.
 */
export const apiDocument = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Royal reserve portal API',
          version: '1',
          description:
            'The API behind the reserve portal. Answers are in the language of Accept-Language (ar unless it asks for en first); ' +
            'every refusal is the envelope { message, errors? }.',
          contact: { name: 'Contact the authority', url: `${app.config.publicUrl}/contact-us` },
        },
        servers: [{ url: '/' }],
        tags: Object.entries(API_TAGS).map(([name, description]) => ({ name, description })),
        components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', description: 'The token of a sign-in answer.' } } },
      },
      transform: ({ schema, url, route }) => {
        const { form, idempotent = false } = route.config ?? {};
        const described = withHeaders(form ? withFormBody(schema as Record<string, unknown>, form) : { ...schema }, idempotent);
        return { schema: described, url } as never;
      },
    });
    app.get(API_DOCUMENT_PATH, { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'api-document' },
);
