import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { FormId } from '../../schemas/registry';
import type { StaffRole } from '../db/schema';
import type { MessageKey } from '../i18n/messages';
import { ApiError } from '../lib/api-error';
import type { SignedInAccount } from '../services/accounts/access-tokens';
import { staffHasRole, type SignedInStaff } from '../services/staff/signed-in-staff';

/**
 * Who may call a route:
 * - `public`: anybody (a read that personalises its answer reads a token itself, and ignores a stale one);
 * - `guest-or-signed-in`: anybody, but a token sent must be live (else 401): the caller is its account, or a guest;
 * - `signed-in`: a live account (else 401), and each of the following a live account that also is (else 403):
 * - `verified`: one whose address is verified; `individual`: an individual's, not a company's;
 *   `researcher`: one flagged as a researcher;
 * - `staff`: a live staff session (else 401; a citizen's live token 403), and `staff:<role>` one of a member
 *   holding that role or `admin` (else 403); `staff:editor+auditor` one holding either (editors change the
 *   portal's content and what citizens send in, auditors read it). A staff session is no citizen's token: the
 *   routes above answer it 401.
 */
export type Access =
  | 'public'
  | 'guest-or-signed-in'
  | 'signed-in'
  | 'verified'
  | 'individual'
  | 'researcher'
  | 'staff'
  | `staff:${StaffRole}`
  | 'staff:editor+auditor';

/** A route's access, or one per form where it takes alternative forms: readSubmission checks the one it read. */
export type RouteAccess = Access | { readonly [form in FormId]?: Access };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route. Every API route says so: the server refuses to start otherwise. */
    access?: RouteAccess;
    /** The message key of the 403 answering a signed-in caller the access leaves out; `forbidden` unless given. */
    accessRefusal?: MessageKey;
  }
  interface FastifyInstance {
    /** Refuses the request (401 `unauthenticated`, or 403 `refusal`) unless its caller has `access`. */
    authorize: (request: FastifyRequest, access: Access, refusal?: MessageKey) => Promise<void>;
  }
}

type StaffAccess = Extract<Access, 'staff' | `staff:${string}`>;
type CitizenAccess = Exclude<Access, StaffAccess>;

const isStaffAccess = (access: Access): access is StaffAccess => access.startsWith('staff');

/** Whether a live citizen account has `access`. */
export function admits(access: CitizenAccess, account: SignedInAccount): boolean {
  switch (access) {
    case 'public':
    case 'guest-or-signed-in':
    case 'signed-in':
      return true;
    case 'verified':
      return account.emailVerifiedAt !== null;
    case 'individual':
      return account.kind === 'individual';
    case 'researcher':
      return account.isResearcher;
  }
}

/** The live identities of the token a caller sent, if any: a citizen's account, or a member of staff. */
export interface Caller {
  account?: SignedInAccount;
  staff?: SignedInStaff;
}

/** What a caller gets: let through, or the status it is refused with. */
export function verdictOf(access: Access, { account, staff }: Caller, tokenSent: boolean): 'allowed' | 401 | 403 {
  if (isStaffAccess(access)) {
    // A citizen's live token is somebody known who may not come in; anything else is nobody.
    if (!staff) return account ? 403 : 401;
    if (access === 'staff') return staffHasRole(staff) ? 'allowed' : 403;
    const roles = access.slice('staff:'.length).split('+') as StaffRole[];
    return roles.some((role) => staffHasRole(staff, role)) ? 'allowed' : 403;
  }
  if (access === 'public') return 'allowed';
  if (access === 'guest-or-signed-in') return tokenSent && !account ? 401 : 'allowed';
  if (!account) return 401;
  return admits(access, account) ? 'allowed' : 403;
}

/** What every form of a per-form access asks at least, before the body is read: a sign-in, unless a form is open to anybody. */
const routeWideAccess = (access: RouteAccess): Access =>
  typeof access === 'string'
    ? access
    : Object.values(access).every((each) => each !== 'public' && each !== 'guest-or-signed-in')
      ? 'signed-in'
      : 'public';

/** The routes that must declare their access: the API's, not the browser app's files and pages nor its reference page. */
const API_PREFIX = '/api/v1/';

/** Authorization as the routes declare it (config.access), checked before the handler runs. */
export const authorization = fp(async (app: FastifyInstance) => {
  app.decorate('authorize', async (request: FastifyRequest, access: Access, refusal: MessageKey = 'forbidden') => {
    const tokenSent = request.headers.authorization !== undefined;
    // Staff routes read the token as a staff session, and as a citizen's only to tell 403 from 401.
    if (isStaffAccess(access) && tokenSent && !request.staff) await app.authenticateStaff(request);
    if (access !== 'public' && tokenSent && !request.account && !request.staff) await app.authenticate(request);
    const verdict = verdictOf(
      access,
      { account: request.account ?? undefined, staff: request.staff ?? undefined },
      tokenSent,
    );
    if (verdict === 401) throw new ApiError(401, 'unauthenticated');
    if (verdict === 403) throw new ApiError(403, refusal);
  });

  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith(API_PREFIX)) return;
    const { access, accessRefusal } = route.config ?? {};
    if (access === undefined) throw new Error(`${String(route.method)} ${route.url} does not declare config.access`);
    const unnamed = typeof access === 'object' ? [route.config?.form ?? []].flat().filter((form) => !access[form]) : [];
    if (unnamed.length > 0)
      throw new Error(`${String(route.method)} ${route.url} declares no access for ${unnamed.join(', ')}`);
    const checked = routeWideAccess(access);
    // A public route gets no hook at all: nothing to pay on the busiest reads.
    if (checked === 'public') return;
    const authorizeCaller = (request: FastifyRequest) => app.authorize(request, checked, accessRefusal);
    route.preHandler = [authorizeCaller, ...[route.preHandler ?? []].flat()];
  });
});
