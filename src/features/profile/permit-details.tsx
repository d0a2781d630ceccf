import { Suspense, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MemberPermit } from '../../../schemas/api/member';
import { FormDialog } from '../../components/form-dialog';
import { LoadingIndicator } from '../../components/loading-indicator';
import { LongDate } from '../../components/long-date';
import { useFormSubmission } from '../../lib/schema-form/use-form-submission';
import { cancelPermit } from './api';
import { PermitTimeline } from './permit-timeline';
import { ResubmitForm } from './resubmit-form';

interface PermitDetailsProps {
  permit: MemberPermit;
  /** After a cancellation or a resubmission: the list reloads. */
  onChanged: () => void;
}

/** What the reviewer asked for, by when, and the form to answer it while the machine still allows it. */
function InformationRequest({ permit, onChanged }: PermitDetailsProps) {
  const intl = useIntl();
  const reason = permit.timeline.findLast((entry) => entry.type === 'needs_info')?.reason;
  return (
    <>
      <Alert severity="warning">
        <AlertTitle>{intl.formatMessage({ id: 'profile.permit.needsInfo' })}</AlertTitle>
        {reason && <Typography sx={{ whiteSpace: 'pre-line' }}>{reason}</Typography>}
        {permit.resubmit_by && (
          <Typography>
            {intl.formatMessage(
              { id: 'profile.permit.resubmitBy' },
              { date: <LongDate key="date" value={permit.resubmit_by} /> },
            )}
          </Typography>
        )}
      </Alert>
      {permit.actions.includes('resubmit') && (
        <Box component="section">
          <Typography component="h3" variant="subtitle1" gutterBottom>
            {intl.formatMessage({ id: 'profile.permit.resubmit' })}
          </Typography>
          <Suspense fallback={<LoadingIndicator />}>
            <ResubmitForm permit={permit} onDone={onChanged} />
          </Suspense>
        </Box>
      )}
    </>
  );
}

/** The confirmation of a cancellation, sent through the submission machine (one key for a retry, a toast). */
function CancelConfirmation({
  permit,
  onDone,
  onKeep,
}: {
  permit: MemberPermit;
  onDone: () => void;
  onKeep: () => void;
}) {
  const intl = useIntl();
  const { formProps } = useFormSubmission((_, key) => cancelPermit(permit.uuid, key), {
    onSuccess: onDone,
    failureFallback: intl.formatMessage({ id: 'profile.permit.cancelFailed' }),
  });
  return (
    <>
      <Typography>{intl.formatMessage({ id: 'profile.permit.cancelConfirm' })}</Typography>
      <Stack direction="row" spacing={2} sx={{ mt: 3 }}>
        <Button
          variant="contained"
          color="error"
          disabled={formProps.submitting}
          onClick={() => formProps.onSubmit({})}
        >
          {intl.formatMessage({ id: 'profile.permit.cancelConfirmed' })}
        </Button>
        <Button onClick={onKeep} disabled={formProps.submitting}>
          {intl.formatMessage({ id: 'profile.permit.keep' })}
        </Button>
      </Stack>
    </>
  );
}

/** What the member asked for, each answer under its form's title. */
function AskedFor({ permit }: { permit: MemberPermit }) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="subtitle1" gutterBottom>
        {intl.formatMessage({ id: 'profile.permit.answers' })}
      </Typography>
      <Box component="dl" sx={{ m: 0, '& dd': { m: 0, mb: 1, overflowWrap: 'anywhere' } }}>
        {permit.answers.map(({ field, label, value }) => (
          <div key={field}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd">
              <bdi>{value}</bdi>
            </Typography>
          </div>
        ))}
      </Box>
    </section>
  );
}

/**
 * One request on the profile: the reviewer's request for information with the form to answer it, the
 * timeline, what was asked for, and cancelling it behind a confirmation while the lifecycle allows.
 * Loaded with its dialog, so the profile's own chunk carries none of it.
 */
export default function PermitDetails({ permit, onChanged }: PermitDetailsProps) {
  const intl = useIntl();
  const [confirming, setConfirming] = useState(false);
  return (
    <Stack spacing={3}>
      {permit.status === 'needs_info' && <InformationRequest permit={permit} onChanged={onChanged} />}
      <PermitTimeline timeline={permit.timeline} />
      <AskedFor permit={permit} />
      {permit.actions.includes('cancel') && (
        <>
          <Box>
            <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
              {intl.formatMessage({ id: 'profile.permit.cancel' })}
            </Button>
          </Box>
          <FormDialog
            open={confirming}
            onClose={() => setConfirming(false)}
            title={intl.formatMessage({ id: 'profile.permit.cancel' })}
          >
            <CancelConfirmation
              permit={permit}
              onKeep={() => setConfirming(false)}
              onDone={() => {
                setConfirming(false);
                onChanged();
              }}
            />
          </FormDialog>
        </>
      )}
    </Stack>
  );
}
