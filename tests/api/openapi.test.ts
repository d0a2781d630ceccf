import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Document as SpectralDocument, Spectral, type RulesetDefinition } from '@stoplight/spectral-core';
import * as Parsers from '@stoplight/spectral-parsers';
import { oas } from '@stoplight/spectral-rulesets';
import { CAPTCHA_TOKEN, PHONE_IN_PARTS } from '../../server/lib/form-wire';
import { API_DOCUMENT_PATH, documentedFormBody } from '../../server/plugins/api-document';
import { createTestApp, type TestApp } from '../support/test-app';
import { accessMatrix } from './access-matrix';

interface Operation {
  security?: unknown[];
  parameters?: { in: string; name: string; schema?: Record<string, unknown> }[];
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
}
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

/** An access-matrix pattern as the document writes it: `/api/v1/articles/:uuidOrSlug` → `/api/v1/articles/{uuidOrSlug}`. */
const documented = (pattern: string) => pattern.replace(/:(\w+)/g, '{$1}');

/** The OpenAPI document: valid, complete, and in step with the routes the server has. */
describe('the OpenAPI document', () => {
  let t: TestApp;
  let document: Document;
  beforeAll(async () => {
    t = await createTestApp();
    const response = await t.app.inject({ method: 'GET', url: API_DOCUMENT_PATH });
    expect(response.statusCode).toBe(200);
    document = response.json<Document>();
  });
  afterAll(() => t.close());

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("is lint-clean under Spectral's recommended OpenAPI rules, warnings included", async () => {
    const spectral = new Spectral();
    spectral.setRuleset({ extends: [[oas as RulesetDefinition, 'recommended']] });
    const findings = await spectral.run(new SpectralDocument(JSON.stringify(document), Parsers.Json, 'openapi.json'));
    expect(findings.map((finding) => `${finding.code} at ${finding.path.join('.')}: ${finding.message}`)).toEqual([]);
  });

  it('lists exactly the routes of the access matrix, besides itself', () => {
    const inMatrix = accessMatrix
      .map((rule) => `${rule.method} ${documented(rule.pattern ?? rule.url.split('?')[0]!)}`)
      .filter((route) => route !== `GET ${API_DOCUMENT_PATH}`);
    const inDocument = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(inDocument.sort()).toEqual([...new Set(inMatrix)].sort());
  });

  it('gives every operation a JSON answer for success, the error envelope for each refusal, and no undocumented 5xx but the generic fault', () => {
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const route = `${method.toUpperCase()} ${path}`;
        const statuses = Object.keys(operation.responses);
        const success = statuses.filter((status) => /^2\d\d$/.test(status));
        expect(success, `${route} documents its success`).not.toHaveLength(0);
        for (const status of success) {
          const content = operation.responses[status]!.content ?? {};
          // A JSON answer, or a file: bytes of declared types.
          const isFile =
            Object.keys(content).length > 0 &&
            Object.values(content).every(({ schema }) => (schema as { format?: string }).format === 'binary');
          expect(content['application/json'] ?? (isFile || undefined), `${route} ${status}`).toBeDefined();
        }
        for (const status of statuses.filter((s) => /^[45]\d\d$/.test(s))) {
          const schema = operation.responses[status]!.content?.['application/json']?.schema as
            { required?: string[] } | undefined;
          expect(schema?.required, `${route} ${status} answers the error envelope`).toEqual(['message']);
        }
        expect(statuses.filter((status) => status.startsWith('5'))).toEqual(['500']);
      }
    }
  });

  it('documents 422 wherever a query or path parameter can be refused by its schema', () => {
    // Fastify refuses a parameter outside its schema with the 422 envelope; a bare string or an open object cannot be refused.
    const refusable = (schema: Record<string, unknown> = {}) =>
      Object.keys(schema).some((keyword) => !['type', 'description', 'examples'].includes(keyword)) ||
      schema.type !== 'string';
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const parameters = (operation.parameters ?? []).filter(
          (parameter) => parameter.in === 'query' || parameter.in === 'path',
        );
        if (parameters.some((parameter) => refusable(parameter.schema)))
          expect(Object.keys(operation.responses), `${method.toUpperCase()} ${path}`).toContain('422');
      }
    }
  });

  it('documents Accept-Language on every operation and Idempotency-Key on each creating POST', () => {
    const idempotent: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const headers = (operation.parameters ?? [])
          .filter((parameter) => parameter.in === 'header')
          .map((parameter) => parameter.name);
        expect(headers, `${method} ${path}`).toContain('accept-language');
        if (headers.includes('idempotency-key')) idempotent.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(idempotent.sort()).toEqual([
      'POST /api/v1/activities/{slug}/volunteer',
      // An admin's invitation: a retry after a lost answer must not mail the member twice.
      'POST /api/v1/admin/staff',
      'POST /api/v1/contact-us',
      'POST /api/v1/job-opportunities/{uuid}/apply',
      'POST /api/v1/permits/beekeeping',
      'POST /api/v1/permits/free-camping',
      'POST /api/v1/permits/scientific-research',
      'POST /api/v1/permits/specific-area',
      'POST /api/v1/permits/work-permit',
      // A new version of a request: a retry after a lost answer must not store it twice.
      'POST /api/v1/permits/{uuid}/resubmit',
      'POST /api/v1/register',
      'POST /api/v1/register/company',
      'POST /api/v1/researches/submit',
      'POST /api/v1/studies-reports/{uuid}/send-email',
      'POST /api/v1/surveys/{uuid}/answer',
    ]);
  });

  it('asks for the bearer token exactly where the access matrix refuses visitors with 401, optionally where only some bodies need it', () => {
    const routesWhere = (visitorRefused: boolean) =>
      new Set(
        accessMatrix
          .filter((rule) => (rule.expected.visitor === 401) === visitorRefused)
          .map((rule) => `${rule.method} ${documented(rule.pattern ?? rule.url.split('?')[0]!)}`),
      );
    const [signedIn, open] = [routesWhere(true), routesWhere(false)];
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const route = `${method.toUpperCase()} ${path}`;
        const expected = !signedIn.has(route) ? [] : open.has(route) ? [{}, { bearerAuth: [] }] : [{ bearerAuth: [] }];
        expect(operation.security ?? [], route).toEqual(expected);
        if (signedIn.has(route)) expect(operation.responses['401'], route).toBeDefined();
      }
    }
  });
});

interface MediaType {
  schema: Record<string, unknown>;
  example?: Record<string, unknown>;
  examples?: Record<string, { value: Record<string, unknown> }>;
}

const constAsEnum = (schema: unknown): unknown => {
  if (Array.isArray(schema)) return schema.map(constAsEnum);
  if (typeof schema !== 'object' || schema === null) return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => (key === 'const' ? ['enum', [value]] : [key, constAsEnum(value)])),
  );
};

describe('the request bodies in the OpenAPI document', () => {
  let t: TestApp;
  let document: {
    paths: Record<string, Partial<Record<'post' | 'delete', { requestBody?: { content: Record<string, MediaType> } }>>>;
  };
  beforeAll(async () => {
    t = await createTestApp();
    document = (await t.app.inject({ method: 'GET', url: API_DOCUMENT_PATH })).json();
  });
  afterAll(() => t.close());

  it.each([
    ['post', '/api/v1/contact-us', ['contact-us'], []],
    ['post', '/api/v1/register', ['sign-up'], [PHONE_IN_PARTS]],
    ['post', '/api/v1/register/company', ['sign-up-companies'], [PHONE_IN_PARTS]],
    ['post', '/api/v1/login', ['sign-in'], [CAPTCHA_TOKEN]],
    ['post', '/api/v1/login/company', ['sign-in-companies'], [CAPTCHA_TOKEN]],
    ['post', '/api/v1/forgot-password', ['forget-password'], []],
    ['post', '/api/v1/reset-password', ['reset-password', 'change-password'], []],
    ['post', '/api/v1/otp/resend', ['otp-resend'], []],
    ['post', '/api/v1/otp/verify', ['otp-verify'], []],
    ['post', '/api/v1/profile', ['account-settings', 'profile-edit'], [PHONE_IN_PARTS]],
    ['delete', '/api/v1/me', ['delete-account'], []],
    ['post', '/api/v1/researches/submit', ['research-submit'], []],
  ] as const)(
    '%s %s takes the forms %j: each its own schema with the fields its wires read, as multipart, with examples',
    (method, path, formIds, wires) => {
      const media = document.paths[path]![method]!.requestBody?.content['multipart/form-data'];
      expect(media, path).toBeDefined();
      // Alternatives are listed in the order the route tries them.
      const bodies = formIds.length > 1 ? (media!.schema.anyOf as Record<string, unknown>[]) : [media!.schema];
      expect(bodies.map((body) => body.title)).toEqual(formIds);
      formIds.forEach((formId, index) => {
        // The form's own schema, but for ajv's $data said in words and files as binary parts; @fastify/swagger writes a `const` as a one-value `enum`.
        const documented = documentedFormBody(formId, wires);
        expect(bodies[index]!.properties).toEqual(constAsEnum(documented.properties));
        expect(bodies[index]!.required).toEqual(documented.required);
      });
      // One example is written as the media type's `example`, several as its `examples` (request-examples.test.ts sends each).
      const examples = media!.example
        ? [media!.example]
        : Object.values(media!.examples ?? {}).map((example) => example.value);
      expect(examples.length).toBeGreaterThanOrEqual(formIds.length);
    },
  );
});
