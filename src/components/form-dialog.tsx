import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import CloseIcon from '@mui/icons-material/Close';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';

interface FormDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** The form; mounted only while the dialog is open, so each opening starts from the current data. */
  children: ReactNode;
}

/** A dialog around one form: named by its title, closed by its button or Escape, full screen on a phone. */
export function FormDialog({ open, onClose, title, children }: FormDialogProps) {
  const intl = useIntl();
  const titleId = useId();
  const isPhone = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullScreen={isPhone} fullWidth maxWidth="sm">
      <DialogTitle id={titleId} sx={{ pe: 7 }}>
        {title}
      </DialogTitle>
      <IconButton
        aria-label={intl.formatMessage({ id: 'common.close' })}
        onClick={onClose}
        sx={{ position: 'absolute', top: 8, insetInlineEnd: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent>{open && children}</DialogContent>
    </Dialog>
  );
}
