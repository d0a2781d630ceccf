import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { paths } from '../../config/paths';
import { useCurrentPath } from '../../lib/use-current-path';
import { showToast } from '../../lib/toasts';
import { useAuth } from '../../lib/session/auth-provider';
import { useMachineAction } from '../../lib/use-machine-action';
import { sendReportByEmail } from './api';

/**
 * Sends one report to the member's e-mail: a visitor (or an expired session) is told to sign in and
 * taken there. It runs on the submission machine: one request at a time, and a retry after a failure
 * carries the same Idempotency-Key, so the server sends at most one mail for it.
 */
export function useSendReport(uuid: string): { sending: boolean; send: () => void } {
  const intl = useIntl();
  const { signedIn } = useAuth();
  const [, navigate] = useLocation();
  const here = useCurrentPath();
  const signInFirst = {
    message: intl.formatMessage({ id: 'reports.signInFirst' }),
    // Back to this page (with its ?page=) once signed in.
    go: () => navigate(paths.signIn.getHref(here)),
  };
  const { running, run } = useMachineAction({
    perform: (idempotencyKey) => sendReportByEmail(uuid, idempotencyKey),
    succeeded: (message) => message,
    failureFallback: intl.formatMessage({ id: 'reports.sendFailed' }),
    signInFirst,
  });

  const send = () => {
    if (signedIn) return run();
    showToast(signInFirst.message, 'error');
    signInFirst.go();
  };
  return { sending: running, send };
}
