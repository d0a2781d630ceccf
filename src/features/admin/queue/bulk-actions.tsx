import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { useMachineAction } from '../../../lib/use-machine-action';
import { ReasonDialog } from '../shared/reason-dialog';
import { bulkDecision } from './api';

interface BulkActionsProps {
  uuids: string[];
  /** The requests of the page shown, for "select every request on this page". */
  pageUuids: string[];
  onSelectPage: (all: boolean) => void;
  /** After a bulk decision: the selection is cleared and the queue read again. */
  onDone: () => void;
}

/** The selected requests assigned to me, or rejected with one reason; each request is decided by the server. */
export function BulkActions({ uuids, pageUuids, onSelectPage, onDone }: BulkActionsProps) {
  const intl = useIntl();
  const [rejecting, setRejecting] = useState(false);
  const assign = useMachineAction({
    perform: (idempotencyKey) => bulkDecision({ action: 'assign', uuids }, idempotencyKey),
    succeeded: (answer) => answer.message ?? intl.formatMessage({ id: 'queue.bulkDone' }),
    failureFallback: intl.formatMessage({ id: 'queue.actionFailed' }),
    onSuccess: onDone,
  });
  const count = uuids.length;
  return (
    <Box
      role="group"
      aria-label={intl.formatMessage({ id: 'queue.bulkActions' })}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, my: 2 }}
    >
      <FormControlLabel
        control={
          <Checkbox
            checked={count > 0 && pageUuids.every((uuid) => uuids.includes(uuid))}
            indeterminate={count > 0 && !pageUuids.every((uuid) => uuids.includes(uuid))}
            onChange={(event) => onSelectPage(event.target.checked)}
          />
        }
        label={intl.formatMessage({ id: 'queue.selectPage' })}
      />
      <Typography role="status">{intl.formatMessage({ id: 'queue.selected' }, { count })}</Typography>
      <Button variant="outlined" onClick={assign.run} disabled={count === 0 || assign.running} sx={{ minHeight: 44 }}>
        {intl.formatMessage({ id: 'queue.bulkAssign' })}
      </Button>
      <Button
        variant="outlined"
        color="error"
        onClick={() => setRejecting(true)}
        disabled={count === 0}
        sx={{ minHeight: 44 }}
      >
        {intl.formatMessage({ id: 'queue.bulkReject' })}
      </Button>
      <ReasonDialog
        open={rejecting}
        title={intl.formatMessage({ id: 'queue.bulkRejectTitle' }, { count })}
        onClose={() => setRejecting(false)}
        send={(reason, idempotencyKey) => bulkDecision({ action: 'reject', uuids, reason }, idempotencyKey)}
        onDone={() => {
          setRejecting(false);
          onDone();
        }}
      />
    </Box>
  );
}
