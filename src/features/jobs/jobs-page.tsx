import { useId, useMemo } from 'react';
import { useIntl } from 'react-intl';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ListEnvelope } from '../../../schemas/api/envelopes';
import type { JobSummary } from '../../../schemas/api/jobs';
import { BreadcrumbTrail } from '../../components/breadcrumb-trail';
import { CardGrid } from '../../components/card-grid';
import { EmptyState } from '../../components/empty-state';
import { LoadErrorState } from '../../components/load-error-state';
import { LoadingIndicator } from '../../components/loading-indicator';
import { NumberedPagination } from '../../components/numbered-pagination';
import { PageHeaderImage } from '../../components/page-header-image';
import { paths } from '../../config/paths';
import { PageMessages } from '../../i18n/page-messages';
import { usePageRead } from '../../lib/page-data';
import { useDocumentTitle } from '../../lib/use-document-title';
import { usePageParam } from '../../lib/use-page-param';
import { useAppearance } from '../appearance/use-appearance';
import { jobsRead } from './api';
import { JobCard } from './job-card';
import { jobMessages } from './messages';

function Jobs() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'pageTitle.jobs' });
  useDocumentTitle(title);
  const headingId = useId();
  const appearance = useAppearance();
  const [page, setPage] = usePageParam();
  const read = useMemo(() => jobsRead(page), [page]);
  const jobs = usePageRead<ListEnvelope<JobSummary>>(read);

  let content;
  if (jobs.failed) content = <LoadErrorState onRetry={jobs.retry} />;
  else if (!jobs.data) content = <LoadingIndicator />;
  else if (jobs.data.data.length === 0) content = <EmptyState message={intl.formatMessage({ id: 'jobs.empty' })} />;
  else {
    content = (
      <>
        <CardGrid>
          {jobs.data.data.map((job) => (
            <JobCard key={job.uuid} job={job} />
          ))}
        </CardGrid>
        <NumberedPagination meta={jobs.data.meta} onPage={setPage} label={intl.formatMessage({ id: 'jobs.pages' })} />
      </>
    );
  }

  return (
    <>
      <PageHeaderImage src={appearance?.pages_headers.job_opportunities?.path} />
      <Container component="section" aria-labelledby={headingId} maxWidth="lg" sx={{ py: 4 }}>
        <BreadcrumbTrail links={[{ href: paths.home.getHref(), label: intl.formatMessage({ id: 'pageTitle.home' }) }]} current={title} />
        <Typography id={headingId} component="h1" variant="h4" gutterBottom>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3, maxWidth: '70ch' }}>
          {intl.formatMessage({ id: 'jobs.intro' })}
        </Typography>
        {content}
      </Container>
    </>
  );
}

/** /jobs: the jobs, 20 a page, each with a 30-word preview, the way to apply and share links (spec 000 §2). */
export default function JobsPage() {
  return (
    <PageMessages catalogue={jobMessages}>
      <Jobs />
    </PageMessages>
  );
}
