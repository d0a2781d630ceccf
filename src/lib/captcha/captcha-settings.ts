import type { CaptchaSettings } from '../../../schemas/api/accounts';
import { api } from '../api-client';

/** GET /captcha: which captcha to draw, asked only once one is required. */
export async function fetchCaptchaSettings(): Promise<CaptchaSettings> {
  return (await api.get<{ data: CaptchaSettings }>('/captcha')).data;
}
