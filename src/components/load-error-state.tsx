import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useIntl } from 'react-intl';

interface LoadErrorStateProps {
  /** Defaults to 'حدث خطأ في تحميل البيانات' (docs/requirements.md §P8), in the page's language. */
  message?: string;
  onRetry: () => void;
}

/** THE failure of a page's read: the message, announced, with a button that asks again. */
export function LoadErrorState({ message, onRetry }: LoadErrorStateProps) {
  const intl = useIntl();
  return (
    <Alert
      severity="error"
      sx={{ my: 3, alignItems: 'center' }}
      action={
        <Button color="inherit" size="small" onClick={onRetry} sx={{ minHeight: 44 }}>
          {intl.formatMessage({ id: 'common.retry' })}
        </Button>
      }
    >
      {message ?? intl.formatMessage({ id: 'common.loadError' })}
    </Alert>
  );
}
