import { useState } from 'react';
import { showToast } from '../../lib/toasts';
import { useIntl } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import type { OtpRefusal } from '../../../machines/otp.machine';
import type { FieldErrors } from '../../../schemas/api/envelopes';
import type { Answers } from '../../../machines/submission.machine';
import type { AccountType } from '../../../schemas/api/accounts';
import { paths } from '../../config/paths';
import { returnPathFromSearch } from '../../lib/return-path';
import { sendOneTimeCode } from './api';
import { rememberPendingCode } from './pending-code';

/** "Sign in with a one-time code": sends a code to the typed address and opens /otp, or asks for the address first. */
export function useSendCode(accountType: AccountType, answers: Answers, showErrors: (errors: FieldErrors) => void) {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const returnPath = returnPathFromSearch(useSearch());
  const [sending, setSending] = useState(false);

  const sendCode = async () => {
    const email = typeof answers.email === 'string' ? answers.email.trim() : '';
    if (email === '') {
      showErrors({ email: [intl.formatMessage({ id: 'auth.emailFirst' })] });
      return;
    }
    setSending(true);
    try {
      await sendOneTimeCode(email, accountType);
      rememberPendingCode(returnPath === null ? { email, accountType } : { email, accountType, returnPath });
      navigate(paths.otp.getHref());
    } catch (error) {
      // An Error is a network failure, whose message is not for the citizen.
      const message = error instanceof Error ? undefined : (error as Partial<OtpRefusal> | null)?.message;
      showToast(message || intl.formatMessage({ id: 'auth.unexpectedError' }), 'error');
      setSending(false);
    }
  };
  return { sendCode, sending };
}
