import type { Locale } from '../../../schemas/locale';
import type { Answers, SubmissionSuccess } from '../../../machines/submission.machine';
import { CAPTCHA_FIELD } from '../../../schemas/api/accounts';
import type { ItemEnvelope } from '../../../schemas/api/envelopes';
import {
  permitServices,
  type PermitRequestAnswer,
  type PermitService,
  type PermitSettings,
} from '../../../schemas/api/permits';
import { api } from '../../lib/api-client';
import { answersToFormData } from '../../lib/schema-form/answers-to-form-data';
import { usePageRead } from '../../lib/page-data';
import { PERMIT_SETTINGS_READ } from './reads';

export const usePermitSettings = () => usePageRead<ItemEnvelope<PermitSettings>>(PERMIT_SETTINGS_READ);

/**
 * A service's description: its setting's, or, when the setting is an earlier service's (scientific
 * research follows the work permit), its own from its folder's service.json.
 */
export function serviceDescription(service: PermitService, settings: PermitSettings, locale: Locale): string {
  const ownsSetting = permitServices.find(({ setting }) => setting === service.setting)?.type === service.type;
  return ownsSetting ? settings[service.setting].description : service.description![locale];
}

/** POST permits/{slug} with the attempt's Idempotency-Key, and the solved captcha's token once one is required. */
export async function submitPermit(
  service: PermitService,
  answers: Answers,
  idempotencyKey: string,
  captchaToken: string | null,
): Promise<SubmissionSuccess> {
  const body = await answersToFormData(service.formId, answers);
  if (captchaToken !== null) body.append(CAPTCHA_FIELD, captchaToken);
  const { message } = await api.post<PermitRequestAnswer>(`/permits/${service.slug}`, body, { idempotencyKey });
  return { message };
}
