import type { AccountType } from '../../../schemas/api/accounts';
import type { FormId } from '../../../schemas/registry';
import { useSearch } from 'wouter';
import { paths } from '../../config/paths';
import { returnPathFromSearch } from '../../lib/return-path';
import { signInWithPassword } from './api';
import { useAuth } from '../../lib/session/auth-provider';
import { useCaptchaEscalation } from '../../lib/captcha/use-captcha-escalation';

/**
 * A password sign-in form: sent with a captcha after repeated failures (useCaptchaEscalation),
 * and a success signs in and goes back where a sign-in demand came from (`?next=`), or home.
 */
export function usePasswordSignIn(formId: FormId, accountType: AccountType) {
  const auth = useAuth();
  const returnPath = returnPathFromSearch(useSearch());
  return useCaptchaEscalation(
    formId,
    async (answers, _idempotencyKey, captchaToken) => {
      const { token, message } = await signInWithPassword(formId, accountType, answers, captchaToken);
      await auth.signIn(token);
      return { message };
    },
    { redirect: { to: returnPath ?? paths.home.getHref(), delayMs: 0 } },
  );
}
