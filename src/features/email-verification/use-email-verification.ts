import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { showToast } from '../../lib/toasts';
import { useAuth } from '../../lib/session/auth-provider';
import { verifyEmailOnce, type VerificationLink, type VerificationOutcome } from './api';

/**
 * Checks the verification link once, toasts the outcome (the server's words, or ours when it gave
 * none) and, when accepted, tells the session so the header drops its unverified notice; null until
 * the server answers.
 */
export function useEmailVerification(link: VerificationLink): VerificationOutcome | null {
  const intl = useIntl();
  const { send: sendToSession } = useAuth();
  const [outcome, setOutcome] = useState<VerificationOutcome | null>(null);
  const { userId, token, expires, signature } = link;

  useEffect(() => {
    let current = true;
    void verifyEmailOnce({ userId, token, expires, signature }).then(({ verified, message }) => {
      if (!current) return;
      const fallbackId = verified ? 'emailVerification.verified' : 'emailVerification.unexpectedError';
      const shown = { verified, message: message || intl.formatMessage({ id: fallbackId }) };
      setOutcome(shown);
      if (verified) sendToSession({ type: 'auth.emailVerified' });
      showToast(shown.message, verified ? 'success' : 'error');
    });
    return () => {
      current = false;
    };
    // The outcome is told once per link, not again when the language or the toaster changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId, token, expires, signature]);

  return outcome;
}
