import type { Answers, SubmissionSuccess } from '../../../machines/submission.machine';
import { api } from '../../lib/api-client';
import { phoneInPartsFormData } from '../../lib/schema-form/phone-in-parts';

/** POST /register; resolves with the server's success message. */
export async function registerIndividual(answers: Answers, idempotencyKey: string): Promise<SubmissionSuccess> {
  const { message } = await api.post<{ message: string }>('/register', await phoneInPartsFormData('sign-up', answers), {
    idempotencyKey,
  });
  return { message };
}

/** POST /register/company; resolves with the server's success message. */
export async function registerCompany(answers: Answers, idempotencyKey: string): Promise<SubmissionSuccess> {
  const { message } = await api.post<{ message: string }>(
    '/register/company',
    await phoneInPartsFormData('sign-up-companies', answers),
    { idempotencyKey },
  );
  return { message };
}
