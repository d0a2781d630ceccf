import type { Answers, SubmissionSuccess } from '../../../machines/submission.machine';
import type { ListEnvelope } from '../../../schemas/api/envelopes';
import type { Research, ResearchCategory, ResearchSubmitAnswer } from '../../../schemas/api/member';
import { api } from '../../lib/api-client';
import { answersToFormData } from '../../lib/schema-form/answers-to-form-data';
import type { OptionItem } from '../../lib/schema-form/form-context';
import { useOptionList } from '../../lib/schema-form/use-option-list';
import { useApiRead } from '../../lib/use-api-read';

/** POST /researches/submit with the attempt's Idempotency-Key; resolves with the server's success message. */
export async function submitResearch(answers: Answers, idempotencyKey: string): Promise<SubmissionSuccess> {
  const { message } = await api.post<ResearchSubmitAnswer>('/researches/submit', await answersToFormData('research-submit', answers), { idempotencyKey });
  return { message };
}

const categoryOption = (category: ResearchCategory): OptionItem => ({ value: category.id, label: category.title });

/** The research categories for the form's drop-down, titled in the page's language. */
export const useResearchCategories = () => useOptionList('/research-categories', categoryOption);

/** GET /researches?page=n: one page of the signed-in member's own researches, newest first. */
export const useOwnResearches = (page: number) => useApiRead<ListEnvelope<Research>>('/researches', { page });
