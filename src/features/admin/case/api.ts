import type { PermitCase, StaffPermitAction } from '../../../../schemas/api/review-queue';
import { api } from '../../../lib/api-client';
import { freshRead } from '../../../lib/page-data';

/** GET admin/permits/{uuid}: the case, read afresh on each visit and after each decision. */
export const caseRead = (uuid: string) => freshRead(`/admin/permits/${encodeURIComponent(uuid)}`);
export type CaseAnswer = { data: PermitCase };

/** Each lifecycle event's route under admin/permits/{uuid}/. */
const ACTION_PATHS: Record<StaffPermitAction, string> = {
  'permit.assign': 'assign',
  'permit.release': 'release',
  'permit.approve': 'approve',
  'permit.reject': 'reject',
  'permit.requestInfo': 'request-info',
  'permit.cancel': 'cancel',
};

/** Sends a decision (with its reason, fields and last day where it takes them); resolves with the server's message. */
export const decide = (uuid: string, action: StaffPermitAction, body: object | undefined, idempotencyKey: string) =>
  api.post<{ message?: string }>(`/admin/permits/${encodeURIComponent(uuid)}/${ACTION_PATHS[action]}`, body, {
    idempotencyKey,
  });

/** POST admin/permits/{uuid}/notes: an internal note, in the history for staff only. */
export const addNote = (uuid: string, note: string, idempotencyKey: string) =>
  api.post<{ message?: string }>(`/admin/permits/${encodeURIComponent(uuid)}/notes`, { note }, { idempotencyKey });
