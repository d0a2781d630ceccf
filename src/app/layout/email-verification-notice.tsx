import { useState } from 'react';
import { Alert, Button, CircularProgress, Container } from '@mui/material';
import { showToast } from '../../lib/toasts';
import { FormattedMessage, useIntl } from 'react-intl';
import { requestVerificationEmail } from '../../lib/session/current-user';
import { useAuth } from '../../lib/session/auth-provider';
import { apiErrorMessage } from '../../lib/api-client';

/** Tells a signed-in user their e-mail is unverified and lets them ask for a new link. */
export default function EmailVerificationNotice() {
  const intl = useIntl();
  const { token } = useAuth();
  const [sending, setSending] = useState(false);

  const send = async () => {
    if (token === null) return;
    setSending(true);
    try {
      const message = await requestVerificationEmail(token);
      showToast(message || intl.formatMessage({ id: 'header.verifyEmailSent' }), 'success');
    } catch (error) {
      const fallback = intl.formatMessage({ id: 'header.unexpectedError' });
      showToast(apiErrorMessage(error, fallback), 'error');
    } finally {
      setSending(false);
    }
  };

  return (
    <Container maxWidth="lg" sx={{ py: 1 }}>
      <Alert
        severity="warning"
        action={
          <Button
            color="inherit"
            onClick={send}
            disabled={sending}
            startIcon={sending ? <CircularProgress size={16} color="inherit" aria-hidden="true" /> : undefined}
          >
            <FormattedMessage id="header.verifyEmail" />
          </Button>
        }
      >
        <FormattedMessage id="header.emailUnverified" />
      </Alert>
    </Container>
  );
}
