import type { Answers, SubmissionSuccess } from '../../../machines/submission.machine';
import type { ListEnvelope } from '../../../schemas/api/envelopes';
import type { Research, ResearchSubmitAnswer } from '../../../schemas/api/member';
import { api } from '../../lib/api-client';
import { answersToFormData } from '../../lib/schema-form/answers-to-form-data';
import { freshRead, usePageRead } from '../../lib/page-data';

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
export const useOwnResearches = (page: number) =>
  usePageRead<ListEnvelope<Research>>(freshRead('/researches', { page }));
