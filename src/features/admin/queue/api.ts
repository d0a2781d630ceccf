import type { ReviewQueueRow } from '../../../../schemas/api/review-queue';
import { api, API_BASE } from '../../../lib/api-client';
import { freshRead } from '../../../lib/page-data';
import { saveDownload } from '../shared/save-download';

/** GET admin/permits with the address's filters and page: asked afresh on each visit, the queue moves. */
export const queueRead = (query: Record<string, string>) => freshRead('/admin/permits', query);

/** POST admin/permits/{uuid}/assign without a body: the request is assigned to the signed-in reviewer. */
export const assignToMe = (uuid: string, idempotencyKey: string) =>
  api.post<{ data: ReviewQueueRow; message?: string }>(`/admin/permits/${encodeURIComponent(uuid)}/assign`, undefined, {
    idempotencyKey,
  });

/** POST admin/permits/bulk: the same decision on several requests, a rejection with one reason. */
export const bulkDecision = (
  body: { action: 'assign'; uuids: string[] } | { action: 'reject'; uuids: string[]; reason: string },
  idempotencyKey: string,
) => api.post<{ message?: string }>('/admin/permits/bulk', body, { idempotencyKey });

/** GET admin/permits.csv with the filters, saved as a file. */
export const downloadQueueCsv = (query: Record<string, string>) =>
  saveDownload(`${API_BASE}/admin/permits.csv?${new URLSearchParams(query).toString()}`, 'permits.csv');
