import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import Container, { type ContainerProps } from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ListEnvelope, ListMeta } from '../../schemas/api/envelopes';
import { paths } from '../config/paths';
import { useAddressRead, type PagedRead } from '../lib/address-read';
import { usePageRead } from '../lib/page-data';
import { useDocumentTitle } from '../lib/use-document-title';
import { usePageHeaderImage } from '../lib/page-header';
import { usePageParam } from '../lib/use-page-param';
import { BreadcrumbTrail } from './breadcrumb-trail';
import { EmptyState } from './empty-state';
import { LoadErrorState } from './load-error-state';
import { LoadingIndicator } from './loading-indicator';
import { NumberedPagination } from './numbered-pagination';
import { PageHeaderImage } from './page-header-image';

interface ListPageProps<T> {
  /** The document's title, the heading's and the breadcrumb's last step. */
  title: string;
  intro: string;
  /** The API read of the page in the address: the feature's own, which the server renders the page from too. */
  readOf: PagedRead;
  emptyMessage: string;
  /** The accessible name of the numbered pages ("Pages of the news"). */
  pagesLabel: string;
  /** Whether this answer shows the numbered pages (one page never does); the FAQ shows them above 10 items. */
  paginates?: (meta: ListMeta) => boolean;
  maxWidth?: ContainerProps['maxWidth'];
  /** One page's items as the page lays them out: a card grid, groups, an accordion. */
  children: (items: T[]) => ReactNode;
}

/**
 * THE frame of a public list page: header image, breadcrumb, title and intro, then the list of the
 * page in the address (?page=) with its loading, error (with a retry), empty and paged states.
 */
export function ListPage<T>({
  title,
  intro,
  readOf,
  emptyMessage,
  pagesLabel,
  paginates,
  maxWidth = 'lg',
  children,
}: ListPageProps<T>) {
  const intl = useIntl();
  useDocumentTitle(title);
  const headingId = useId();
  const [, setPage] = usePageParam();
  const list = usePageRead<ListEnvelope<T>>(useAddressRead(readOf));
  let content;
  if (list.failed) content = <LoadErrorState onRetry={list.retry} />;
  else if (!list.data) content = <LoadingIndicator />;
  else if (list.data.data.length === 0) content = <EmptyState message={emptyMessage} />;
  else {
    content = (
      <>
        {children(list.data.data)}
        {(paginates?.(list.data.meta) ?? true) && (
          <NumberedPagination meta={list.data.meta} onPage={setPage} label={pagesLabel} />
        )}
      </>
    );
  }
  return (
    <>
      <PageHeaderImage src={usePageHeaderImage()} />
      <Container component="section" aria-labelledby={headingId} maxWidth={maxWidth} sx={{ py: 4 }}>
        <BreadcrumbTrail
          links={[{ href: paths.home.getHref(), label: intl.formatMessage({ id: 'pageTitle.home' }) }]}
          current={title}
        />
        <Typography id={headingId} component="h1" variant="h4" gutterBottom>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3, maxWidth: '70ch' }}>
          {intro}
        </Typography>
        {content}
      </Container>
    </>
  );
}
