import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useIntl } from 'react-intl';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What follows from confirming, read out with the title. */
  text: string;
  onCancel: () => void;
  onConfirm: () => void;
}

/** A question before an action that cannot be undone (ending sessions, deleting): named by its title, described by its text; Escape cancels. */
export function ConfirmDialog({ open, title, text, onCancel, onConfirm }: ConfirmDialogProps) {
  const intl = useIntl();
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId} aria-describedby={textId} maxWidth="xs">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} sx={{ minHeight: 44 }}>
          {intl.formatMessage({ id: 'admin.cancel' })}
        </Button>
        <Button onClick={onConfirm} variant="contained" color="error" sx={{ minHeight: 44 }}>
          {intl.formatMessage({ id: 'admin.confirm' })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
