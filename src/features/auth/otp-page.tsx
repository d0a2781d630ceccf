import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { OtpNotice } from '../../../machines/otp.machine';
import { FormPage } from '../../components/form-page';
import { VisuallyHidden } from '../../lib/visually-hidden';
import { paths } from '../../config/paths';
import { CodeBoxes } from './code-boxes';
import { readPendingCode, type PendingCode } from './pending-code';
import { minutesAndSeconds, useOneTimeCode } from './use-one-time-code';

const noticeFallbackId = {
  codeSent: 'otp.codeSent',
  codeRefused: 'otp.codeRefused',
  resendFailed: 'otp.resendFailed',
} as const;

function CodeNotice({ notice }: { notice: OtpNotice }) {
  const intl = useIntl();
  return (
    <Alert severity={notice.kind === 'codeSent' ? 'success' : 'error'} sx={{ mb: 2 }}>
      {notice.message || intl.formatMessage({ id: noticeFallbackId[notice.kind] })}
    </Alert>
  );
}

function CodeForm({ pending }: { pending: PendingCode }) {
  const intl = useIntl();
  const code = useOneTimeCode(pending);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    code.send({ type: 'otp.submit' });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Typography id="otp-code-sent-to" sx={{ mb: 2 }}>
        {intl.formatMessage({ id: 'otp.intro' }, { email: <bdi key="email">{pending.email}</bdi> })}
      </Typography>
      {code.notice && <CodeNotice notice={code.notice} />}
      <Typography id="otp-code-label" component="p" sx={{ fontWeight: 700 }}>
        {intl.formatMessage({ id: 'otp.codeLabel' })}
      </Typography>
      <CodeBoxes
        digits={code.digits}
        focusedIndex={code.focusedIndex}
        labelId="otp-code-label"
        descriptionId="otp-code-sent-to"
        disabled={code.verifying}
        send={code.send}
      />
      {/* The visible clock is not live: announcing every second would drown everything else. */}
      <Typography aria-hidden="true" sx={{ textAlign: 'center' }} color={code.expired ? 'error' : 'text.secondary'}>
        {code.expired
          ? intl.formatMessage({ id: 'otp.expired' })
          : intl.formatMessage(
              { id: 'otp.timeLeft' },
              { time: <bdi key="time">{minutesAndSeconds(code.secondsLeft)}</bdi> },
            )}
      </Typography>
      <div role="status">
        <VisuallyHidden>
          {intl.formatMessage({ id: code.expired ? 'otp.expired' : 'otp.countdownStarted' })}
        </VisuallyHidden>
      </div>
      <Stack direction="row" spacing={2} sx={{ mt: 3, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={!code.complete || code.expired || code.verifying}
          startIcon={code.verifying ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined}
        >
          {intl.formatMessage({ id: 'otp.submit' })}
        </Button>
        <Button
          variant="text"
          onClick={() => code.send({ type: 'otp.resend' })}
          disabled={code.resending || code.verifying}
        >
          {intl.formatMessage({ id: 'otp.resend' })}
        </Button>
      </Stack>
    </form>
  );
}

/** /otp: the one-time code sent from the sign-in page, six boxes and two minutes to enter it. */
export default function OtpPage() {
  const intl = useIntl();
  // Read once: signing in forgets it, and the page must not fall back to the notice while it leaves.
  const [pending] = useState(readPendingCode);

  return (
    <FormPage title={intl.formatMessage({ id: 'pageTitle.otp' })}>
      {pending ? (
        <CodeForm pending={pending} />
      ) : (
        <>
          <Typography sx={{ mb: 2 }}>{intl.formatMessage({ id: 'otp.noPendingCode' })}</Typography>
          <Link href={paths.signIn.getHref()}>{intl.formatMessage({ id: 'otp.backToSignIn' })}</Link>
        </>
      )}
    </FormPage>
  );
}
