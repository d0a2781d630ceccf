import { asc, count, eq, inArray } from 'drizzle-orm';
import type { ListEnvelope } from '../../../schemas/api/envelopes';
import type { StaffListMember } from '../../../schemas/api/staff';
import type { Database } from '../../db/client';
import { staffMemberRoles, staffMembers } from '../../db/schema';
import { notFound } from '../../lib/api-error';
import { isUuid } from '../../lib/identifiers';
import { paginate, type PageWindow } from '../../lib/pagination';
import { presentStaff, type SignedInStaff } from './signed-in-staff';

/** A page of the staff list: the authority has tens of members, so one page usually holds them all. */
export const STAFF_PER_PAGE = 50;

const memberColumns = {
  id: staffMembers.id,
  uuid: staffMembers.uuid,
  name: staffMembers.name,
  email: staffMembers.email,
  language: staffMembers.language,
  passwordHash: staffMembers.passwordHash,
  totpConfirmedAt: staffMembers.totpConfirmedAt,
  disabledAt: staffMembers.disabledAt,
  createdAt: staffMembers.createdAt,
};

/** A member's row as the directory reads it, their roles apart. */
export type StaffRow = Awaited<ReturnType<typeof memberRows>>[number];

const memberRows = (db: Database) => db.select(memberColumns).from(staffMembers);

async function rolesOf(db: Database, staffIds: number[]) {
  if (staffIds.length === 0) return new Map<number, SignedInStaff['roles']>();
  const rows = await db
    .select({
      staffId: staffMemberRoles.staffId,
      role: staffMemberRoles.role,
      permitTypes: staffMemberRoles.permitTypes,
    })
    .from(staffMemberRoles)
    .where(inArray(staffMemberRoles.staffId, staffIds))
    .orderBy(staffMemberRoles.role);
  const roles = new Map<number, SignedInStaff['roles']>(staffIds.map((id) => [id, []]));
  for (const { staffId, role, permitTypes } of rows) roles.get(staffId)!.push({ role, permitTypes });
  return roles;
}

/** The member as an admin's list shows them: never their password, secret or codes, only whether they exist. */
const presentListMember = (member: StaffRow, roles: SignedInStaff['roles']): StaffListMember => ({
  ...presentStaff({ ...member, roles }),
  password_set: member.passwordHash !== null,
  enrolled: member.totpConfirmedAt !== null,
  disabled: member.disabledAt !== null,
  created_at: member.createdAt.toISOString(),
});

/** One page of the staff, in the order they were added, each with their roles. */
export function listStaff(db: Database, window: PageWindow): Promise<ListEnvelope<StaffListMember>> {
  return paginate(window, {
    count: async () => (await db.select({ total: count() }).from(staffMembers))[0]!.total,
    rows: async (limit, offset) => {
      const members = await memberRows(db).orderBy(asc(staffMembers.id)).limit(limit).offset(offset);
      const roles = await rolesOf(
        db,
        members.map((member) => member.id),
      );
      return members.map((member) => presentListMember(member, roles.get(member.id)!));
    },
  });
}

/** The member a uuid names; 404 for none (a malformed uuid never reaches SQL). */
export async function staffRowOf(db: Database, uuid: string): Promise<StaffRow> {
  if (!isUuid(uuid)) throw notFound();
  const [member] = await memberRows(db).where(eq(staffMembers.uuid, uuid)).limit(1);
  if (!member) throw notFound();
  return member;
}

/** The member of `id` as the list shows them, read afresh after a change. */
export async function staffListMemberOf(db: Database, id: number): Promise<StaffListMember> {
  const [member] = await memberRows(db).where(eq(staffMembers.id, id)).limit(1);
  return presentListMember(member!, (await rolesOf(db, [id])).get(id)!);
}
