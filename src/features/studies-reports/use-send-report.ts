import { useCallback, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { paths } from '../../config/paths';
import { apiErrorMessage, newIdempotencyKey } from '../../lib/api-client';
import { useCurrentPath } from '../../lib/use-current-path';
import { prepareToasts, showToast } from '../../lib/toasts';
import { useAuth } from '../../lib/session/auth-provider';
import { sendReportByEmail } from './api';

const statusOf = (error: unknown) => (error as { status?: unknown } | null)?.status;

/**
 * Sends one report to the member's e-mail: a visitor (or an expired session) is told to sign in and
 * taken there; one request at a time, and a retry after a failure carries the same Idempotency-Key,
 * so the server sends at most one mail for it.
 */
export function useSendReport(uuid: string): { sending: boolean; send: () => Promise<void> } {
  const intl = useIntl();
  const { signedIn } = useAuth();
  const [, navigate] = useLocation();
  const here = useCurrentPath();
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  const key = useRef<string | null>(null);

  const send = useCallback(async () => {
    const signInFirst = (message: string) => {
      showToast(message, 'error');
      // Back to this page (with its ?page=) once signed in.
      navigate(paths.signIn.getHref(here));
    };
    if (!signedIn) return signInFirst(intl.formatMessage({ id: 'reports.signInFirst' }));
    // A second click before the button shows it is busy must not send again.
    if (inFlight.current) return;
    inFlight.current = true;
    key.current ??= newIdempotencyKey();
    setSending(true);
    prepareToasts();
    try {
      showToast(await sendReportByEmail(uuid, key.current), 'success');
      key.current = null;
    } catch (error) {
      if (statusOf(error) === 401)
        signInFirst(apiErrorMessage(error, intl.formatMessage({ id: 'reports.signInFirst' })));
      else showToast(apiErrorMessage(error, intl.formatMessage({ id: 'reports.sendFailed' })), 'error');
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }, [here, intl, navigate, signedIn, uuid]);

  return { sending, send };
}
