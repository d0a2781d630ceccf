import { useIntl } from 'react-intl';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import ForwardToInboxOutlined from '@mui/icons-material/ForwardToInboxOutlined';
import { useSendReport } from './use-send-report';

/** The send-by-e-mail button of one report; `describedBy` names the report's title, since every card has one. */
export function SendReportButton({ uuid, describedBy }: { uuid: string; describedBy: string }) {
  const intl = useIntl();
  const { sending, send } = useSendReport(uuid);
  return (
    <Button
      variant="contained"
      onClick={send}
      // aria-disabled rather than disabled: a disabled button would drop the keyboard focus while it sends.
      aria-disabled={sending}
      startIcon={
        sending ? <CircularProgress size={18} color="inherit" aria-hidden /> : <ForwardToInboxOutlined aria-hidden />
      }
      aria-describedby={describedBy}
      sx={{ minHeight: 44, ...(sending && { opacity: 0.8, cursor: 'progress' }) }}
    >
      {intl.formatMessage({ id: sending ? 'reports.sending' : 'reports.send' })}
    </Button>
  );
}
