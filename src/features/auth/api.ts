import type { Answers } from '../../../machines/submission.machine';
import type { AcceptedCode, OtpRefusal, SentCode } from '../../../machines/otp.machine';
import { CAPTCHA_FIELD, type AccountType, type SignInAnswer } from '../../../schemas/api/accounts';
import type { FormId } from '../../../schemas/registry';
import { api, apiErrorMessage } from '../../lib/api-client';
import { answersToFormData } from '../../lib/schema-form/answers-to-form-data';

/** Where each kind of account signs in with a password. */
export const SIGN_IN_ENDPOINTS: Record<AccountType, string> = { individual: '/login', company: '/login/company' };

/** POST /login or /login/company with the solved captcha once one is required; resolves with the token and the server's message. */
export async function signInWithPassword(
  formId: FormId,
  accountType: AccountType,
  answers: Answers,
  captchaToken: string | null,
) {
  const body = await answersToFormData(formId, answers);
  if (captchaToken !== null) body.append(CAPTCHA_FIELD, captchaToken);
  const { data, message } = await api.post<{ data: SignInAnswer; message: string }>(
    SIGN_IN_ENDPOINTS[accountType],
    body,
  );
  return { token: data.token, message };
}

/** The server's refusal as the OTP machine expects it; a network failure stays an Error, which carries no message for the citizen. */
function toOtpRefusal(error: unknown): never {
  if (error instanceof Error) throw error;
  throw { message: apiErrorMessage(error, '') } satisfies OtpRefusal;
}

/** POST /otp/resend: the server answers the same for every address, so it tells nothing about accounts. */
export async function sendOneTimeCode(email: string, accountType: AccountType): Promise<SentCode> {
  try {
    const { message } = await api.post<{ message: string }>(
      '/otp/resend',
      await answersToFormData('otp-resend', { email, account_type: accountType }),
    );
    return { message };
  } catch (error) {
    return toOtpRefusal(error);
  }
}

/** POST /otp/verify: exchanges the six digits for a login token. */
export async function verifyOneTimeCode(email: string, accountType: AccountType, code: string): Promise<AcceptedCode> {
  try {
    const { data } = await api.post<{ data: SignInAnswer }>(
      '/otp/verify',
      await answersToFormData('otp-verify', { email, code, account_type: accountType }),
    );
    return { token: data.token };
  } catch (error) {
    return toOtpRefusal(error);
  }
}
