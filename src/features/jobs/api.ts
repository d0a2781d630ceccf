import type { Answers, SubmissionSuccess } from '../../../machines/submission.machine';
import type { JobApplyAnswer } from '../../../schemas/api/jobs';
import { answersToWire } from '../../../schemas/questions/answers-wire';
import type { Question } from '../../../schemas/questions/questions-to-schema';
import { api } from '../../lib/api-client';
import { chosenFile } from '../../lib/schema-form/chosen-files';

/** GET /job-opportunities/{uuid} with the token: when the signed-in member applied (`applied_at`). */
export const personalJobPath = (uuid: string) => `/job-opportunities/${encodeURIComponent(uuid)}`;

/** POST /job-opportunities/{uuid}/apply (docs/requirements.md §P7): the answers in the wire format; resolves with the server's thanks. */
export async function sendApplication(
  uuid: string,
  questions: readonly Question[],
  answers: Answers,
  idempotencyKey: string,
): Promise<SubmissionSuccess> {
  const form = new FormData();
  for (const [key, value] of answersToWire(questions, answers, chosenFile)) form.append(key, value);
  const { message } = await api.post<JobApplyAnswer>(`/job-opportunities/${encodeURIComponent(uuid)}/apply`, form, {
    idempotencyKey,
  });
  return { message };
}
