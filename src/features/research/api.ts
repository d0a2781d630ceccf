import { useEffect, useState } from 'react';
import type { Answers, SubmissionSuccess } from '../../../machines/submission.machine';
import type { ListEnvelope } from '../../../schemas/api/envelopes';
import type { Research, ResearchCategory, ResearchSubmitAnswer } from '../../../schemas/api/member';
import { api } from '../../lib/api-client';
import { answersToFormData } from '../../lib/schema-form/answers-to-form-data';
import type { OptionItem } from '../../lib/schema-form/form-context';
import { useApiRead } from '../../lib/use-api-read';

/** POST /researches/submit with the attempt's Idempotency-Key; resolves with the server's success message. */
export async function submitResearch(answers: Answers, idempotencyKey: string): Promise<SubmissionSuccess> {
  const { message } = await api.post<ResearchSubmitAnswer>('/researches/submit', await answersToFormData('research-submit', answers), { idempotencyKey });
  return { message };
}

/** The research categories for the form's drop-down, titled in the page's language; empty until loaded or on failure. */
export function useResearchCategories(locale: string): OptionItem[] {
  const [categories, setCategories] = useState<OptionItem[]>([]);
  useEffect(() => {
    let current = true;
    api
      .get<ListEnvelope<ResearchCategory>>('/research-categories', { limit: 50 })
      .then(({ data }) => {
        if (current) setCategories(data.map((category) => ({ value: category.id, label: category.title })));
      })
      // The form still works without the list, and the server refuses an unknown category by name.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [locale]);
  return categories;
}

/** GET /researches?page=n: one page of the signed-in member's own researches, newest first. */
export const useOwnResearches = (page: number) => useApiRead<ListEnvelope<Research>>('/researches', { page });
