import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { PermitCase, StaffPermitAction } from '../../../../schemas/api/review-queue';
import { useMachineAction } from '../../../lib/use-machine-action';
import { ReasonDialog } from '../shared/reason-dialog';
import { decide } from './api';
import { RequestInfoDialog } from './request-info-dialog';

type OneClick = 'permit.assign' | 'permit.release' | 'permit.approve';
type WithDialog = Exclude<StaffPermitAction, OneClick>;
const needsDialog = (action: StaffPermitAction): action is WithDialog =>
  action === 'permit.reject' || action === 'permit.cancel' || action === 'permit.requestInfo';

interface DecisionsProps {
  permit: PermitCase;
  /** After a decision: the case is read again. */
  onDone: () => void;
}

function OneClickDecision({ permit, action, onDone }: DecisionsProps & { action: OneClick }) {
  const intl = useIntl();
  const { running, run } = useMachineAction({
    perform: (idempotencyKey) => decide(permit.uuid, action, undefined, idempotencyKey),
    succeeded: (answer) => answer.message ?? intl.formatMessage({ id: 'case.actionDone' }),
    failureFallback: intl.formatMessage({ id: 'case.actionFailed' }),
    onSuccess: onDone,
    // A refusal (another reviewer was faster, the state moved on) shows the case as it is now.
    onFailure: onDone,
  });
  return (
    <Button
      variant={action === 'permit.approve' ? 'contained' : 'outlined'}
      onClick={run}
      disabled={running}
      sx={{ minHeight: 44 }}
    >
      {intl.formatMessage({ id: `case.action.${action}` })}
    </Button>
  );
}

/** Only the decisions the lifecycle machine allows this member now (the case's `actions`); the server decides again. */
export function DecisionButtons({ permit, onDone }: DecisionsProps) {
  const intl = useIntl();
  const [dialog, setDialog] = useState<WithDialog | null>(null);
  const close = () => setDialog(null);
  const done = () => {
    setDialog(null);
    onDone();
  };
  if (permit.actions.length === 0) return <Typography>{intl.formatMessage({ id: 'case.noDecision' })}</Typography>;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
      {permit.actions.map((action) =>
        needsDialog(action) ? (
          <Button
            key={action}
            variant="outlined"
            color={action === 'permit.requestInfo' ? 'primary' : 'error'}
            onClick={() => setDialog(action)}
            sx={{ minHeight: 44 }}
          >
            {intl.formatMessage({ id: `case.action.${action}` })}
          </Button>
        ) : (
          <OneClickDecision key={action} permit={permit} action={action} onDone={onDone} />
        ),
      )}
      {(['permit.reject', 'permit.cancel'] as const).map((action) => (
        <ReasonDialog
          key={action}
          open={dialog === action}
          title={intl.formatMessage({ id: `case.action.${action}` })}
          onClose={close}
          send={(reason, idempotencyKey) => decide(permit.uuid, action, { reason }, idempotencyKey)}
          onDone={done}
        />
      ))}
      <RequestInfoDialog
        open={dialog === 'permit.requestInfo'}
        title={intl.formatMessage({ id: 'case.action.permit.requestInfo' })}
        fields={permit.answers}
        onClose={close}
        send={(body, idempotencyKey) => decide(permit.uuid, 'permit.requestInfo', body, idempotencyKey)}
        onDone={done}
      />
    </Box>
  );
}
