import type { Config } from '../config';

/**
 * The one set of security headers of every answer (pages, API, errors, even answers written before
 * a request could be read), computed once at start-up: building them per request halved throughput.
 */
export function securityHeaders(config: Pick<Config, 'recaptcha' | 'publicUrl'>): Readonly<Record<string, string>> {
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
  return Object.freeze({
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
    // HSTS only where citizens reach the portal over HTTPS (a proxy terminates it).
    ...(config.publicUrl.startsWith('https://') && { 'strict-transport-security': 'max-age=31536000; includeSubDomains' }),
  });
}
