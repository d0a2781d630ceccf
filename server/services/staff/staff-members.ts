import type { PermitType } from '../../../schemas/api/member';
import type { Database } from '../../db/client';
import { staffMemberRoles, staffMembers, type StaffRole } from '../../db/schema';
import type { Locale } from '../../i18n/messages';
import { normalizedEmail } from '../accounts/create-account';

export interface NewStaffMember {
  email: string;
  name: string;
  role: StaffRole;
  /** The permit types a reviewer decides; ignored for other roles. */
  permitTypes?: PermitType[];
  language?: Locale;
  /** argon2id; none until the member follows their set-password link. */
  passwordHash?: string;
}

/** Adds a member of staff with one role, in one transaction. */
export async function createStaffMember(db: Database, member: NewStaffMember): Promise<{ id: number; uuid: string }> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(staffMembers)
      .values({
        email: normalizedEmail(member.email),
        name: member.name,
        language: member.language ?? 'ar',
        passwordHash: member.passwordHash ?? null,
      })
      .returning({ id: staffMembers.id, uuid: staffMembers.uuid });
    await tx.insert(staffMemberRoles).values({
      staffId: created!.id,
      role: member.role,
      permitTypes: member.role === 'reviewer' ? (member.permitTypes ?? []) : [],
    });
    return created!;
  });
}
