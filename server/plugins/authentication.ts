import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { accountOfToken, type SignedInAccount } from '../services/accounts/access-tokens';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Reads the bearer token: true, with request.account set, when it is live. A stale or missing one
     * leaves the caller a visitor: a public read that shows a reader their own state ignores it, and
     * refusing is the authorization plugin's.
     */
    authenticate: (request: FastifyRequest) => Promise<boolean>;
  }
  interface FastifyRequest {
    /** The signed-in account, with its staff roles; set by authenticate. */
    account: SignedInAccount | null;
    /** The login token's row, so logout revokes exactly this one. */
    accessTokenId: number | null;
  }
}

// Only the Authorization header: a token in a query string would end up in logs and histories.
const BEARER = /^Bearer ([A-Za-z0-9_-]{20,200})$/;

/** Bearer-token authentication: who the caller is, if anybody. */
export const authentication = fp(async (app: FastifyInstance) => {
  app.decorateRequest('account', null);
  app.decorateRequest('accessTokenId', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    const found = token ? await accountOfToken(app.db, token) : undefined;
    if (!found) return false;
    request.account = found.account;
    request.accessTokenId = found.tokenId;
    return true;
  });
});
