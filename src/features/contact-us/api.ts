import type { Answers, SubmissionSuccess } from '../../../machines/submission.machine';
import { api } from '../../lib/api-client';
import { answersToFormData } from '../../lib/schema-form/answers-to-form-data';

/** POST /contact-us with the attempt's Idempotency-Key; resolves with the server's success message. */
export async function sendContactMessage(answers: Answers, idempotencyKey: string): Promise<SubmissionSuccess> {
  const { message } = await api.post<{ message: string }>(
    '/contact-us',
    await answersToFormData('contact-us', answers),
    { idempotencyKey },
  );
  return { message };
}
