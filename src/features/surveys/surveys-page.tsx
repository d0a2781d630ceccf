import { useId, useMemo } from 'react';
import { useIntl } from 'react-intl';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ListEnvelope } from '../../../schemas/api/envelopes';
import type { SurveySummary } from '../../../schemas/api/surveys';
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
import { surveysRead } from './api';
import { surveyMessages } from './messages';
import { SurveyCard } from './survey-card';

function Surveys() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'pageTitle.surveys' });
  useDocumentTitle(title);
  const headingId = useId();
  const appearance = useAppearance();
  const [page, setPage] = usePageParam();
  const read = useMemo(() => surveysRead(page), [page]);
  const surveys = usePageRead<ListEnvelope<SurveySummary>>(read);

  let content;
  if (surveys.failed) content = <LoadErrorState onRetry={surveys.retry} />;
  else if (!surveys.data) content = <LoadingIndicator />;
  else if (surveys.data.data.length === 0) content = <EmptyState message={intl.formatMessage({ id: 'surveys.empty' })} />;
  else {
    // Pagination only when there are items (spec 000 §2); it hides itself for a single page.
    content = (
      <>
        <CardGrid>
          {surveys.data.data.map((survey) => (
            <SurveyCard key={survey.uuid} survey={survey} />
          ))}
        </CardGrid>
        <NumberedPagination meta={surveys.data.meta} onPage={setPage} label={intl.formatMessage({ id: 'surveys.pages' })} />
      </>
    );
  }

  return (
    <>
      <PageHeaderImage src={appearance?.pages_headers.surveys?.path} />
      <Container component="section" aria-labelledby={headingId} maxWidth="lg" sx={{ py: 4 }}>
        <BreadcrumbTrail links={[{ href: paths.home.getHref(), label: intl.formatMessage({ id: 'pageTitle.home' }) }]} current={title} />
        <Typography id={headingId} component="h1" variant="h4" gutterBottom>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3, maxWidth: '70ch' }}>
          {intl.formatMessage({ id: 'surveys.intro' })}
        </Typography>
        {content}
      </Container>
    </>
  );
}

/** /survey: the surveys, 20 a page, each with a 30-word preview and the way to answer it (spec 000 §2). */
export default function SurveysPage() {
  return (
    <PageMessages catalogue={surveyMessages}>
      <Surveys />
    </PageMessages>
  );
}
