import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { paths } from '../../config/paths';
import { apiErrorMessage } from '../../lib/api-client';
import { useCurrentPath } from '../../lib/use-current-path';
import { showToast } from '../../lib/toasts';
import { useActionSubmission } from '../../lib/use-action-submission';
import { useAuth } from '../../lib/session/auth-provider';
import { sendReportByEmail } from './api';

const statusOf = (error: unknown) => (error as { status?: unknown } | null)?.status;

/**
 * Sends one report to the member's e-mail: a visitor (or an expired session) is told to sign in and
 * taken there; one request at a time, and a retry after a failure carries the same Idempotency-Key,
 * so the server sends at most one mail for it.
 */
export function useSendReport(uuid: string): { sending: boolean; send: () => void } {
  const intl = useIntl();
  const { signedIn } = useAuth();
  const [, navigate] = useLocation();
  const here = useCurrentPath();
  // Back to this page (with its ?page=) once signed in.
  const signInFirst = () => navigate(paths.signIn.getHref(here));
  const signInMessage = () => intl.formatMessage({ id: 'reports.signInFirst' });
  const { running, run } = useActionSubmission((idempotencyKey) => sendReportByEmail(uuid, idempotencyKey), {
    succeeded: (message) => message,
    failed: (error) =>
      statusOf(error) === 401
        ? { message: apiErrorMessage(error, signInMessage()), then: signInFirst }
        : { message: apiErrorMessage(error, intl.formatMessage({ id: 'reports.sendFailed' })) },
  });

  const send = () => {
    if (signedIn) return run();
    showToast(signInMessage(), 'error');
    signInFirst();
  };
  return { sending: running, send };
}
