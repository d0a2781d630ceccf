import { useId, useMemo } from 'react';
import { useIntl } from 'react-intl';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
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
import { NewsCard } from '../home/components/news-card';
import { articlesRead, type ArticlePage } from './api';
import { newsMessages } from './messages';

function News() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'pageTitle.news' });
  useDocumentTitle(title);
  const headingId = useId();
  const appearance = useAppearance();
  const [page, setPage] = usePageParam();
  const read = useMemo(() => articlesRead(page), [page]);
  const news = usePageRead<ArticlePage>(read);

  let content;
  if (news.failed) content = <LoadErrorState onRetry={news.retry} />;
  else if (!news.data) content = <LoadingIndicator />;
  else if (news.data.data.length === 0) content = <EmptyState message={intl.formatMessage({ id: 'news.empty' })} />;
  else {
    content = (
      <>
        <CardGrid>
          {news.data.data.map((article) => (
            <NewsCard key={article.uuid} article={article} withSubtitle headingLevel="h2" />
          ))}
        </CardGrid>
        <NumberedPagination meta={news.data.meta} onPage={setPage} label={intl.formatMessage({ id: 'news.pages' })} />
      </>
    );
  }

  return (
    <>
      <PageHeaderImage src={appearance?.pages_headers.articles?.path} />
      <Container component="section" aria-labelledby={headingId} maxWidth="lg" sx={{ py: 4 }}>
        <BreadcrumbTrail links={[{ href: paths.home.getHref(), label: intl.formatMessage({ id: 'pageTitle.home' }) }]} current={title} />
        <Typography id={headingId} component="h1" variant="h4" gutterBottom>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {intl.formatMessage({ id: 'news.intro' })}
        </Typography>
        {content}
      </Container>
    </>
  );
}

/** /news: the reserve's news, newest first, a page at a time (spec 000 §2). */
export default function NewsPage() {
  return (
    <PageMessages catalogue={newsMessages}>
      <News />
    </PageMessages>
  );
}
