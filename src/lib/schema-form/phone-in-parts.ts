import type { Answers } from '../../../machines/submission.machine';
import type { FormId } from '../../../schemas/registry';
import { splitPhone } from '../../../schemas/validation/phone-parts';
import { answersToFormData } from './answers-to-form-data';

/** The forms whose API takes the account's phone in two parts (registration, the profile). */
export type PhoneInPartsFormId = Extract<FormId, 'sign-up' | 'sign-up-companies' | 'profile-edit'>;

/** A form's answers as docs/requirements.md §P7 sends an account's phone: `country_code` (digits, no +) and `phone_number` instead of `phone`. */
export async function phoneInPartsFormData(formId: PhoneInPartsFormId, answers: Answers): Promise<FormData> {
  const form = await answersToFormData(formId, answers, ['phone']);
  const parts = typeof answers.phone === 'string' ? splitPhone(answers.phone) : undefined;
  if (parts) {
    form.append('country_code', parts.country_code);
    form.append('phone_number', parts.phone_number);
  }
  return form;
}
