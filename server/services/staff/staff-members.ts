import { eq } from 'drizzle-orm';
import type { PermitType } from '../../../schemas/api/member';
import type { Database } from '../../db/client';
import { staffMemberRoles, staffMembers, type StaffRole } from '../../db/schema';
import type { Locale } from '../../i18n/messages';
import { normalizedEmail } from '../accounts/create-account';
import { issueStaffSecret } from './staff-secrets';

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

/** The member of staff an address belongs to, whatever its letter case. */
export async function staffMemberByEmail(db: Database, email: string) {
  const [member] = await db
    .select({ id: staffMembers.id, uuid: staffMembers.uuid })
    .from(staffMembers)
    .where(eq(staffMembers.email, normalizedEmail(email)))
    .limit(1);
  return member;
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

/** The address of a set-password link, as the browser app's /admin/set-password page reads it. */
export const setPasswordLink = (publicUrl: string, token: string) =>
  `${publicUrl}/admin/set-password?${new URLSearchParams({ token }).toString()}`;

/** Adds a member of staff and a one-time link to set their password, in one transaction. */
export async function inviteStaffMember(
  db: Database,
  publicUrl: string,
  member: Omit<NewStaffMember, 'passwordHash'>,
): Promise<{ id: number; uuid: string; link: string }> {
  return db.transaction(async (tx) => {
    const txDb = tx as unknown as Database;
    const created = await createStaffMember(txDb, member);
    const token = await issueStaffSecret(txDb, created.id, 'set_password');
    return { ...created, link: setPasswordLink(publicUrl, token) };
  });
}
