import type { Answers } from '../../../../machines/submission.machine';
import type { ContentItem, ContentSummary, EditableContentName } from '../../../../schemas/api/content-editing';
import { editableContent } from '../../../../schemas/api/content-editing';
import type { ListEnvelope } from '../../../../schemas/api/envelopes';
import { api } from '../../../lib/api-client';
import { freshRead } from '../../../lib/page-data';
import { answersToFormData } from '../../../lib/schema-form/answers-to-form-data';

const typePath = (type: EditableContentName) => `/admin/content/${type}`;
const itemPath = (type: EditableContentName, id: string) => `${typePath(type)}/${encodeURIComponent(id)}`;
type Saved = { data: { id: string }; message: string };

/** GET admin/content/{type}: one page of its items, asked afresh on each visit. */
export const contentListRead = (type: EditableContentName, page: number) =>
  freshRead(typePath(type), page > 1 ? { page } : {});
export type ContentListAnswer = ListEnvelope<ContentSummary>;

/** GET admin/content/{type}/{id}: its form's values, revision and history. */
export const contentItemRead = (type: EditableContentName, id: string) => freshRead(itemPath(type, id));
export type ContentItemAnswer = { data: ContentItem };

/** POST admin/content/{type}: a new item from its form, multipart as the server reads every form. */
export const createContent = async (type: EditableContentName, answers: Answers) =>
  api.post<Saved>(typePath(type), await answersToFormData(editableContent[type].form, answers));

/** PUT admin/content/{type}/{id} over the revision the editor opened (409 if another save came first). */
export const updateContent = async (type: EditableContentName, id: string, revision: string, answers: Answers) =>
  api.put<Saved>(itemPath(type, id), await answersToFormData(editableContent[type].form, answers), { revision });

/** DELETE admin/content/{type}/{id}, over the revision the editor opened. */
export const deleteContent = (type: EditableContentName, id: string, revision: string) =>
  api.delete<Saved>(itemPath(type, id), undefined, { revision });
