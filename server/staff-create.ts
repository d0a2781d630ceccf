import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { permitTypes, type PermitType } from '../schemas/api/member';
import { staffRoles, type StaffRole } from '../schemas/api/staff';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { inviteStaffMember, staffMemberByEmail } from './services/staff/staff-members';

const USAGE =
  'Usage: npm run staff:create -- --email <address> --role <admin|reviewer|editor|auditor> ' +
  '[--name <name>] [--permit-types <type,type>] [--language <ar|en>]';

/** The member the command line asks for, or the sentence saying what is wrong with it. */
function memberOf(args: string[]) {
  const { values } = parseArgs({
    args,
    options: {
      email: { type: 'string' },
      role: { type: 'string' },
      name: { type: 'string' },
      'permit-types': { type: 'string' },
      language: { type: 'string' },
    },
  });
  const email = values.email?.trim() ?? '';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new ConfigError(`--email must be an e-mail address. ${USAGE}`);
  const role = values.role as StaffRole;
  if (!staffRoles.includes(role)) throw new ConfigError(`--role must be one of ${staffRoles.join(', ')}. ${USAGE}`);
  const types = (values['permit-types'] ?? '').split(',').filter(Boolean) as PermitType[];
  const unknown = types.filter((type) => !permitTypes.includes(type));
  if (unknown.length > 0)
    throw new ConfigError(`Unknown permit types: ${unknown.join(', ')} (${permitTypes.join(', ')})`);
  const language = values.language ?? 'ar';
  if (language !== 'ar' && language !== 'en') throw new ConfigError('--language must be ar or en');
  return { email, role, permitTypes: types, name: values.name?.trim() || email.split('@')[0]!, language } as const;
}

/**
 * `npm run staff:create`: adds a member of staff to the database the environment names (as the server
 * does: DATABASE_URL, else DATA_DIR) and prints their one-time set-password link. Returns the link.
 */
export async function createStaffFromCommandLine(
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<string> {
  const member = memberOf(args);
  const config = loadConfig(env);
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: `${config.dataDir}/db` },
  );
  try {
    await database.migrate();
    if (await staffMemberByEmail(database.db, member.email))
      throw new ConfigError(`${member.email} is a member of staff already`);
    const { link } = await inviteStaffMember(database.db, config.publicUrl, member);
    return link;
  } finally {
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  createStaffFromCommandLine(process.argv.slice(2)).then(
    (link) => console.log(`Member created. The one-time link to set their password (valid 7 days):\n${link}`),
    (error: unknown) => {
      console.error(error instanceof ConfigError ? error.message : error);
      process.exit(1);
    },
  );
}
