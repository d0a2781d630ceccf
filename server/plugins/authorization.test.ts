import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { SignedInAccount } from '../services/accounts/access-tokens';
import { authorization, verdictOf, type Access } from './authorization';

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
  ...fields,
});

/** Each kind of caller: the live account of the token it sends, if any. */
const callers = {
  visitor: { tokenSent: false, account: undefined },
  staleToken: { tokenSent: true, account: undefined },
  individual: { tokenSent: true, account: account() },
  unverified: { tokenSent: true, account: account({ emailVerifiedAt: null }) },
  company: { tokenSent: true, account: account({ kind: 'company', nationalId: null }) },
  researcher: { tokenSent: true, account: account({ isResearcher: true }) },
} as const;
type Caller = keyof typeof callers;

const Y = 'allowed';
// prettier-ignore
const table: Record<Access, Record<Caller, 'allowed' | 401 | 403>> = {
  'public':             { visitor: Y,   staleToken: Y,   individual: Y,   unverified: Y,   company: Y,   researcher: Y },
  'guest-or-signed-in': { visitor: Y,   staleToken: 401, individual: Y,   unverified: Y,   company: Y,   researcher: Y },
  'signed-in':          { visitor: 401, staleToken: 401, individual: Y,   unverified: Y,   company: Y,   researcher: Y },
  'verified':           { visitor: 401, staleToken: 401, individual: Y,   unverified: 403, company: Y,   researcher: Y },
  'individual':         { visitor: 401, staleToken: 401, individual: Y,   unverified: Y,   company: 403, researcher: Y },
  'researcher':         { visitor: 401, staleToken: 401, individual: 403, unverified: 403, company: 403, researcher: Y },
  'staff:admin':        { visitor: 401, staleToken: 401, individual: 403, unverified: 403, company: 403, researcher: 403 },
  'staff:reviewer':     { visitor: 401, staleToken: 401, individual: 403, unverified: 403, company: 403, researcher: 403 },
  'staff:editor':       { visitor: 401, staleToken: 401, individual: 403, unverified: 403, company: 403, researcher: 403 },
  'staff:auditor':      { visitor: 401, staleToken: 401, individual: 403, unverified: 403, company: 403, researcher: 403 },
};

describe('who the authorization plugin lets through', () => {
  for (const [access, row] of Object.entries(table) as [Access, (typeof table)[Access]][]) {
    for (const [caller, expected] of Object.entries(row) as [Caller, (typeof row)[Caller]][]) {
      it(`${access} × ${caller} → ${expected}`, () => {
        const { account: live, tokenSent } = callers[caller];
        expect(verdictOf(access, live, tokenSent)).toBe(expected);
      });
    }
  }
});

/** A bare server with the plugin, the account of token `t-<caller>` as authentication would find it. */
async function serverWithRoutes(declare: (app: ReturnType<typeof Fastify>) => void) {
  const app = Fastify({ logger: false });
  app.decorateRequest('account', null);
  app.decorate('authenticate', async (request) => {
    const caller = /^Bearer t-(\w+)$/.exec(request.headers.authorization ?? '')?.[1] as Caller | undefined;
    request.account = (caller && callers[caller]?.account) ?? null;
    return request.account !== null;
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
