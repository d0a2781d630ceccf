import Button from '@mui/material/Button';
import { useIntl } from 'react-intl';
import { useMachineAction } from '../../../lib/use-machine-action';
import { assignToMe } from './api';

/** "Assign to me" on one request of the queue; the queue is read again after it. */
export function AssignToMeButton({ uuid, reference, onDone }: { uuid: string; reference: string; onDone: () => void }) {
  const intl = useIntl();
  const { running, run } = useMachineAction({
    perform: (idempotencyKey) => assignToMe(uuid, idempotencyKey),
    succeeded: (answer) => answer.message ?? intl.formatMessage({ id: 'queue.assigned' }),
    failureFallback: intl.formatMessage({ id: 'queue.actionFailed' }),
    onSuccess: onDone,
  });
  return (
    <Button
      size="small"
      variant="outlined"
      onClick={run}
      disabled={running}
      aria-label={intl.formatMessage({ id: 'queue.assignToMeNamed' }, { reference })}
      sx={{ minHeight: 44, whiteSpace: 'nowrap' }}
    >
      {intl.formatMessage({ id: 'queue.assignToMe' })}
    </Button>
  );
}
