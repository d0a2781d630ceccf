import type { Answers, SubmissionSuccess } from '../../../machines/submission.machine';
import type { ListEnvelope } from '../../../schemas/api/envelopes';
import type { Research, ResearchSubmitAnswer } from '../../../schemas/api/member';
import { api } from '../../lib/api-client';
import { answersToFormData } from '../../lib/schema-form/answers-to-form-data';
import { useApiRead } from '../../lib/use-api-read';

/** POST /researches/submit with the attempt's Idempotency-Key; resolves with the server's success message. */
export async function submitResearch(answers: Answers, idempotencyKey: string): Promise<SubmissionSuccess> {
  const { message } = await api.post<ResearchSubmitAnswer>(
    '/researches/submit',
    await answersToFormData('research-submit', answers),
    { idempotencyKey },
  );
  return { message };
}

/** GET /researches?page=n: one page of the signed-in member's own researches, newest first. */
export const useOwnResearches = (page: number) => useApiRead<ListEnvelope<Research>>('/researches', { page });
