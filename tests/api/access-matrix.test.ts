import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { articles } from '../../server/db/schema';
import { encodeMultipart } from '../support/multipart';
import { createTestApp, type TestApp } from '../support/test-app';
import { accessMatrix, type AccessRule, type Caller } from './access-matrix';

const contactMessage: [string, string][] = [
  ['type', 'suggestion'],
  ['username', 'خالد الدوسري'],
  ['phone', '+966501234567'],
  ['subject', 'مواقف للزوار'],
  ['message', 'نقترح زيادة المواقف عند المدخل الشمالي.'],
];

describe('the access matrix', () => {
  let t: TestApp;
  let slug: string;
  beforeAll(async () => {
    t = await createTestApp();
    [{ slug }] = (await t.db.select({ slug: articles.slug }).from(articles).orderBy(desc(articles.createdAt)).limit(1)) as [{ slug: string }];
  });
  afterAll(() => t.close());

  async function call(rule: AccessRule, _caller: Caller) {
    const url = rule.url.replace('{first-article-slug}', slug);
    if (rule.body !== 'contact-message') return t.app.inject({ method: rule.method, url });
    const { payload, contentType } = await encodeMultipart(contactMessage);
    return t.app.inject({ method: rule.method, url, payload, headers: { 'content-type': contentType } });
  }

  for (const rule of accessMatrix) {
    for (const [caller, status] of Object.entries(rule.expected) as [Caller, number][]) {
      it(`${rule.method} ${rule.url} as ${caller} answers ${status}`, async () => {
        const response = await call(rule, caller);
        expect(response.statusCode, response.body).toBe(status);
      });
    }
  }

  it('lists every API route the server has', () => {
    const listed = new Set(accessMatrix.map((rule) => `${rule.method} ${rule.url.split('?')[0]!.replace('{first-article-slug}', ':uuidOrSlug')}`));
    const routes = t.app
      .printRoutes({ commonPrefix: false })
      .split('\n')
      .filter((line) => line.includes('/api/v1/'));
    expect(routes.length).toBeGreaterThan(0);
    for (const line of routes) {
      const [, path, methods] = /(\/api\/v1\/\S*) \(([^)]+)\)/.exec(line) ?? [];
      for (const method of methods?.split(', ').filter((m) => m === 'GET' || m === 'POST') ?? []) {
        expect(listed, `${method} ${path} is missing from access-matrix.ts`).toContain(`${method} ${path}`);
      }
    }
  });
});
