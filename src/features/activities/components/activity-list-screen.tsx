import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { BreadcrumbTrail } from '../../../components/breadcrumb-trail';
import { EmptyState } from '../../../components/empty-state';
import { LoadErrorState } from '../../../components/load-error-state';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { NumberedPagination } from '../../../components/numbered-pagination';
import { PageHeaderImage } from '../../../components/page-header-image';
import { paths } from '../../../config/paths';
import type { PageReadState } from '../../../lib/page-data';
import { useDocumentTitle } from '../../../lib/use-document-title';
import type { ActivityPage } from '../api';

interface ActivityListScreenProps {
  title: string;
  intro: string;
  headerImage: string | undefined;
  read: PageReadState<ActivityPage>;
  emptyMessage: string;
  pagesLabel: string;
  onPage: (page: number) => void;
  /** The page's activities as the page lays them out. */
  children: (page: ActivityPage) => ReactNode;
}

/** The frame of /events and /volunteer: header image, breadcrumb, title, and the list's loading, error, empty and paged states. */
export function ActivityListScreen({ title, intro, headerImage, read, emptyMessage, pagesLabel, onPage, children }: ActivityListScreenProps) {
  const intl = useIntl();
  useDocumentTitle(title);
  const headingId = useId();
  let content;
  if (read.failed) content = <LoadErrorState onRetry={read.retry} />;
  else if (!read.data) content = <LoadingIndicator />;
  else if (read.data.data.length === 0) content = <EmptyState message={emptyMessage} />;
  else {
    content = (
      <>
        {children(read.data)}
        <NumberedPagination meta={read.data.meta} onPage={onPage} label={pagesLabel} />
      </>
    );
  }
  return (
    <>
      <PageHeaderImage src={headerImage} />
      <Container component="section" aria-labelledby={headingId} maxWidth="lg" sx={{ py: 4 }}>
        <BreadcrumbTrail links={[{ href: paths.home.getHref(), label: intl.formatMessage({ id: 'pageTitle.home' }) }]} current={title} />
        <Typography id={headingId} component="h1" variant="h4" gutterBottom>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {intro}
        </Typography>
        {content}
      </Container>
    </>
  );
}
