import { useIntl } from 'react-intl';
import { CardGrid } from '../../components/card-grid';
import type { Album } from '../../../schemas/api/albums';
import { ListPage } from '../../components/list-page';
import { PageMessages } from '../../i18n/page-messages';
import { albumsRead } from './api';
import { AlbumCard } from './album-card';
import { albumMessages } from './messages';

// The covers of the first row may be in the first screen; the rest load as they come near.
const EAGER_COVERS = 3;

function Albums() {
  const intl = useIntl();
  return (
    <ListPage<Album>
      title={intl.formatMessage({ id: 'pageTitle.albums' })}
      intro={intl.formatMessage({ id: 'albums.intro' })}
      readOf={albumsRead}
      emptyMessage={intl.formatMessage({ id: 'albums.empty' })}
      pagesLabel={intl.formatMessage({ id: 'albums.pages' })}
    >
      {(items) => (
        <CardGrid>
          {items.map((item, index) => (
            <AlbumCard key={item.uuid} album={item} coverLoading={index < EAGER_COVERS ? 'eager' : 'lazy'} />
          ))}
        </CardGrid>
      )}
    </ListPage>
  );
}

/** /images: the photo albums, 20 a page, newest first (docs/requirements.md §P2). */
export default function AlbumsPage() {
  return (
    <PageMessages catalogue={albumMessages}>
      <Albums />
    </PageMessages>
  );
}
