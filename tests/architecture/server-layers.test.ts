import { describe, expect, it } from 'vitest';
import { boundaryErrors } from './lint-probe';

// server/: routes → services → db; plugins are infrastructure; lib and i18n below them all.
describe('server layers', () => {
  it.each([
    ['server/routes/jobs/probe.ts', "import { profileRoutes } from '../member/profile';", 'a route folder another'],
    ['server/routes/member/probe.ts', "import { jobRoutes } from '../jobs';", 'the member routes the job routes'],
    ['server/routes/jobs/probe.ts', "import { apiRoutes } from '..';", 'a route folder the route list'],
    ['server/services/content/probe.ts', "import { jobRoutes } from '../../routes/jobs';", 'a service a route'],
    [
      'server/services/captcha/probe.ts',
      "import { AttemptLimits } from '../../plugins/attempt-limits';",
      'a service a plugin',
    ],
    [
      'server/db/schema/probe.ts',
      "import { accountByEmail } from '../../services/accounts/create-account';",
      'db a service',
    ],
    [
      'server/db/probe.ts',
      "import { accountByEmail } from '../services/accounts/create-account';",
      'db/ itself a service',
    ],
    [
      'server/db/seed/probe.ts',
      "import { accountByEmail } from '../../services/accounts/create-account';",
      'the seed a service',
    ],
    ['server/lib/probe.ts', "import { users } from '../db/schema';", 'lib db'],
    ['server/lib/probe.ts', "import { storeUploads } from '../services/storage';", 'lib a service'],
    ['server/lib/probe.ts', "import { authentication } from '../plugins/authentication';", 'lib a plugin'],
    ['server/i18n/probe.ts', "import { apiRoutes } from '../routes';", 'i18n a route'],
  ])('%s may not import upward (%s)', async (filePath, code) => {
    expect(await boundaryErrors(filePath, code)).toHaveLength(1);
  });

  // A type counts too: what a route needs of an account or a row, its service exports.
  it.each([
    ['server/routes/accounts/probe.ts', "import { users } from '../../db/schema';"],
    ['server/routes/permits/probe.ts', "import type { Database } from '../../db/client';"],
    ['server/routes/member/probe.ts', "import type { AccountKind } from '../../db/schema/accounts';"],
  ])('%s may not reach the database past a service (%s)', async (filePath, code) => {
    expect(await boundaryErrors(filePath, code)).toHaveLength(1);
  });

  it.each([
    ['server/routes/jobs/probe.ts', "import { listJobs } from '../../services/content/jobs';"],
    ['server/routes/jobs/probe.ts', "import { jobRoutes } from './index';"],
    ['server/routes/jobs/probe.ts', "import { CAPTCHA_THRESHOLD } from '../../plugins/attempt-limits';"],
    ['server/services/content/probe.ts', "import { jobOpportunities } from '../../db/schema';"],
    ['server/plugins/probe.ts', "import { accountOfToken } from '../services/accounts/access-tokens';"],
    ['server/db/seed/probe.ts', "import { hashPassword } from '../../lib/passwords';"],
    ['server/lib/probe.ts', "import { translate } from '../i18n/messages';"],
  ])('%s may import downward or within its folder', async (filePath, code) => {
    expect(await boundaryErrors(filePath, code)).toEqual([]);
  });
});
