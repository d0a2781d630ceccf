import type { Answers, SubmissionSuccess } from '../../../machines/submission.machine';
import { splitPhone } from '../../../schemas/validation/phone-parts';
import { api } from '../../lib/api-client';
import { answersToFormData } from '../../lib/schema-form/answers-to-form-data';

/** The answers as POST /register and /register/company take them: the account's phone in two parts, `country_code` (digits, no +) and `phone_number`. */
export async function registrationFormData(formId: 'sign-up' | 'sign-up-companies', answers: Answers): Promise<FormData> {
  const form = await answersToFormData(formId, answers, ['phone']);
  const parts = typeof answers.phone === 'string' ? splitPhone(answers.phone) : undefined;
  if (parts) {
    form.append('country_code', parts.country_code);
    form.append('phone_number', parts.phone_number);
  }
  return form;
}

/** POST /register; resolves with the server's success message. */
export async function registerIndividual(answers: Answers, idempotencyKey: string): Promise<SubmissionSuccess> {
  const { message } = await api.post<{ message: string }>('/register', await registrationFormData('sign-up', answers), { idempotencyKey });
  return { message };
}

/** POST /register/company; resolves with the server's success message. */
export async function registerCompany(answers: Answers, idempotencyKey: string): Promise<SubmissionSuccess> {
  const { message } = await api.post<{ message: string }>('/register/company', await registrationFormData('sign-up-companies', answers), { idempotencyKey });
  return { message };
}
