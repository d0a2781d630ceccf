import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffMemberRoles, staffMembers } from '../../../server/db/schema';
import { openDatabase } from '../../../server/db/client';
import { createAdminOnFirstStart } from '../../../server/services/staff/first-admin';
import { createStaffFromCommandLine } from '../../../server/staff-create';
import { mailsTo } from '../../support/accounts';
import { createTestApp, type TestApp } from '../../support/test-app';

describe('the first admin', () => {
  describe('from ADMIN_EMAIL on a start with no admin', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ ADMIN_EMAIL: 'Chief@Authority.example.sa', PUBLIC_URL: 'https://portal.example' });
    });
    afterAll(() => t.close());

    it('is created and mailed their one-time set-password link', async () => {
      const admins = await t.db
        .select({ email: staffMembers.email, passwordHash: staffMembers.passwordHash })
        .from(staffMembers)
        .innerJoin(staffMemberRoles, eq(staffMemberRoles.staffId, staffMembers.id))
        .where(eq(staffMemberRoles.role, 'admin'));
      expect(admins).toEqual([{ email: 'chief@authority.example.sa', passwordHash: null }]);
      const [mail] = await mailsTo(t, 'chief@authority.example.sa');
      expect(mail!.text).toMatch(/https:\/\/portal\.example\/admin\/set-password\?token=[\w-]{43}/);
    });

    it('is not created again once an admin exists', async () => {
      await createAdminOnFirstStart(t.app, 'second@authority.example.sa');
      expect(
        await t.db.select().from(staffMembers).where(eq(staffMembers.email, 'second@authority.example.sa')),
      ).toEqual([]);
    });
  });

  describe('from npm run staff:create', () => {
    let dataDir: string;
    beforeAll(async () => {
      dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'staff-create-'));
    });
    afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

    it('adds the member to the database of DATA_DIR and gives their set-password link, once per address', async () => {
      const env = { DATA_DIR: dataDir };
      const args = [
        '--email',
        'Reviewer@Authority.example.sa',
        '--role',
        'reviewer',
        '--name',
        'هند',
        '--permit-types',
        'beekeeping,free_camping',
      ];
      const link = await createStaffFromCommandLine(args, env);
      expect(link).toMatch(/^http:\/\/localhost:8080\/admin\/set-password\?token=[\w-]{43}$/);
      await expect(createStaffFromCommandLine(args, env)).rejects.toThrow(
        'Reviewer@Authority.example.sa is a member of staff already',
      );
      await expect(createStaffFromCommandLine(['--email', 'a@b.sa', '--role', 'owner'], env)).rejects.toThrow(
        '--role must be one of',
      );
      await expect(
        createStaffFromCommandLine(['--email', 'a@b.sa', '--role', 'reviewer', '--permit-types', 'fishing'], env),
      ).rejects.toThrow('Unknown permit types: fishing');

      const database = await openDatabase({ dataDir: `${dataDir}/db` });
      try {
        const rows = await database.db
          .select({ name: staffMembers.name, role: staffMemberRoles.role, permitTypes: staffMemberRoles.permitTypes })
          .from(staffMembers)
          .innerJoin(staffMemberRoles, eq(staffMemberRoles.staffId, staffMembers.id));
        expect(rows).toEqual([{ name: 'هند', role: 'reviewer', permitTypes: ['beekeeping', 'free_camping'] }]);
      } finally {
        await database.close();
      }
    }, 120_000);
  });
});
