import type { PermitType } from '../../schemas/api/member';
import type { StaffRole } from '../../schemas/api/staff';
import type { Locale } from '../../server/i18n/messages';
import { hashPassword } from '../../server/lib/passwords';
import { createStaffMember } from '../../server/services/staff/staff-members';
import { issueStaffSession } from '../../server/services/staff/staff-sessions';
import type { TestApp } from './test-app';

let serial = 0;

/** The password every member newStaffMember makes signs in with. */
export const STAFF_PASSWORD = 'Wadi-Hanifa-2026';

/**
 * A new member of staff holding `role` (a reviewer deciding `permitTypes`), and a live session of
 * theirs, as a finished sign-in (password and second factor) leaves it.
 */
export async function newStaffMember(
  t: TestApp,
  {
    role,
    permitTypes = [],
    name = 'منيرة العتيبي',
    language = 'ar',
  }: { role: StaffRole; permitTypes?: PermitType[]; name?: string; language?: Locale },
) {
  const email = `staff${++serial}-${role}@authority.example.sa`;
  const { id, uuid } = await createStaffMember(t.db, {
    email,
    name,
    role,
    permitTypes,
    language,
    passwordHash: await hashPassword(STAFF_PASSWORD),
  });
  return { id, uuid, email, password: STAFF_PASSWORD, token: await issueStaffSession(t.db, id) };
}
