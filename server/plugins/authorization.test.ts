import Fastify, { type FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { SignedInAccount } from '../services/accounts/access-tokens';
import type { SignedInStaff } from '../services/staff/signed-in-staff';
import { authorization, verdictOf, type Access, type Caller as Identities } from './authorization';

/** A live account: a verified individual unless told otherwise. */
const account = (fields: Partial<SignedInAccount> = {}): SignedInAccount => ({
  id: 1,
  uuid: '00000000-0000-4000-8000-000000000001',
  kind: 'individual',
  name: 'سارة',
  email: 'sara@example.sa',
  passwordHash: '',
  emailVerifiedAt: new Date('2026-01-01'),
  countryCode: '+966',
  phoneNumber: '501234567',
  nationalId: '1000000001',
  birthDate: '1990-01-01',
  gender: 2,
  countryId: 1,
  cityId: 1,
  isResearcher: false,
  isReserveResident: false,
  contactMethod: 'email',
  language: 'ar',
  photoStoredName: null,
  photoType: null,
  termsAcceptedAt: null,
  deletedAt: null,
  passwordChangedAt: new Date('2026-01-01'),
  createdAt: new Date('2026-01-01'),
  nameSearch: 'ساره',
  ...fields,
});

/** A live member of staff holding `roles`. */
const member = (...roles: SignedInStaff['roles']): SignedInStaff => ({
  id: 1,
  uuid: '00000000-0000-4000-8000-000000000002',
  name: 'نورة',
  email: 'noura@authority.sa',
  language: 'ar',
  roles,
});

/** Each kind of caller: the live identity of the token it sends, if any. */
const callers: Record<string, Identities & { tokenSent: boolean }> = {
  visitor: { tokenSent: false },
  staleToken: { tokenSent: true },
  individual: { tokenSent: true, account: account() },
  unverified: { tokenSent: true, account: account({ emailVerifiedAt: null }) },
  company: { tokenSent: true, account: account({ kind: 'company', nationalId: null }) },
  researcher: { tokenSent: true, account: account({ isResearcher: true }) },
  admin: { tokenSent: true, staff: member({ role: 'admin', permitTypes: [] }) },
  reviewer: { tokenSent: true, staff: member({ role: 'reviewer', permitTypes: ['beekeeping'] }) },
  editor: { tokenSent: true, staff: member({ role: 'editor', permitTypes: [] }) },
  auditor: { tokenSent: true, staff: member({ role: 'auditor', permitTypes: [] }) },
  editorAuditor: {
    tokenSent: true,
    staff: member({ role: 'auditor', permitTypes: [] }, { role: 'editor', permitTypes: [] }),
  },
};
type Caller = keyof typeof callers;

const Y = 'allowed';
// A staff session is no citizen's token (401 on citizens' routes); a citizen's token on a staff route is 403.
// prettier-ignore
const table: Record<Access, Record<Caller, 'allowed' | 401 | 403>> = {
  'public':             { visitor: Y,   staleToken: Y,   individual: Y,   unverified: Y,   company: Y,   researcher: Y,   admin: Y,   reviewer: Y,   editor: Y,   auditor: Y,   editorAuditor: Y },
  'guest-or-signed-in': { visitor: Y,   staleToken: 401, individual: Y,   unverified: Y,   company: Y,   researcher: Y,   admin: 401, reviewer: 401, editor: 401, auditor: 401, editorAuditor: 401 },
  'signed-in':          { visitor: 401, staleToken: 401, individual: Y,   unverified: Y,   company: Y,   researcher: Y,   admin: 401, reviewer: 401, editor: 401, auditor: 401, editorAuditor: 401 },
  'verified':           { visitor: 401, staleToken: 401, individual: Y,   unverified: 403, company: Y,   researcher: Y,   admin: 401, reviewer: 401, editor: 401, auditor: 401, editorAuditor: 401 },
  'individual':         { visitor: 401, staleToken: 401, individual: Y,   unverified: Y,   company: 403, researcher: Y,   admin: 401, reviewer: 401, editor: 401, auditor: 401, editorAuditor: 401 },
  'researcher':         { visitor: 401, staleToken: 401, individual: 403, unverified: 403, company: 403, researcher: Y,   admin: 401, reviewer: 401, editor: 401, auditor: 401, editorAuditor: 401 },
  'staff':              { visitor: 401, staleToken: 401, individual: 403, unverified: 403, company: 403, researcher: 403, admin: Y,   reviewer: Y,   editor: Y,   auditor: Y,   editorAuditor: Y },
  'staff:admin':        { visitor: 401, staleToken: 401, individual: 403, unverified: 403, company: 403, researcher: 403, admin: Y,   reviewer: 403, editor: 403, auditor: 403, editorAuditor: 403 },
  'staff:reviewer':     { visitor: 401, staleToken: 401, individual: 403, unverified: 403, company: 403, researcher: 403, admin: Y,   reviewer: Y,   editor: 403, auditor: 403, editorAuditor: 403 },
  'staff:editor':       { visitor: 401, staleToken: 401, individual: 403, unverified: 403, company: 403, researcher: 403, admin: Y,   reviewer: 403, editor: Y,   auditor: 403, editorAuditor: Y },
  'staff:auditor':      { visitor: 401, staleToken: 401, individual: 403, unverified: 403, company: 403, researcher: 403, admin: Y,   reviewer: 403, editor: 403, auditor: Y,   editorAuditor: Y },
  'staff:editor+auditor': { visitor: 401, staleToken: 401, individual: 403, unverified: 403, company: 403, researcher: 403, admin: Y, reviewer: 403, editor: Y, auditor: Y, editorAuditor: Y },
};

describe('who the authorization plugin lets through', () => {
  for (const [access, row] of Object.entries(table) as [Access, (typeof table)[Access]][]) {
    for (const [caller, expected] of Object.entries(row)) {
      it(`${access} × ${caller} → ${expected}`, () => {
        const { tokenSent, ...identities } = callers[caller]!;
        expect(verdictOf(access, identities, tokenSent)).toBe(expected);
      });
    }
  }
});

/** A bare server with the plugin, the identity of token `t-<caller>` as authentication would find it. */
async function serverWithRoutes(declare: (app: ReturnType<typeof Fastify>) => void) {
  const app = Fastify({ logger: false });
  app.decorateRequest('account', null);
  app.decorateRequest('staff', null);
  const callerOf = (request: FastifyRequest) =>
    callers[/^Bearer t-(\w+)$/.exec(request.headers.authorization ?? '')?.[1] ?? ''];
  app.decorate('authenticate', async (request: FastifyRequest) => {
    request.account = callerOf(request)?.account ?? null;
    return request.account !== null;
  });
  app.decorate('authenticateStaff', async (request: FastifyRequest) => {
    request.staff = callerOf(request)?.staff ?? null;
    return request.staff !== null;
  });
  await app.register(authorization);
  declare(app);
  await app.ready();
  return app;
}

describe('the authorization plugin on a route', () => {
  it('answers 401, or 403 with the refusal the route declares, before the handler runs', async () => {
    let handled = 0;
    const app = await serverWithRoutes((server) => {
      server.post(
        '/api/v1/apply',
        { config: { access: 'individual', accessRefusal: 'job_individuals_only' } },
        async () => ({ handled: ++handled }),
      );
    });
    const asCaller = (caller?: Caller) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/apply',
        headers: caller ? { authorization: `Bearer t-${caller}` } : {},
      });
    expect((await asCaller()).statusCode).toBe(401);
    const refused = await asCaller('company');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: 'job_individuals_only' });
    expect(handled).toBe(0);
    expect((await asCaller('individual')).json()).toEqual({ handled: 1 });
    await app.close();
  });

  it("reads a staff route's token as a staff session, and a citizen's only to answer 403", async () => {
    const app = await serverWithRoutes((server) => {
      server.get('/api/v1/admin/staff', { config: { access: 'staff:admin' } }, async (request: FastifyRequest) => ({
        staff: request.staff?.roles,
        account: request.account?.id ?? null,
      }));
    });
    const asCaller = (caller?: Caller) =>
      app.inject({ url: '/api/v1/admin/staff', headers: caller ? { authorization: `Bearer t-${caller}` } : {} });
    expect((await asCaller()).statusCode).toBe(401);
    expect((await asCaller('staleToken')).statusCode).toBe(401);
    expect((await asCaller('individual')).statusCode).toBe(403);
    expect((await asCaller('reviewer')).statusCode).toBe(403);
    expect((await asCaller('admin')).json()).toEqual({ staff: [{ role: 'admin', permitTypes: [] }], account: null });
    await app.close();
  });

  it('refuses to start with an API route that does not declare its access', async () => {
    await expect(serverWithRoutes((server) => server.get('/api/v1/forgotten', async () => ({})))).rejects.toThrow(
      'GET /api/v1/forgotten does not declare config.access',
    );
  });

  it("refuses to start with a per-form access that leaves out one of the route's forms", async () => {
    await expect(
      serverWithRoutes((server) =>
        server.post(
          '/api/v1/profile',
          { config: { form: ['account-settings', 'profile-edit'], access: { 'account-settings': 'signed-in' } } },
          async () => ({}),
        ),
      ),
    ).rejects.toThrow('POST /api/v1/profile declares no access for profile-edit');
  });
});
