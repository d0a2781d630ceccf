import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import { useIntl } from 'react-intl';
import { PageMessages } from '../../../i18n/page-messages';
import { apiErrorMessage } from '../../../lib/api-client';
import { showToast } from '../../../lib/toasts';
import { saveDownload } from '../shared/save-download';
import { submissionsMessages } from './messages';

/** Saves a CSV or a file the API answers (with the staff token); a failure is a toast. */
export function DownloadButton({ path, fileName, label }: { path: string; fileName: string; label: string }) {
  const intl = useIntl();
  const download = () =>
    saveDownload(path, fileName).catch((error: unknown) =>
      showToast(apiErrorMessage(error, intl.formatMessage({ id: 'submissions.downloadFailed' })), 'error'),
    );
  return (
    <Button variant="outlined" onClick={() => void download()} sx={{ minHeight: 44 }}>
      {label}
    </Button>
  );
}

/** The feature's messages around a screen. */
export const withMessages = (Screen: () => ReactNode) =>
  function WithSubmissionsMessages() {
    return (
      <PageMessages catalogue={submissionsMessages}>
        <Screen />
      </PageMessages>
    );
  };
