import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

/** The readable API reference: served from the package, its start-up script allowed by hash. */
describe('GET /api/docs/', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reads the API document, with a CSP that allows its own inline script by hash and nothing inline else', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('/api/v1/openapi.json');
    const inline = [...page.body.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
      ([, code]) => code!,
    );
    expect(inline.length).toBeGreaterThan(0);
    const scriptSrc = /script-src ([^;]*)/.exec(String(page.headers['content-security-policy']))?.[1] ?? '';
    expect(scriptSrc).not.toContain('unsafe-inline');
    for (const code of inline)
      expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(code).digest('base64')}'`);
    // No script from another site: the viewer is served by the portal itself.
    for (const [, src] of page.body.matchAll(/<script[^>]*\bsrc="([^"]+)"/g))
      expect(src).not.toMatch(/^(https?:)?\/\//);
  });

  it('serves the viewer’s script itself, and keeps the strict CSP on every other page', async () => {
    const script = await t.app.inject({ method: 'GET', url: '/api/docs/js/scalar.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toBe('application/javascript; charset=utf-8');
    const other = await t.app.inject({ method: 'GET', url: '/' });
    expect(/script-src ([^;]*)/.exec(String(other.headers['content-security-policy']))?.[1]).toBe("'self'");
  });
});
