import type { Answers } from '../../../../machines/submission.machine';
import type { ListEnvelope } from '../../../../schemas/api/envelopes';
import type { StaffListMember } from '../../../../schemas/api/staff';
import { api } from '../../../lib/api-client';
import { freshRead } from '../../../lib/page-data';
import { answersToFormData } from '../../../lib/schema-form/answers-to-form-data';

/** GET admin/staff: a page of the members, asked afresh on each visit and after each change. */
export const staffRead = (page: number) => freshRead('/admin/staff', page > 1 ? { page } : undefined);
export type StaffPage = ListEnvelope<StaffListMember>;

const memberPath = (uuid: string) => `/admin/staff/${encodeURIComponent(uuid)}`;

/** POST admin/staff: the invitation form, multipart as the server reads every form. */
export const inviteStaff = async (answers: Answers, idempotencyKey: string) =>
  api.post<{ message?: string }>('/admin/staff', await answersToFormData('admin/staff-invitation', answers), {
    idempotencyKey,
  });

/** PUT admin/staff/{uuid}/roles: the member's roles replaced by the form's. */
export const replaceStaffRoles = async (uuid: string, answers: Answers) =>
  api.put<{ message?: string }>(`${memberPath(uuid)}/roles`, await answersToFormData('admin/staff-roles', answers));

/** What an admin does to one member in one click (a confirmation first where it cannot be undone lightly). */
export type StaffAction = 'disable' | 'enable' | 'reset-second-factor' | 'resend-invitation';

export const actOnStaff = (uuid: string, action: StaffAction, idempotencyKey: string) =>
  api.post<{ message?: string }>(`${memberPath(uuid)}/${action}`, undefined, { idempotencyKey });
