import { useId, useMemo } from 'react';
import { useIntl } from 'react-intl';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { Faq } from '../../../schemas/api/faqs';
import type { ListEnvelope } from '../../../schemas/api/envelopes';
import { BreadcrumbTrail } from '../../components/breadcrumb-trail';
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
import { faqsRead, showsFaqPagination } from './api';
import { FaqAccordion } from './faq-accordion';
import { faqMessages } from './messages';

function Faqs() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'pageTitle.faqs' });
  useDocumentTitle(title);
  const headingId = useId();
  const appearance = useAppearance();
  const [page, setPage] = usePageParam();
  const read = useMemo(() => faqsRead(page), [page]);
  const faqs = usePageRead<ListEnvelope<Faq>>(read);

  let content;
  if (faqs.failed) content = <LoadErrorState onRetry={faqs.retry} />;
  else if (!faqs.data) content = <LoadingIndicator />;
  else if (faqs.data.data.length === 0) content = <EmptyState message={intl.formatMessage({ id: 'faqs.empty' })} />;
  else {
    content = (
      <>
        <FaqAccordion faqs={faqs.data.data} />
        {showsFaqPagination(faqs.data.meta) && (
          <NumberedPagination meta={faqs.data.meta} onPage={setPage} label={intl.formatMessage({ id: 'faqs.pages' })} />
        )}
      </>
    );
  }

  return (
    <>
      {/* The FAQ has no header key of its own (spec 000 §3): it shares the contact page's, where questions also go. */}
      <PageHeaderImage src={appearance?.pages_headers.contact_us?.path} />
      <Container component="section" aria-labelledby={headingId} maxWidth="md" sx={{ py: 4 }}>
        <BreadcrumbTrail links={[{ href: paths.home.getHref(), label: intl.formatMessage({ id: 'pageTitle.home' }) }]} current={title} />
        <Typography id={headingId} component="h1" variant="h4" gutterBottom>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {intl.formatMessage({ id: 'faqs.intro' })}
        </Typography>
        {content}
      </Container>
    </>
  );
}

/** /faqs: the frequently asked questions, a page of them at a time (spec 000 §2). */
export default function FaqsPage() {
  return (
    <PageMessages catalogue={faqMessages}>
      <Faqs />
    </PageMessages>
  );
}
