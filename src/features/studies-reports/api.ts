import { api } from '../../lib/api-client';

/** POST /studies-reports/{uuid}/send-email as the signed-in member: resolves to the server's message. */
export async function sendReportByEmail(uuid: string, idempotencyKey: string): Promise<string> {
  const answer = await api.post<{ message: string }>(
    `/studies-reports/${encodeURIComponent(uuid)}/send-email`,
    undefined,
    { idempotencyKey },
  );
  return answer.message;
}
