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
import { AlbumCard } from './album-card';
import { albumsRead, type AlbumPage } from './api';
import { albumMessages } from './messages';

// The covers of the first row may be in the first screen; the rest load as they come near.
const EAGER_COVERS = 3;

function Albums() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'pageTitle.albums' });
  useDocumentTitle(title);
  const headingId = useId();
  const appearance = useAppearance();
  const [page, setPage] = usePageParam();
  const read = useMemo(() => albumsRead(page), [page]);
  const albums = usePageRead<AlbumPage>(read);

  let content;
  if (albums.failed) content = <LoadErrorState onRetry={albums.retry} />;
  else if (!albums.data) content = <LoadingIndicator />;
  else if (albums.data.data.length === 0) content = <EmptyState message={intl.formatMessage({ id: 'albums.empty' })} />;
  else {
    content = (
      <>
        <CardGrid>
          {albums.data.data.map((album, index) => (
            <AlbumCard key={album.uuid} album={album} coverLoading={index < EAGER_COVERS ? 'eager' : 'lazy'} />
          ))}
        </CardGrid>
        <NumberedPagination meta={albums.data.meta} onPage={setPage} label={intl.formatMessage({ id: 'albums.pages' })} />
      </>
    );
  }

  return (
    <>
      <PageHeaderImage src={appearance?.pages_headers.albums?.path} />
      <Container component="section" aria-labelledby={headingId} maxWidth="lg" sx={{ py: 4 }}>
        <BreadcrumbTrail links={[{ href: paths.home.getHref(), label: intl.formatMessage({ id: 'pageTitle.home' }) }]} current={title} />
        <Typography id={headingId} component="h1" variant="h4" gutterBottom>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3, maxWidth: '70ch' }}>
          {intl.formatMessage({ id: 'albums.intro' })}
        </Typography>
        {content}
      </Container>
    </>
  );
}

/** /images: the photo albums, 20 a page, newest first (spec 000 §2). */
export default function AlbumsPage() {
  return (
    <PageMessages catalogue={albumMessages}>
      <Albums />
    </PageMessages>
  );
}
