import type { Config } from '../config';

export type SecurityHeaders = Readonly<Record<string, string>>;

/** The API's own answers, under this prefix, are JSON; everything else may be a page. */
const API_PREFIX = '/api/v1/';

/**
 * The security headers of every answer, computed once at start-up (building them per request
 * halved throughput): `page` for pages and the files they load, `api` for the API's JSON and for
 * answers written before a request could be read, which are JSON too.
 */
export function securityHeaders(config: Pick<Config, 'recaptcha' | 'publicUrl'>): {
  page: SecurityHeaders;
  api: SecurityHeaders;
} {
  // Google's origins only when reCAPTCHA replaces the self-hosted ALTCHA, whose widget and worker are our own files.
  const recaptchaOrigins = config.recaptcha ? ' https://www.google.com https://www.gstatic.com' : '';
  const contentSecurityPolicy = [
    "default-src 'self'",
    `script-src 'self'${recaptchaOrigins}`,
    `frame-src 'self'${recaptchaOrigins}`,
    "worker-src 'self'",
    // Emotion injects <style> elements at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  // HSTS only where citizens reach the portal over HTTPS (a proxy terminates it).
  const hsts: Record<string, string> = config.publicUrl.startsWith('https://')
    ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' }
    : {};
  const page = Object.freeze({
    'content-security-policy': contentSecurityPolicy,
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    // Reset and verification links carry their secret in the URL: it must never travel on as a referrer.
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    // The same rule as frame-ancestors 'none', for browsers that read only this header.
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
    ...hsts,
  });
  // JSON is never drawn as a page, so the headers that shape a document (OWASP's REST cheat sheet)
  // are left out: half the headers on the answers that carry the load.
  const api = Object.freeze({
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    ...hsts,
  });
  return { page, api };
}

/** The headers for an answer to this URL. */
export function securityHeadersFor(
  headers: { page: SecurityHeaders; api: SecurityHeaders },
  url: string,
): SecurityHeaders {
  return url.startsWith(API_PREFIX) ? headers.api : headers.page;
}
