import type { Answers, SubmissionSuccess } from '../../../machines/submission.machine';
import type { SurveyAnswerAnswer } from '../../../schemas/api/surveys';
import { answersToWire } from '../../../schemas/questions/answers-wire';
import type { Question } from '../../../schemas/questions/questions-to-schema';
import { api } from '../../lib/api-client';
import { guestUuid } from '../../lib/guest-uuid';
import { chosenFile } from '../../lib/schema-form/chosen-files';

/** POST /surveys/{uuid}/answer (docs/requirements.md §P7): the guest id and the answers in the wire format; resolves with the server's thanks. */
export async function sendSurveyAnswers(
  uuid: string,
  questions: readonly Question[],
  answers: Answers,
  idempotencyKey: string,
): Promise<SubmissionSuccess> {
  const form = new FormData();
  // A signed-in member answers as themselves (the token goes with every call); the guest id is then ignored.
  form.append('guest_uuid', guestUuid());
  for (const [key, value] of answersToWire(questions, answers, chosenFile)) form.append(key, value);
  const { message } = await api.post<SurveyAnswerAnswer>(`/surveys/${encodeURIComponent(uuid)}/answer`, form, {
    idempotencyKey,
  });
  return { message };
}
