import { api } from '../../lib/api-client';
import { pagedRead } from '../../lib/address-read';

/** GET /studies-reports of one page, in the page's language: the browser and the server renderer ask the same. */
export const studiesReportsRead = pagedRead((page) => ({
  path: page > 1 ? `/studies-reports?page=${page}` : '/studies-reports',
  localized: true,
  failureLog: 'Error fetching studies and reports',
}));

/** POST /studies-reports/{uuid}/send-email as the signed-in member: resolves to the server's message. */
export async function sendReportByEmail(uuid: string, idempotencyKey: string): Promise<string> {
  const answer = await api.post<{ message: string }>(
    `/studies-reports/${encodeURIComponent(uuid)}/send-email`,
    undefined,
    { idempotencyKey },
  );
  return answer.message;
}
