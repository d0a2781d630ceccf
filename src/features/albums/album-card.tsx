import { useId } from 'react';
import { useIntl } from 'react-intl';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { Album } from '../../../schemas/api/albums';
import { FramedImage } from '../../lib/framed-image';
import { VisuallyHidden } from '../../lib/visually-hidden';
import { paths } from '../../config/paths';
import { AlbumTags } from './album-tags';

const COVER_WIDTH = 640;
const COVER_HEIGHT = 400;

/** One album: its first photo, title, tags and the button to the album (docs/requirements.md §P2). */
export function AlbumCard({ album, coverLoading }: { album: Album; coverLoading: 'eager' | 'lazy' }) {
  const intl = useIntl();
  const headingId = useId();
  const cover = album.files[0];
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      {cover && (
        <FramedImage
          src={cover.path}
          alt=""
          width={COVER_WIDTH}
          height={COVER_HEIGHT}
          loading={coverLoading}
          sizes="(min-width: 1200px) 368px, (min-width: 900px) 33vw, (min-width: 600px) 50vw, 100vw"
        />
      )}
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography id={headingId} component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
          {album.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {intl.formatMessage({ id: 'albums.photoCount' }, { count: album.files.length })}
        </Typography>
        <AlbumTags tags={album.tags} />
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button href={paths.album.getHref(album.slug)} variant="contained">
          {intl.formatMessage({ id: 'albums.view' })}
          {/* 'View album' alone is ambiguous out of context (a links list). */}
          <VisuallyHidden>: {album.title}</VisuallyHidden>
        </Button>
      </CardActions>
    </Card>
  );
}
