import type { Answers, SubmissionSuccess } from '../../../machines/submission.machine';
import type { CurrentUser } from '../../../schemas/api/accounts';
import type { MemberPermit } from '../../../schemas/api/member';
import { permitService } from '../../../schemas/api/permits';
import { api, readStoredToken } from '../../lib/api-client';
import { answersToFormData } from '../../lib/schema-form/answers-to-form-data';
import { phoneInPartsFormData } from '../../lib/schema-form/phone-in-parts';

type Message = { message: string };

/** The profile form's answers from GET /me: what the member sees when the edit dialog opens. */
export function profileAnswers(profile: CurrentUser): Answers {
  const answers: Answers = {
    name: profile.name,
    national_id: profile.national_id ?? undefined,
    birth_date: profile.birth_date ?? undefined,
    email: profile.email,
    country_id: profile.country?.id,
    city_id: profile.city?.id,
    phone: profile.country_code && profile.phone_number ? `+${profile.country_code}${profile.phone_number}` : undefined,
    gender: profile.gender ?? undefined,
    is_reserve_resident: profile.is_reserve_resident,
  };
  return Object.fromEntries(Object.entries(answers).filter(([, value]) => value !== undefined));
}

/** POST /profile with the profile form (the phone in parts, as docs/requirements.md §M7 sends it). */
export async function saveProfile(answers: Answers): Promise<SubmissionSuccess> {
  const { message } = await api.post<Message>('/profile', await phoneInPartsFormData('profile-edit', answers));
  return { message };
}

/** POST /profile with the settings: contact_method and language. */
export async function saveSettings(answers: Answers): Promise<SubmissionSuccess> {
  const { message } = await api.post<Message>('/profile', await answersToFormData('account-settings', answers));
  return { message };
}

/** POST /reset-password from the profile: the old password, the new one twice, and the email and login token of docs/requirements.md §M7. */
export async function changePassword(answers: Answers): Promise<SubmissionSuccess> {
  const { message } = await api.post<Message>(
    '/reset-password',
    await answersToFormData('change-password', { ...answers, token: readStoredToken() ?? undefined }),
  );
  return { message };
}

/** DELETE /me with the password. */
export async function deleteAccount(answers: Answers): Promise<SubmissionSuccess> {
  const { message } = await api.delete<Message>('/me', await answersToFormData('delete-account', answers));
  return { message };
}

/** POST permits/{uuid}/cancel: the applicant's cancellation, which needs no reason. */
export async function cancelPermit(uuid: string, idempotencyKey: string): Promise<SubmissionSuccess> {
  const { message } = await api.post<Message>(`/permits/${uuid}/cancel`, {}, { idempotencyKey });
  return { message };
}

/**
 * POST permits/{uuid}/resubmit with the unlocked fields only, encoded as the permit's own form is: the server
 * keeps every other answer, and an unlocked field left empty is cleared.
 */
export async function resubmitPermit(
  permit: MemberPermit,
  answers: Answers,
  idempotencyKey: string,
): Promise<SubmissionSuccess> {
  const unlocked = Object.fromEntries(
    Object.entries(answers).filter(([field]) => permit.unlocked_fields.includes(field)),
  );
  const body = await answersToFormData(permitService(permit.type).formId, unlocked);
  const { message } = await api.post<Message>(`/permits/${permit.uuid}/resubmit`, body, { idempotencyKey });
  return { message };
}
