import { useId, useMemo } from 'react';
import { useIntl } from 'react-intl';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ListEnvelope } from '../../../schemas/api/envelopes';
import type { StudyReport } from '../../../schemas/api/studies-reports';
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
import { studiesReportsRead } from './api';
import { reportMessages } from './messages';
import { ReportCard } from './report-card';

function Reports() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'pageTitle.reports' });
  useDocumentTitle(title);
  const headingId = useId();
  const appearance = useAppearance();
  const [page, setPage] = usePageParam();
  const read = useMemo(() => studiesReportsRead(page), [page]);
  const reports = usePageRead<ListEnvelope<StudyReport>>(read);

  let content;
  if (reports.failed) content = <LoadErrorState onRetry={reports.retry} />;
  else if (!reports.data) content = <LoadingIndicator />;
  else if (reports.data.data.length === 0) content = <EmptyState message={intl.formatMessage({ id: 'reports.empty' })} />;
  else {
    content = (
      <>
        <CardGrid>
          {reports.data.data.map((report) => (
            <ReportCard key={report.uuid} report={report} />
          ))}
        </CardGrid>
        <NumberedPagination meta={reports.data.meta} onPage={setPage} label={intl.formatMessage({ id: 'reports.pages' })} />
      </>
    );
  }

  return (
    <>
      <PageHeaderImage src={appearance?.pages_headers.studies_and_reports?.path} />
      <Container component="section" aria-labelledby={headingId} maxWidth="lg" sx={{ py: 4 }}>
        <BreadcrumbTrail links={[{ href: paths.home.getHref(), label: intl.formatMessage({ id: 'pageTitle.home' }) }]} current={title} />
        <Typography id={headingId} component="h1" variant="h4" gutterBottom>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3, maxWidth: '70ch' }}>
          {intl.formatMessage({ id: 'reports.intro' })}
        </Typography>
        {content}
      </Container>
    </>
  );
}

/** /reports: the studies and reports, 20 a page, each sent to the member's e-mail on request (spec 000 §2). */
export default function ReportsPage() {
  return (
    <PageMessages catalogue={reportMessages}>
      <Reports />
    </PageMessages>
  );
}
