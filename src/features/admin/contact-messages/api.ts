import type { Answers } from '../../../../machines/submission.machine';
import type { ContactMessage, ContactMessagePage } from '../../../../schemas/api/contact-messages';
import { api, API_BASE } from '../../../lib/api-client';
import { freshRead } from '../../../lib/page-data';
import { answersToFormData } from '../../../lib/schema-form/answers-to-form-data';
import { saveDownload } from '../shared/save-download';

/** GET admin/contact-messages: a page of one status's messages (all when none), asked afresh on each visit. */
export const messagesRead = (status: string | null, page: number) =>
  freshRead('/admin/contact-messages', {
    ...(status ? { status } : {}),
    ...(page > 1 ? { page } : {}),
  });
export type MessagesAnswer = ContactMessagePage;

const messagePath = (uuid: string) => `/admin/contact-messages/${encodeURIComponent(uuid)}`;

/** GET admin/contact-messages/{uuid}: the whole message and its history. */
export const messageRead = (uuid: string) => freshRead(messagePath(uuid));
export type MessageAnswer = { data: ContactMessage };
type Changed = { data: ContactMessage; message: string };

/** POST …/assign: the message is the caller's. */
export const assignToMe = (uuid: string) => api.post<Changed>(`${messagePath(uuid)}/assign`);

/** POST …/status, …/note, …/reply: each its form, multipart as the server reads every form. */
export const sendMessageForm = async (
  uuid: string,
  action: 'status' | 'note' | 'reply',
  formId: 'admin/contact-status' | 'admin/contact-note' | 'admin/contact-reply',
  answers: Answers,
) => api.post<Changed>(`${messagePath(uuid)}/${action}`, await answersToFormData(formId, answers));

/** GET …/attachments/{id}: saved under its original name (the staff token rides on the request). */
export const downloadAttachment = (uuid: string, id: number, name: string) =>
  saveDownload(`${API_BASE}${messagePath(uuid)}/attachments/${id}`, name);
