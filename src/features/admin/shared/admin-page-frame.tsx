import { useId, type ReactNode } from 'react';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { LoadErrorState } from '../../../components/load-error-state';
import { LoadingIndicator } from '../../../components/loading-indicator';
import type { PageReadState } from '../../../lib/page-data';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** A link back up the way the staff member came (all jobs, a job's applications…). */
export interface BackLink {
  href: string;
  label: string;
}

/** A page of the admin app: its heading (also the document's title) and a link back. */
export function AdminPage({ title, back, children }: { title: string; back?: BackLink; children: ReactNode }) {
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
      {children}
    </Container>
  );
}

/** An admin page drawn from a read: its loading, failure and not-found states, then the answer. */
export function AdminPageFrame<T>({
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
  return (
    <AdminPage title={title} back={back}>
      {read.notFound && notFound ? (
        <Typography>{notFound}</Typography>
      ) : (
        <>
          {read.failed && <LoadErrorState onRetry={read.retry} />}
          {!read.failed && !read.data && <LoadingIndicator />}
          {read.data !== undefined && children(read.data)}
        </>
      )}
    </AdminPage>
  );
}
