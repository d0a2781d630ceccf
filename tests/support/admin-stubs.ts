import type { PermitType } from '../../schemas/api/member';
import type { StaffMemberAnswer, StaffRole } from '../../schemas/api/staff';

/**
 * What GET /admin/me answers for a member of staff holding `role` (a reviewer deciding `permitTypes`):
 * منيرة unless the test names someone else.
 */
export function staffMeAnswer(
  role: StaffRole,
  { permitTypes = [], ...member }: Partial<Omit<StaffMemberAnswer, 'roles'>> & { permitTypes?: PermitType[] } = {},
): { data: StaffMemberAnswer } {
  return {
    data: {
      uuid: 's-1',
      name: 'منيرة',
      email: 'm@authority.example.sa',
      language: 'ar',
      ...member,
      roles: [{ role, permit_types: permitTypes }],
    },
  };
}
