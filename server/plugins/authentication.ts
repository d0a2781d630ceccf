import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { accountOfToken, type SignedInAccount } from '../services/accounts/access-tokens';
import type { SignedInStaff } from '../services/staff/signed-in-staff';
import { staffOfSession } from '../services/staff/staff-sessions';

export { lifecycleActorOf, type SignedInStaff } from '../services/staff/signed-in-staff';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Reads the bearer token as a citizen's: true, with request.account set, when it is live. A stale or
     * missing one leaves the caller a visitor: a public read that shows a reader their own state ignores
     * it, and refusing is the authorization plugin's.
     */
    authenticate: (request: FastifyRequest) => Promise<boolean>;
    /** Reads the bearer token as a staff session's: true, with request.staff set, when it is live. */
    authenticateStaff: (request: FastifyRequest) => Promise<boolean>;
  }
  interface FastifyRequest {
    /** The signed-in citizen account; set by authenticate. */
    account: SignedInAccount | null;
    /** The login token's row, so logout revokes exactly this one. */
    accessTokenId: number | null;
    /** The signed-in member of staff, with their roles; set by authenticateStaff (docs/staff.md). */
    staff: SignedInStaff | null;
    /** The staff session's row, so sign-out ends exactly this one. */
    staffSessionId: number | null;
  }
}

// Only the Authorization header: a token in a query string would end up in logs and histories.
const BEARER = /^Bearer ([A-Za-z0-9_-]{20,200})$/;

const bearerToken = (request: FastifyRequest) => BEARER.exec(request.headers.authorization ?? '')?.[1];

/**
 * Bearer-token authentication: who the caller is, if anybody. Citizens' tokens and staff sessions are
 * apart: each route's access says which one it reads, so a token opens the routes of its own kind only.
 */
export const authentication = fp(async (app: FastifyInstance) => {
  app.decorateRequest('account', null);
  app.decorateRequest('accessTokenId', null);
  app.decorateRequest('staff', null);
  app.decorateRequest('staffSessionId', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const found = token ? await accountOfToken(app.db, token) : undefined;
    if (!found) return false;
    request.account = found.account;
    request.accessTokenId = found.tokenId;
    return true;
  });
  app.decorate('authenticateStaff', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const found = token ? await staffOfSession(app.db, token) : undefined;
    if (!found) return false;
    request.staff = found.staff;
    request.staffSessionId = found.sessionId;
    return true;
  });
});
