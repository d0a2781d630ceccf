import type { Answers } from '../../../../machines/submission.machine';
import type { CitizenAccount } from '../../../../schemas/api/citizen-accounts';
import { api } from '../../../lib/api-client';
import { freshRead } from '../../../lib/page-data';
import { answersToFormData } from '../../../lib/schema-form/answers-to-form-data';

const accountPath = (uuid: string) => `/admin/citizen-accounts/${encodeURIComponent(uuid)}`;

/** POST admin/citizen-accounts/lookup: the uuid of the account with exactly this e-mail address or national id. */
export const findCitizenAccount = async (answers: Answers) =>
  api.post<{ data: { uuid: string } }>(
    '/admin/citizen-accounts/lookup',
    await answersToFormData('admin/citizen-account-lookup', answers),
  );

/** GET admin/citizen-accounts/{uuid}: its name, flag, revision and history, asked afresh on each visit. */
export const citizenAccountRead = (uuid: string) => freshRead(accountPath(uuid));
export type CitizenAccountAnswer = { data: CitizenAccount };

/** PUT admin/citizen-accounts/{uuid}/researcher over the revision the admin opened (409 if a change came first). */
export const setResearcherFlag = async (uuid: string, revision: string, answers: Answers) =>
  api.put<{ data: CitizenAccount; message: string }>(
    `${accountPath(uuid)}/researcher`,
    await answersToFormData('admin/researcher-flag', answers),
    { revision },
  );
