import type { Answers } from '../../../../machines/submission.machine';
import type { ActivityRegistration } from '../../../../schemas/api/activity-registrations';
import type { JoinStatus } from '../../../../schemas/api/activities';
import type { ListEnvelope } from '../../../../schemas/api/envelopes';
import { api } from '../../../lib/api-client';
import { freshRead } from '../../../lib/page-data';
import { answersToFormData } from '../../../lib/schema-form/answers-to-form-data';

/** GET admin/activity-registrations: a page, of one status or all (pending first), asked afresh after each decision. */
export const registrationsRead = (status: JoinStatus | '', page: number) =>
  freshRead('/admin/activity-registrations', {
    ...(status && { status }),
    ...(page > 1 && { page }),
  });
export type RegistrationsPage = ListEnvelope<ActivityRegistration>;
type Decided = { data: ActivityRegistration; message: string };

const registrationPath = (uuid: string) => `/admin/activity-registrations/${encodeURIComponent(uuid)}`;

/** POST admin/activity-registrations/{uuid}/approve. */
export const approveRegistration = (uuid: string) => api.post<Decided>(`${registrationPath(uuid)}/approve`, undefined);

/** POST admin/activity-registrations/{uuid}/decline, the form admin/registration-decision (an optional reason). */
export const declineRegistration = async (uuid: string, answers: Answers) =>
  api.post<Decided>(
    `${registrationPath(uuid)}/decline`,
    await answersToFormData('admin/registration-decision', answers),
  );
