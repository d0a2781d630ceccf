import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useIntl } from 'react-intl';
import type { StaffListMember } from '../../../../schemas/api/staff';
import { useMachineAction } from '../../../lib/use-machine-action';
import { actOnStaff, type StaffAction } from './api';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { RolesDialog } from './staff-dialogs';

interface MemberActionsProps {
  member: StaffListMember;
  /** The signed-in admin is this member: they may not disable themselves. */
  isSelf: boolean;
  /** After a change: the list is read again. */
  onChanged: () => void;
}

const LABELS: Record<StaffAction, string> = {
  disable: 'staff.disable',
  enable: 'staff.enable',
  'reset-second-factor': 'staff.resetSecondFactor',
  'resend-invitation': 'staff.resendInvitation',
};

/** The confirmation an action asks first: those that end a member's sessions. */
const CONFIRMATIONS: Partial<Record<StaffAction, { title: string; text: string }>> = {
  disable: { title: 'staff.confirmDisable', text: 'staff.confirmDisableText' },
  'reset-second-factor': { title: 'staff.confirmReset', text: 'staff.confirmResetText' },
};

function ActionButton({
  member,
  action,
  onChanged,
}: {
  member: StaffListMember;
  action: StaffAction;
  onChanged: () => void;
}) {
  const intl = useIntl();
  const [confirming, setConfirming] = useState(false);
  const { running, run } = useMachineAction({
    perform: (idempotencyKey) => actOnStaff(member.uuid, action, idempotencyKey),
    succeeded: (answer) => answer.message ?? intl.formatMessage({ id: 'staff.actionDone' }),
    failureFallback: intl.formatMessage({ id: 'staff.actionFailed' }),
    onSuccess: onChanged,
  });
  const confirmation = CONFIRMATIONS[action];
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        color={action === 'disable' ? 'error' : 'primary'}
        disabled={running}
        onClick={confirmation ? () => setConfirming(true) : run}
        sx={{ minHeight: 44 }}
      >
        {intl.formatMessage({ id: LABELS[action] })}
      </Button>
      {confirmation && (
        <ConfirmDialog
          open={confirming}
          title={intl.formatMessage({ id: confirmation.title }, { name: member.name })}
          text={intl.formatMessage({ id: confirmation.text })}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            run();
          }}
        />
      )}
    </>
  );
}

/** What an admin may do to a member now; the server checks each again (the last admin, oneself). */
export function MemberActions({ member, isSelf, onChanged }: MemberActionsProps) {
  const intl = useIntl();
  const [changingRoles, setChangingRoles] = useState(false);
  const actions: StaffAction[] = [
    ...(member.password_set ? [] : (['resend-invitation'] as const)),
    ...(member.enrolled ? (['reset-second-factor'] as const) : []),
    ...(isSelf ? [] : [member.disabled ? ('enable' as const) : ('disable' as const)]),
  ];
  return (
    <Box
      role="group"
      aria-label={intl.formatMessage({ id: 'staff.actionsOf' }, { name: member.name })}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
    >
      <Button size="small" variant="outlined" onClick={() => setChangingRoles(true)} sx={{ minHeight: 44 }}>
        {intl.formatMessage({ id: 'staff.changeRoles' })}
      </Button>
      {actions.map((action) => (
        <ActionButton key={action} member={member} action={action} onChanged={onChanged} />
      ))}
      <RolesDialog
        member={member}
        open={changingRoles}
        title={intl.formatMessage({ id: 'staff.changeRolesOf' }, { name: member.name })}
        onClose={() => setChangingRoles(false)}
        onDone={() => {
          setChangingRoles(false);
          onChanged();
        }}
      />
    </Box>
  );
}
