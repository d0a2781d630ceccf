import fs from 'node:fs/promises';
import path from 'node:path';
import { eq, sql, type SQL } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { API_DOCUMENT_PATH } from '../../server/plugins/api-document';
import { issueAccessToken } from '../../server/services/accounts/access-tokens';
import { demoResearcher, freshAddress } from '../support/accounts';
import { takeContractViolations } from '../support/contract-check';
import { documentedMultipart, type SchemaNode } from '../support/documented-request';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Requests generated from the OpenAPI document: each form route gets its form's valid examples,
 * encoded as the document says (multipart, files as binary parts), then mutated (fields dropped, replaced by arbitrary text
 * or JSON, repeated, unknown ones added); each GET route gets arbitrary query parameters; with and
 * without a token, in both languages. Never a 5xx, never an answer outside the contract, and a
 * refused request writes nothing.
 * `npm test` runs FUZZ_RUNS (default 20) cases per route with a fixed seed; raise it for the long form:
 * `FUZZ_RUNS=500 npx vitest run tests/api/generated-requests.test.ts` (FUZZ_SEED picks another seed).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);

interface FormBody extends SchemaNode {
  title?: string;
  anyOf?: FormBody[];
  examples?: Record<string, unknown>[];
}
interface MediaType {
  schema: FormBody;
  example?: Record<string, unknown>;
  examples?: Record<string, { value: Record<string, unknown> }>;
}
interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, MediaType> };
}
type Document = { paths: Record<string, Record<string, Operation>> };

type Mutation =
  { kind: 'drop'; field: string } | { kind: 'set'; field: string; value: string } | { kind: 'repeat'; field: string };

const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 300 }),
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    '1e309',
    'null',
    'true',
    '\u0000',
    '\u202E',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    'x'.repeat(5000),
  ),
  fc.jsonValue({ maxDepth: 2 }).map((value) => JSON.stringify(value)),
);

function mutate(form: FormData, mutations: Mutation[]): FormData {
  for (const mutation of mutations) {
    if (mutation.kind === 'drop') form.delete(mutation.field);
    else if (mutation.kind === 'set') form.set(mutation.field, mutation.value);
    else for (const value of form.getAll(mutation.field)) form.append(mutation.field, value);
  }
  return form;
}

describe('generated requests', () => {
  let t: TestApp;
  let document: Document;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
    document = (await t.app.inject({ method: 'GET', url: API_DOCUMENT_PATH })).json<Document>();
    // The researcher may use every form; the examples' passwords are not theirs, so no example deletes the account or changes its password.
    const [account] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, demoResearcher.email));
    token = await issueAccessToken(t.db, account!.id);
  });
  afterAll(() => t.close());

  /** Every table's row count and every stored file: what a refused request must leave as it was. */
  async function stored() {
    const rows = async <Row>(query: SQL) => ((await t.db.execute(query)) as unknown as { rows: Row[] }).rows;
    countAll ??= await (async () => {
      const tables = await rows<{ table_name: string }>(
        sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
      );
      // One query for every table: asked twice for each of thousands of requests.
      return sql.join(
        tables.map(
          ({ table_name: table }) =>
            sql`select ${table} as table_name, count(*)::int as n from ${sql.identifier(table)}`,
        ),
        sql` union all `,
      );
    })();
    const counts = Object.fromEntries(
      (await rows<{ table_name: string; n: number }>(countAll)).map((row) => [row.table_name, row.n]),
    );
    const files = await fs.readdir(path.join(t.dataDir, 'uploads'), { recursive: true }).catch(() => []);
    return { counts, files: files.sort() };
  }
  let countAll: SQL | undefined;

  /** Each form a route takes (one, or each of its alternatives), with its examples. */
  const formRoutes = () =>
    Object.entries(document.paths).flatMap(([route, operations]) =>
      (['post', 'delete'] as const).flatMap((method) => {
        const media = operations[method]?.requestBody?.content['multipart/form-data'];
        if (!media) return [];
        const examples = media.example
          ? [media.example]
          : Object.values(media.examples ?? {}).map((example) => example.value);
        const forms = media.schema.anyOf ?? [{ ...media.schema, examples }];
        return forms.map((form) => ({
          route,
          method: method.toUpperCase() as 'POST' | 'DELETE',
          form,
          examples: form.examples ?? [],
          fields: [...Object.keys(form.properties ?? {}), 'phone'],
        }));
      }),
    );

  it('covers every form route and every GET route of the document', () => {
    expect(formRoutes().length).toBeGreaterThanOrEqual(14);
    expect(Object.values(document.paths).filter((operations) => operations.get).length).toBeGreaterThanOrEqual(9);
  });

  it(
    `answers mutated form posts within the contract, and a refused one writes nothing (${RUNS} per route)`,
    { timeout: 60_000 + RUNS * 9 * 400 },
    async () => {
      for (const { route, method, form: formSchema, examples, fields } of formRoutes()) {
        const mutation: fc.Arbitrary<Mutation> = fc.oneof(
          fc.record({ kind: fc.constant('drop' as const), field: fc.constantFrom(...fields) }),
          fc.record({
            kind: fc.constant('set' as const),
            field: fc.constantFrom(...fields, 'unknown_field', '__proto__'),
            value: text,
          }),
          fc.record({ kind: fc.constant('repeat' as const), field: fc.constantFrom(...fields) }),
        );
        const request = fc.record({
          example: fc.constantFrom(...examples),
          mutations: fc.array(mutation, { maxLength: 3 }),
          signedIn: fc.boolean(),
          locale: fc.constantFrom('ar', 'en'),
        });
        await fc.assert(
          fc.asyncProperty(request, async ({ example, mutations, signedIn, locale }) => {
            const before = await stored();
            const form = mutate(documentedMultipart(formSchema, example), mutations);
            const body = new Response(form);
            const answer = await t.app.inject({
              method,
              url: route,
              payload: Buffer.from(await body.arrayBuffer()),
              headers: {
                'content-type': body.headers.get('content-type')!,
                'accept-language': locale,
                'x-forwarded-for': freshAddress(),
                ...(signedIn && { authorization: `Bearer ${token}` }),
              },
            });
            await t.app.backgroundWork.settled();
            expect(answer.statusCode, `${route}: ${answer.body}`).toBeLessThan(500);
            expect(takeContractViolations()).toEqual([]);
            if (answer.statusCode >= 400)
              expect(await stored(), `${route} refused with ${answer.statusCode} but wrote`).toEqual(before);
          }),
          { numRuns: RUNS, seed: SEED, endOnFailure: true },
        );
      }
    },
  );

  it(
    `answers GET routes with arbitrary query parameters within the contract (${RUNS} per route)`,
    { timeout: 60_000 + RUNS * 12 * 100 },
    async () => {
      const routes = Object.entries(document.paths).filter(([, operations]) => operations.get);
      for (const [route, operations] of routes) {
        const names = (operations.get!.parameters ?? [])
          .filter((parameter) => parameter.in === 'query')
          .map((parameter) => parameter.name);
        const request = fc.record({
          query: fc.dictionary(
            fc.oneof(fc.constantFrom(...names, 'page', 'x'), fc.string({ maxLength: 8 })),
            fc.oneof(text, fc.nat().map(String)),
            { maxKeys: 4 },
          ),
          pathValue: fc.oneof(fc.constant('wildflowers-after-the-rain'), fc.uuid(), text),
          signedIn: fc.boolean(),
        });
        await fc.assert(
          fc.asyncProperty(request, async ({ query, pathValue, signedIn }) => {
            const url = route.replace(/\{[^}]+\}/g, encodeURIComponent(pathValue).slice(0, 200) || 'x');
            const answer = await t.app.inject({
              method: 'GET',
              url,
              query,
              headers: { 'x-forwarded-for': freshAddress(), ...(signedIn && { authorization: `Bearer ${token}` }) },
            });
            expect(answer.statusCode, `${url}: ${answer.body}`).toBeLessThan(500);
            expect(takeContractViolations()).toEqual([]);
          }),
          { numRuns: RUNS, seed: SEED, endOnFailure: true },
        );
      }
    },
  );
});
