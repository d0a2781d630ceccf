import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accountRoles, users } from '../../../server/db/schema';
import { accountOfToken, issueAccessToken } from '../../../server/services/accounts/access-tokens';
import { demoIndividual, demoResearcher } from '../../support/accounts';
import { createTestApp, type TestApp } from '../../support/test-app';

describe('staff roles on the signed-in account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const idOf = async (email: string) =>
    (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  const signedInAs = async (userId: number) =>
    (await accountOfToken(t.db, await issueAccessToken(t.db, userId)))!.account;

  it('carries the roles an account holds, with the permit types a reviewer decides', async () => {
    const userId = await idOf(demoIndividual.email);
    await t.db.insert(accountRoles).values({ userId, role: 'reviewer', permitTypes: ['beekeeping', 'free_camping'] });
    expect((await signedInAs(userId)).roles).toEqual([
      { role: 'reviewer', permitTypes: ['beekeeping', 'free_camping'] },
    ]);
  });

  it('carries no roles for a citizen', async () => {
    const account = await signedInAs(await idOf(demoResearcher.email));
    expect(account.roles).toEqual([]);
    expect(account.email).toBe(demoResearcher.email);
  });
});
