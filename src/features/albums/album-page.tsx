import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Album } from '../../../schemas/api/albums';
import NotFoundPage from '../../components/not-found-page';
import { DetailPage } from '../../components/detail-page';
import { EmptyState } from '../../components/empty-state';
import { paths } from '../../config/paths';
import { PageMessages } from '../../i18n/page-messages';
import { useAddressRead, useMovedAddress } from '../../lib/address-read';
import { usePageRead, type PageReadState } from '../../lib/page-data';
import { usePageHeaderImage } from '../../lib/page-header';
import { AlbumPhotos } from './album-photos';
import { AlbumTags } from './album-tags';
import { albumMovedTo, albumRead, type AlbumAnswer } from './api';
import { albumMessages } from './messages';

function AlbumBody({ album }: { album: Album }) {
  const intl = useIntl();
  return (
    <>
      <Typography component="h1" variant="h4" gutterBottom>
        {album.title}
      </Typography>
      <Box sx={{ mb: 3 }}>
        <AlbumTags tags={album.tags} />
      </Box>
      {album.files.length > 0 ? (
        <AlbumPhotos title={album.title} photos={album.files} />
      ) : (
        <EmptyState message={intl.formatMessage({ id: 'albums.noPhotos' })} />
      )}
    </>
  );
}

/** The page of an album that exists, or is on its way (or failed to come, with a retry). */
function AlbumScreen({ read }: { read: PageReadState<AlbumAnswer> }) {
  const intl = useIntl();
  const pageHeader = usePageHeaderImage();
  return (
    <DetailPage
      read={read}
      pendingTitle={intl.formatMessage({ id: 'pageTitle.album' })}
      titleOf={(album) => album.title}
      headerImage={pageHeader}
      parent={{ href: paths.albums.getHref(), label: intl.formatMessage({ id: 'pageTitle.albums' }) }}
      maxWidth="lg"
    >
      {(album) => <AlbumBody album={album} />}
    </DetailPage>
  );
}

function AlbumDetail() {
  const album = usePageRead<AlbumAnswer>(useAddressRead(albumRead));
  useMovedAddress(album.data, albumMovedTo);
  // The not-found page names the tab itself.
  return album.notFound ? <NotFoundPage /> : <AlbumScreen read={album} />;
}

/** /images/:slug: one album's photos, each opened in a lightbox (docs/requirements.md §P2). */
export default function AlbumPage() {
  return (
    <PageMessages catalogue={albumMessages}>
      <AlbumDetail />
    </PageMessages>
  );
}
