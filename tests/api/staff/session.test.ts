import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffMembers, staffSessions } from '../../../server/db/schema';
import { issueAccessToken } from '../../../server/services/accounts/access-tokens';
import { accountByEmail } from '../../../server/services/accounts/create-account';
import { secretHash } from '../../../server/services/accounts/secrets';
import { demoIndividual } from '../../support/accounts';
import { newStaffMember } from '../../support/staff';
import { createTestApp, type TestApp } from '../../support/test-app';

describe('a staff session: GET /admin/me and POST /admin/sign-out', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const me = (token?: string, locale = 'ar') =>
    t.app.inject({
      url: '/api/v1/admin/me',
      headers: { 'accept-language': locale, ...(token && { authorization: `Bearer ${token}` }) },
    });
  const lastSeenOf = async (token: string) => {
    const [row] = await t.db
      .select({ lastSeenAt: staffSessions.lastSeenAt })
      .from(staffSessions)
      .where(eq(staffSessions.secretHash, secretHash(token)));
    return row!.lastSeenAt;
  };
  const idleFor = (token: string, interval: string) =>
    t.db
      .update(staffSessions)
      .set({ lastSeenAt: sql`now() - ${interval}::interval` })
      .where(eq(staffSessions.secretHash, secretHash(token)));

  it('shows the signed-in member and their roles, never to be cached', async () => {
    const reviewer = await newStaffMember(t, { role: 'reviewer', permitTypes: ['beekeeping'], name: 'ليلى' });
    const response = await me(reviewer.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      data: {
        uuid: reviewer.uuid,
        name: 'ليلى',
        email: reviewer.email,
        language: 'ar',
        roles: [{ role: 'reviewer', permit_types: ['beekeeping'] }],
      },
    });
  });

  it("answers a citizen's live token 403, and no token or a stale one 401, in the request's language", async () => {
    const citizen = await accountByEmail(t.db, 'individual', demoIndividual.email);
    const refused = await me(await issueAccessToken(t.db, citizen!.id), 'en');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: 'You are not allowed to do this.' });
    expect((await me()).statusCode).toBe(401);
    expect((await me('A'.repeat(43))).statusCode).toBe(401);
  });

  it("is no citizen's token: a citizen route answers a staff session 401", async () => {
    const admin = await newStaffMember(t, { role: 'admin' });
    const response = await t.app.inject({ url: '/api/v1/me', headers: { authorization: `Bearer ${admin.token}` } });
    expect(response.statusCode).toBe(401);
  });

  it('dies after 12 hours idle, and moves its last use at most once a minute', async () => {
    const editor = await newStaffMember(t, { role: 'editor' });
    await idleFor(editor.token, '30 seconds');
    const recent = await lastSeenOf(editor.token);
    expect((await me(editor.token)).statusCode).toBe(200);
    expect(await lastSeenOf(editor.token)).toEqual(recent);

    await idleFor(editor.token, '11 hours 59 minutes');
    expect((await me(editor.token)).statusCode).toBe(200);
    expect(Date.now() - (await lastSeenOf(editor.token)).getTime()).toBeLessThan(60_000);

    await idleFor(editor.token, '12 hours 1 second');
    expect((await me(editor.token)).statusCode).toBe(401);
  });

  it("ends with the member's disabling", async () => {
    const auditor = await newStaffMember(t, { role: 'auditor' });
    expect((await me(auditor.token)).statusCode).toBe(200);
    await t.db.update(staffMembers).set({ disabledAt: new Date() }).where(eq(staffMembers.id, auditor.id));
    expect((await me(auditor.token)).statusCode).toBe(401);
  });

  it('signs out exactly the session it is sent with', async () => {
    const admin = await newStaffMember(t, { role: 'admin' });
    const other = await newStaffMember(t, { role: 'admin' });
    const signOut = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/sign-out',
      headers: { authorization: `Bearer ${admin.token}`, 'accept-language': 'en' },
    });
    expect(signOut.statusCode).toBe(200);
    expect(signOut.json()).toEqual({ message: 'You have signed out.' });
    expect((await me(admin.token)).statusCode).toBe(401);
    expect((await me(other.token)).statusCode).toBe(200);
  });
});
