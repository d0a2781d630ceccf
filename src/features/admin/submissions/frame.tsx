import { useId, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { LoadErrorState } from '../../../components/load-error-state';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { PageMessages } from '../../../i18n/page-messages';
import { apiErrorMessage } from '../../../lib/api-client';
import type { PageReadState } from '../../../lib/page-data';
import { showToast } from '../../../lib/toasts';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { saveDownload } from '../shared/save-download';
import { submissionsMessages } from './messages';

/** A link back up the way the staff member came (all jobs, a job's applications…). */
export interface BackLink {
  href: string;
  label: string;
}

/** A page of this feature: its heading, a link back, the read's loading, failure and not-found states. */
export function SubmissionsFrame<T>({
  title,
  back,
  read,
  notFound,
  children,
}: {
  title: string;
  back?: BackLink;
  read: PageReadState<T>;
  notFound?: string;
  children: (data: T) => ReactNode;
}) {
  useDocumentTitle(title);
  const headingId = useId();
  return (
    <Container maxWidth="lg" component="section" aria-labelledby={headingId} sx={{ py: 3 }}>
      {back && (
        <Link href={back.href} sx={{ display: 'inline-flex', minHeight: 44, alignItems: 'center' }}>
          {back.label}
        </Link>
      )}
      <Typography id={headingId} component="h1" variant="h4" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      {read.notFound && notFound ? (
        <Typography>{notFound}</Typography>
      ) : (
        <>
          {read.failed && <LoadErrorState onRetry={read.retry} />}
          {!read.failed && !read.data && <LoadingIndicator />}
          {read.data !== undefined && children(read.data)}
        </>
      )}
    </Container>
  );
}

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
