import type { Answers, SubmissionSuccess } from '../../../machines/submission.machine';
import type { JobApplyAnswer } from '../../../schemas/api/jobs';
import { answersToWire } from '../../../schemas/questions/answers-wire';
import type { Question } from '../../../schemas/questions/questions-to-schema';
import { api } from '../../lib/api-client';
import { pagedRead, paramRead } from '../../lib/address-read';
import { chosenFile } from '../../lib/schema-form/chosen-files';

/** GET /job-opportunities of one page, in the page's language: the browser and the server renderer ask the same. */
export const jobsRead = pagedRead((page) => ({
  path: page > 1 ? `/job-opportunities?page=${page}` : '/job-opportunities',
  localized: true,
  failureLog: 'Error fetching jobs',
}));

/** GET /job-opportunities/{uuid} of /jobs/:uuid: the job with its questions in the page's language. */
export const jobRead = paramRead('uuid', (uuid) => ({
  path: `/job-opportunities/${encodeURIComponent(uuid)}`,
  localized: true,
  failureLog: 'Error fetching the job',
}));

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
