import type { FastifyRequest, FastifyServerOptions } from 'fastify';

// Query values that are keys to an account: reset and verification links carry them.
const SECRET_QUERY_VALUES = /([?&](?:token|signature|email|expires)=)[^&#]*/gi;
// The token segment of an e-mail verification link: the page's /verify-email/{userId}/{token}, the API's /email/verify/….
const VERIFICATION_TOKEN = /(\/(?:email\/verify|verify-email)\/[^/?#]+\/)[^/?#]+/i;

/** A request URL fit for a log: no reset or verification token, no signature, no address. */
export function redactedUrl(url: string): string {
  return url.replace(VERIFICATION_TOKEN, '$1[redacted]').replace(SECRET_QUERY_VALUES, '$1[redacted]');
}

/** The logger options with a request serializer that leaves secrets in URLs out. */
export function withRedactedRequests(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return logger;
  const options = logger === true ? {} : logger;
  return {
    ...options,
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactedUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}
