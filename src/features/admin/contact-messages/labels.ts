import type { StaffMemberAnswer } from '../../../../schemas/api/staff';

export const messageStatuses = ['new', 'in_progress', 'closed'] as const;

/** Whether the member may change messages (editors and admins); the server decides again. */
export const changesMessages = (staff: StaffMemberAnswer | undefined) =>
  staff?.roles.some(({ role }) => role === 'editor' || role === 'admin') ?? false;

/** A time as staff read it: in the reserve's zone. */
export const dateTimeOptions = { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Riyadh' } as const;
