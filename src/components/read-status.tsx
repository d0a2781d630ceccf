import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ApiRead } from '../lib/use-api-read';
import { LoadingIndicator } from './loading-indicator';

interface ReadStatusProps<T> {
  read: ApiRead<T>;
  /** What to draw once there is data (kept while a newer page loads). */
  children: (data: T) => ReactNode;
}

/** A read's data, or while there is none yet a spinner, or on failure a message with a retry. */
export function ReadStatus<T>({ read, children }: ReadStatusProps<T>) {
  const intl = useIntl();
  if (read.failed) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={read.reload}>
            {intl.formatMessage({ id: 'common.retry' })}
          </Button>
        }
      >
        {intl.formatMessage({ id: 'common.loadFailed' })}
      </Alert>
    );
  }
  if (read.data === undefined) return <LoadingIndicator />;
  return children(read.data);
}
