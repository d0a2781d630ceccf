import type { Answers, SubmissionSuccess } from '../../../machines/submission.machine';
import type { SignInAnswer } from '../../../schemas/api/accounts';
import type { ItemEnvelope } from '../../../schemas/api/envelopes';
import { api } from '../../lib/api-client';
import { answersToFormData } from '../../lib/schema-form/answers-to-form-data';

/** POST /forgot-password (multipart: email); resolves with the server's message. */
export async function requestPasswordReset(answers: Answers, idempotencyKey: string): Promise<SubmissionSuccess> {
  const { message } = await api.post<{ message: string }>(
    '/forgot-password',
    await answersToFormData('forget-password', answers),
    { idempotencyKey },
  );
  return { message };
}

/** POST /reset-password (multipart: password, password_confirmation, token, email); resolves with the new login token. */
export async function resetPassword(
  answers: Answers,
  idempotencyKey: string,
): Promise<SubmissionSuccess & SignInAnswer> {
  const { data, message } = await api.post<ItemEnvelope<SignInAnswer> & { message: string }>(
    '/reset-password',
    await answersToFormData('reset-password', answers),
    {
      idempotencyKey,
    },
  );
  return { message, token: data.token };
}
