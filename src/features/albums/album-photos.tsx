import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import type { AlbumFile } from '../../../schemas/api/albums';
import { FramedImage } from '../../lib/framed-image';
import { PhotoLightbox } from './photo-lightbox';

// Thumbnails are cropped to one shape, so the grid's rows line up whatever each photo's own.
const THUMBNAIL_WIDTH = 640;
const THUMBNAIL_HEIGHT = 427;
// The first row may be in the first screen; the rest load as they come near.
const EAGER_THUMBNAILS = 3;

/** An album's photos as a grid of thumbnails, each a button that opens it in the lightbox (docs/requirements.md §P2). */
export function AlbumPhotos({ title, photos }: { title: string; photos: AlbumFile[] }) {
  const intl = useIntl();
  const [shown, setShown] = useState({ open: false, index: 0 });
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([]);
  const wasOpen = useRef(false);

  // Focus goes back to the thumbnail of the photo last shown, so the visitor carries on from there.
  useEffect(() => {
    if (wasOpen.current && !shown.open) thumbnails.current[shown.index]?.focus();
    wasOpen.current = shown.open;
  }, [shown]);

  return (
    <>
      <Box
        component="ul"
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
          m: 0,
          p: 0,
          listStyle: 'none',
        }}
      >
        {photos.map((photo, index) => (
          <li key={photo.path}>
            <ButtonBase
              ref={(button) => {
                thumbnails.current[index] = button;
              }}
              aria-label={intl.formatMessage({ id: 'albums.openPhoto' }, { position: index + 1, alt: photo.alt })}
              aria-haspopup="dialog"
              onClick={() => setShown({ open: true, index })}
              sx={{
                display: 'block',
                width: '100%',
                borderRadius: 2,
                overflow: 'hidden',
                '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
              }}
            >
              <FramedImage
                src={photo.path}
                alt=""
                width={THUMBNAIL_WIDTH}
                height={THUMBNAIL_HEIGHT}
                loading={index < EAGER_THUMBNAILS ? 'eager' : 'lazy'}
                sizes="(min-width: 1200px) 368px, (min-width: 900px) 33vw, 50vw"
              />
            </ButtonBase>
          </li>
        ))}
      </Box>
      <PhotoLightbox
        title={title}
        photos={photos}
        open={shown.open}
        index={shown.index}
        onIndex={(index) => setShown({ open: true, index })}
        onClose={() => setShown((current) => ({ ...current, open: false }))}
      />
    </>
  );
}
