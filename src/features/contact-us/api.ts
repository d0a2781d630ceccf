import { useEffect, useState } from 'react';
import type { Answers, SubmissionSuccess } from '../../../machines/submission.machine';
import type { ListEnvelope } from '../../../schemas/api/envelopes';
import type { ReserveArea } from '../../../schemas/api/content';
import { api } from '../../lib/api-client';
import { answersToFormData } from '../../lib/schema-form/answers-to-form-data';
import type { OptionItem } from '../../lib/schema-form/form-context';

/** POST /contact-us with the attempt's Idempotency-Key; resolves with the server's success message. */
export async function sendContactMessage(answers: Answers, idempotencyKey: string): Promise<SubmissionSuccess> {
  const { message } = await api.post<{ message: string }>('/contact-us', await answersToFormData('contact-us', answers), { idempotencyKey });
  return { message };
}

/** The reserve's areas for the resident's drop-down, named in the page's language; empty until loaded or on failure. */
export function useReserveAreas(locale: string): OptionItem[] {
  const [areas, setAreas] = useState<OptionItem[]>([]);
  useEffect(() => {
    let current = true;
    api
      .get<ListEnvelope<ReserveArea>>('/reserve-areas', { limit: 50 })
      .then(({ data }) => {
        if (current) setAreas(data.map((area) => ({ value: area.id, label: area.name })));
      })
      // The form still works without the list, and the server refuses an unknown area by name.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [locale]);
  return areas;
}
