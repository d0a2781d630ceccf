import { useEffect, useState } from 'react';
import type { Answers, SubmissionSuccess } from '../../../machines/submission.machine';
import type { ListEnvelope } from '../../../schemas/api/envelopes';
import type { ReserveArea } from '../../../schemas/api/content';
import { api } from '../../lib/api-client';
import { chosenFile } from '../../lib/schema-form/chosen-files';
import type { OptionItem } from '../../lib/schema-form/form-context';


/** The contact form's answers as the API expects them: type, username, email, subject, message, phone, the area only for residents, attachments[i]. */
export function contactFormData(answers: Answers): FormData {
  const form = new FormData();
  for (const field of ['type', 'username', 'email', 'subject', 'message', 'phone']) {
    const value = answers[field];
    if (typeof value === 'string' && value !== '') form.append(field, value);
  }
  const isResident = answers.is_reserve_resident === true;
  form.append('is_reserve_resident', String(isResident));
  if (isResident && typeof answers.reserve_area_id === 'number') form.append('reserve_area_id', String(answers.reserve_area_id));
  const attachments = Array.isArray(answers.attachments) ? answers.attachments : [];
  attachments.forEach((descriptor, index) => {
    const file = chosenFile(descriptor);
    if (file) form.append(`attachments[${index}]`, file, file.name);
  });
  return form;
}

/** POST /contact-us with the attempt's Idempotency-Key; resolves with the server's success message. */
export async function sendContactMessage(answers: Answers, idempotencyKey: string): Promise<SubmissionSuccess> {
  const { message } = await api.post<{ message: string }>('/contact-us', contactFormData(answers), { idempotencyKey });
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
