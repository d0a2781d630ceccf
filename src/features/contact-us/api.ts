import type { Answers, SubmissionSuccess } from '../../../machines/submission.machine';
import type { ReserveArea } from '../../../schemas/api/content';
import { api } from '../../lib/api-client';
import { answersToFormData } from '../../lib/schema-form/answers-to-form-data';
import type { OptionItem } from '../../lib/schema-form/form-context';
import { useOptionList } from '../../lib/schema-form/use-option-list';

/** POST /contact-us with the attempt's Idempotency-Key; resolves with the server's success message. */
export async function sendContactMessage(answers: Answers, idempotencyKey: string): Promise<SubmissionSuccess> {
  const { message } = await api.post<{ message: string }>('/contact-us', await answersToFormData('contact-us', answers), { idempotencyKey });
  return { message };
}

const areaOption = (area: ReserveArea): OptionItem => ({ value: area.id, label: area.name });

/** The reserve's areas for the resident's drop-down, named in the page's language. */
export const useReserveAreas = () => useOptionList('/reserve-areas', areaOption);
