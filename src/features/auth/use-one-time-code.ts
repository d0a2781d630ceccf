import { useMachine } from '@xstate/react';
import { showToast } from '../../lib/toasts';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { fromPromise } from 'xstate';
import { otpMachine, type AcceptedCode, type SentCode } from '../../../machines/otp.machine';
import { paths } from '../../config/paths';
import { sendOneTimeCode, verifyOneTimeCode } from './api';
import { useAuth } from '../../lib/session/auth-provider';
import { forgetPendingCode, type PendingCode } from './pending-code';

/** m:ss, as the countdown shows it. */
export const minutesAndSeconds = (seconds: number): string => {
  const left = Math.max(0, seconds);
  return `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`;
};

/** The /otp screen's machine, wired to the API and to the session: a verified code signs in and goes back (or home). */
export function useOneTimeCode({ email, accountType, returnPath }: PendingCode) {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const auth = useAuth();
  const [snapshot, send] = useMachine(
    otpMachine.provide({
      actors: {
        verifyCode: fromPromise<AcceptedCode, { code: string }>(({ input }) =>
          verifyOneTimeCode(email, accountType, input.code),
        ),
        resendCode: fromPromise<SentCode>(() => sendOneTimeCode(email, accountType)),
      },
      actions: {
        signIn: (_, { token }) => {
          forgetPendingCode();
          showToast(intl.formatMessage({ id: 'auth.signedIn' }), 'success');
          void auth.signIn(token).then(() => navigate(returnPath ?? paths.home.getHref()));
        },
      },
    }),
    { input: {} },
  );
  const { digits, focusedIndex, secondsLeft, notice } = snapshot.context;
  return {
    digits,
    focusedIndex,
    secondsLeft,
    notice,
    expired: secondsLeft <= 0,
    complete: digits.every((digit) => digit !== ''),
    verifying: snapshot.matches({ awaitingCode: { code: 'verifying' } }),
    resending: snapshot.matches({ awaitingCode: { code: 'resending' } }),
    send,
  };
}
