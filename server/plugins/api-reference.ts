import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import apiReference from '@scalar/fastify-api-reference';
import { API_DOCUMENT_PATH } from './api-document';

/** Where the readable reference of the API is served. */
export const API_REFERENCE_PATH = '/api/docs';

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

/** The page's CSP with its own inline scripts allowed by their hashes: the reference starts itself with one. */
function allowingInlineScriptsOf(html: string, policy: string): string {
  const hashes = [...html.matchAll(INLINE_SCRIPT)].map(
    ([, code = '']) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`,
  );
  return policy.replace(/script-src ([^;]*)/, (directive) => [directive, ...hashes].join(' '));
}

/**
 * The API reference at API_REFERENCE_PATH: Scalar's viewer of the OpenAPI document, its script served
 * from the package (no CDN) and its one inline start-up script allowed by hash, not by 'unsafe-inline'.
 */
export async function apiReferencePage(app: FastifyInstance) {
  await app.register(async (scope) => {
    scope.addHook('onSend', async (_request, reply, payload) => {
      const policy = reply.getHeader('content-security-policy');
      if (
        typeof payload === 'string' &&
        typeof policy === 'string' &&
        String(reply.getHeader('content-type')).startsWith('text/html')
      ) {
        void reply.header('content-security-policy', allowingInlineScriptsOf(payload, policy));
      }
      return payload;
    });
    await scope.register(apiReference, {
      routePrefix: API_REFERENCE_PATH,
      configuration: {
        url: API_DOCUMENT_PATH,
        pageTitle: 'Royal reserve portal API',
        // Nothing that calls a third party (fonts, AI chat, telemetry): the portal reaches no other site.
        withDefaultFonts: false,
        telemetry: false,
        agent: { disabled: true },
        showDeveloperTools: 'never',
        hideClientButton: true,
      },
    });
  });
}
