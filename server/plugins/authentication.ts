import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../lib/api-error';
import { accountOfToken, type Account } from '../services/accounts/access-tokens';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler of member routes: a live bearer token, else 401. */
    requireAccount: (request: FastifyRequest) => Promise<void>;
    /**
     * For public reads that show a signed-in reader their own state: sets `request.account` for a valid
     * bearer token, and ignores a stale one rather than refusing it (the read is still public).
     */
    identifyReader: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    /** The signed-in account; set by requireAccount. */
    account: Account | null;
    /** The login token's row, so logout revokes exactly this one. */
    accessTokenId: number | null;
  }
}

// Only the Authorization header: a token in a query string would end up in logs and histories.
const BEARER = /^Bearer ([A-Za-z0-9_-]{20,200})$/;

/** Bearer-token authentication of member routes. */
export const authentication = fp(async (app: FastifyInstance) => {
  app.decorateRequest('account', null);
  app.decorateRequest('accessTokenId', null);
  app.decorate('requireAccount', async (request: FastifyRequest) => {
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    const found = token ? await accountOfToken(app.db, token) : undefined;
    if (!found) throw new ApiError(401, 'unauthenticated');
    request.account = found.account;
    request.accessTokenId = found.tokenId;
  });
  app.decorate('identifyReader', async (request: FastifyRequest) => {
    if (request.headers.authorization === undefined) return;
    try {
      await app.requireAccount(request);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    }
  });
});
