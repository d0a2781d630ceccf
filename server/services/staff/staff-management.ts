import { and, count, eq, isNull, notInArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PermitType } from '../../../schemas/api/member';
import type { StaffListMember } from '../../../schemas/api/staff';
import type { Database } from '../../db/client';
import { staffMemberRoles, staffMembers, staffSecrets, type StaffRole } from '../../db/schema';
import { violatedUniqueConstraint } from '../../lib/unique-violation';
import { normalizedEmail } from '../accounts/create-account';
import type { SignedInStaff } from './signed-in-staff';
import { staffListMemberOf, staffRowOf, type StaffRow } from './staff-directory';
import { inviteStaffMember, setPasswordLink, staffMemberByEmail, type NewStaffMember } from './staff-members';
import { issueStaffSecret } from './staff-secrets';
import { revokeAllStaffSessions } from './staff-sessions';

/**
 * Why a change that takes admin away from a member (their role, or the member disabled) is refused:
 * an admin may not do it to themselves, and the last enabled admin always stays one.
 */
export type AdminChangeRefusal = 'own_admin' | 'last_admin';

/** The rule of docs/staff.md#managing-staff, on the figures read under the admin-changes lock. */
export function adminChangeRefusal(change: {
  actorId: number;
  targetId: number;
  targetIsEnabledAdmin: boolean;
  enabledAdmins: number;
}): AdminChangeRefusal | undefined {
  if (change.actorId === change.targetId) return 'own_admin';
  if (change.targetIsEnabledAdmin && change.enabledAdmins <= 1) return 'last_admin';
  return undefined;
}

// Any constant of ours: the key of the PostgreSQL advisory lock that changes to admins take.
const ADMIN_CHANGES_LOCK = 240_001;

/**
 * Runs `work` in a transaction holding the admin-changes lock, so two admins removing each other at
 * once are judged one after the other: the second sees the first's change and is refused.
 */
function underAdminLock<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const txDb = tx as unknown as Database;
    await txDb.execute(sql`select pg_advisory_xact_lock(${ADMIN_CHANGES_LOCK})`);
    return work(txDb);
  });
}

async function enabledAdmins(db: Database): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(staffMemberRoles)
    .innerJoin(staffMembers, eq(staffMembers.id, staffMemberRoles.staffId))
    .where(and(eq(staffMemberRoles.role, 'admin'), isNull(staffMembers.disabledAt)));
  return row!.total;
}

async function isAdmin(db: Database, staffId: number): Promise<boolean> {
  const [row] = await db
    .select({ staffId: staffMemberRoles.staffId })
    .from(staffMemberRoles)
    .where(and(eq(staffMemberRoles.staffId, staffId), eq(staffMemberRoles.role, 'admin')))
    .limit(1);
  return row !== undefined;
}

/** The refusal, if any, of taking admin away from `target` (a member who may hold it or not). */
async function refusalOfTakingAdmin(db: Database, actor: SignedInStaff, target: StaffRow) {
  return adminChangeRefusal({
    actorId: actor.id,
    targetId: target.id,
    targetIsEnabledAdmin: target.disabledAt === null && (await isAdmin(db, target.id)),
    enabledAdmins: await enabledAdmins(db),
  });
}

/** The invitation mail with a new set-password link (earlier links stop working), in the member's language. */
async function mailInvitation(
  app: FastifyInstance,
  db: Database,
  member: Pick<StaffRow, 'id' | 'name' | 'email' | 'language'>,
) {
  const token = await issueStaffSecret(db, member.id, 'set_password');
  await app.mail.enqueue(db, {
    to: member.email,
    locale: member.language,
    template: 'staff-invitation',
    params: { name: member.name, link: setPasswordLink(app.config.publicUrl, token) },
  });
}

/**
 * Adds a member with one role and mails them their set-password link (`staff-invitation`) in their
 * language, in one transaction; `taken` when the address belongs to a member already.
 */
export async function inviteStaff(
  app: FastifyInstance,
  member: Omit<NewStaffMember, 'passwordHash'>,
): Promise<StaffListMember | 'taken'> {
  if (await staffMemberByEmail(app.db, member.email)) return 'taken';
  try {
    const id = await app.db.transaction(async (tx) => {
      const txDb = tx as unknown as Database;
      const invited = await inviteStaffMember(txDb, app.config.publicUrl, member);
      await app.mail.enqueue(txDb, {
        to: normalizedEmail(member.email),
        locale: member.language ?? 'ar',
        template: 'staff-invitation',
        params: { name: member.name, link: invited.link },
      });
      return invited.id;
    });
    app.mail.kick();
    return await staffListMemberOf(app.db, id);
  } catch (error) {
    // Two invitations of one address at once: the second finds the first's row.
    if (violatedUniqueConstraint(error) !== undefined) return 'taken';
    throw error;
  }
}

/** Mails a member who has not set a password yet a new invitation; `password_set` once they have. */
export async function resendInvitation(app: FastifyInstance, uuid: string): Promise<StaffListMember | 'password_set'> {
  const member = await staffRowOf(app.db, uuid);
  if (member.passwordHash !== null) return 'password_set';
  await app.db.transaction((tx) => mailInvitation(app, tx as unknown as Database, member));
  app.mail.kick();
  return staffListMemberOf(app.db, member.id);
}

/**
 * Replaces the member's roles (a reviewer's with their permit types); a role kept keeps the day it was
 * granted. Refused when it takes admin away from the actor or from the last enabled admin.
 */
export async function replaceStaffRoles(
  db: Database,
  actor: SignedInStaff,
  uuid: string,
  roles: { roles: StaffRole[]; permitTypes: PermitType[] },
): Promise<StaffListMember | AdminChangeRefusal> {
  return underAdminLock(db, async (tx) => {
    const target = await staffRowOf(tx, uuid);
    if (!roles.roles.includes('admin') && (await isAdmin(tx, target.id))) {
      const refusal = await refusalOfTakingAdmin(tx, actor, target);
      if (refusal) return refusal;
    }
    await tx
      .delete(staffMemberRoles)
      .where(and(eq(staffMemberRoles.staffId, target.id), notInArray(staffMemberRoles.role, roles.roles)));
    for (const role of roles.roles) {
      const permitTypes = role === 'reviewer' ? roles.permitTypes : [];
      await tx
        .insert(staffMemberRoles)
        .values({ staffId: target.id, role, permitTypes })
        .onConflictDoUpdate({ target: [staffMemberRoles.staffId, staffMemberRoles.role], set: { permitTypes } });
    }
    return staffListMemberOf(tx, target.id);
  });
}

/**
 * Disables a member: no sign-in, and every session ends at once. An admin may not disable themselves,
 * nor anybody the last enabled admin.
 */
export async function disableStaff(
  db: Database,
  actor: SignedInStaff,
  uuid: string,
): Promise<StaffListMember | AdminChangeRefusal> {
  return underAdminLock(db, async (tx) => {
    const target = await staffRowOf(tx, uuid);
    const refusal = await refusalOfTakingAdmin(tx, actor, target);
    if (refusal) return refusal;
    // A second disabling keeps the day of the first.
    await tx
      .update(staffMembers)
      .set({ disabledAt: sql`coalesce(${staffMembers.disabledAt}, now())` })
      .where(eq(staffMembers.id, target.id));
    await revokeAllStaffSessions(tx, target.id);
    return staffListMemberOf(tx, target.id);
  });
}

/** Lets a disabled member sign in again (their old sessions stay ended). */
export async function enableStaff(db: Database, uuid: string): Promise<StaffListMember> {
  const target = await staffRowOf(db, uuid);
  await db.update(staffMembers).set({ disabledAt: null }).where(eq(staffMembers.id, target.id));
  return staffListMemberOf(db, target.id);
}

/**
 * Forgets the member's authenticator app and recovery codes and ends their sessions and sign-in
 * challenges: their next sign-in enrols a new app, as a first one does.
 */
export async function resetSecondFactor(db: Database, uuid: string): Promise<StaffListMember> {
  return db.transaction(async (tx) => {
    const txDb = tx as unknown as Database;
    const target = await staffRowOf(txDb, uuid);
    await txDb
      .update(staffMembers)
      .set({ totpSecret: null, totpConfirmedAt: null, totpLastStep: null })
      .where(eq(staffMembers.id, target.id));
    await txDb
      .delete(staffSecrets)
      .where(and(eq(staffSecrets.staffId, target.id), eq(staffSecrets.purpose, 'recovery_code')));
    await txDb
      .update(staffSecrets)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(staffSecrets.staffId, target.id),
          eq(staffSecrets.purpose, 'sign_in_challenge'),
          isNull(staffSecrets.usedAt),
        ),
      );
    await revokeAllStaffSessions(txDb, target.id);
    return staffListMemberOf(txDb, target.id);
  });
}
