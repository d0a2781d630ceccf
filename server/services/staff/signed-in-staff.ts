import { eq } from 'drizzle-orm';
import type { StaffMember } from '../../../machines/permit-lifecycle.machine';
import type { PermitType } from '../../../schemas/api/member';
import type { StaffMemberAnswer } from '../../../schemas/api/staff';
import type { Database } from '../../db/client';
import { staffMemberRoles, staffMembers, type StaffRole } from '../../db/schema';

/** A member of staff a request is signed in as, with the roles they hold. */
export interface SignedInStaff {
  id: number;
  uuid: string;
  name: string;
  email: string;
  language: 'ar' | 'en';
  roles: { role: StaffRole; permitTypes: PermitType[] }[];
}

/** The member with their roles, or undefined when there is none of that id. */
export async function signedInStaffOf(db: Database, staffId: number): Promise<SignedInStaff | undefined> {
  const [member] = await db
    .select({
      id: staffMembers.id,
      uuid: staffMembers.uuid,
      name: staffMembers.name,
      email: staffMembers.email,
      language: staffMembers.language,
    })
    .from(staffMembers)
    .where(eq(staffMembers.id, staffId))
    .limit(1);
  if (!member) return undefined;
  const roles = await db
    .select({ role: staffMemberRoles.role, permitTypes: staffMemberRoles.permitTypes })
    .from(staffMemberRoles)
    .where(eq(staffMemberRoles.staffId, staffId))
    .orderBy(staffMemberRoles.role);
  return { ...member, roles };
}

const holds = (staff: SignedInStaff, role: StaffRole) => staff.roles.find((each) => each.role === role);

/**
 * Whether the member may call a route of `staff:<role>` access (`undefined`: any member): an admin may
 * call every staff route, anybody else only those of a role they hold.
 */
export const staffHasRole = (staff: SignedInStaff, role?: StaffRole) =>
  staff.roles.length > 0 &&
  (role === undefined || holds(staff, 'admin') !== undefined || holds(staff, role) !== undefined);

/**
 * The member as the lifecycle machine sees them: an admin acts as one whatever else they hold, then a
 * reviewer with their permit types; an editor or auditor moves no permit, which the machine says itself.
 */
export function lifecycleActorOf(staff: SignedInStaff): StaffMember {
  const acting = holds(staff, 'admin') ?? holds(staff, 'reviewer') ?? staff.roles[0];
  return {
    kind: 'staff',
    id: staff.id,
    role: acting?.role ?? 'auditor',
    permitTypes: acting?.role === 'reviewer' ? acting.permitTypes : [],
  };
}

/** The member as the staff API shows them. */
export const presentStaff = (staff: SignedInStaff): StaffMemberAnswer => ({
  uuid: staff.uuid,
  name: staff.name,
  email: staff.email,
  language: staff.language,
  roles: staff.roles.map(({ role, permitTypes }) => ({ role, permit_types: permitTypes })),
});
