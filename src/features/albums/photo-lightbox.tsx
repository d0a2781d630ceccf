import { useId, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type { AlbumFile } from '../../../schemas/api/albums';
import { FramedImage } from '../../lib/framed-image';
import { photoStepOfKey, steppedIndex, type PhotoStep } from './lightbox-keys';

interface PhotoLightboxProps {
  /** The album's title: the dialog's name. */
  title: string;
  photos: AlbumFile[];
  open: boolean;
  /** The photo shown (kept while the dialog fades out). */
  index: number;
  onIndex: (index: number) => void;
  /** Closed by its button, a click on the backdrop or Escape. */
  onClose: () => void;
}

/**
 * One photo of an album at a time, in a modal dialog that keeps focus inside it (MUI's focus trap).
 * The arrow keys and buttons move through the photos in the reading direction; the photo's text and
 * its place ("3 of 7") are announced as they change.
 */
export function PhotoLightbox({ title, photos, open, index, onIndex, onClose }: PhotoLightboxProps) {
  const intl = useIntl();
  const { direction } = useTheme();
  const titleId = useId();
  const captionId = useId();
  const photo = photos[index];
  const move = (step: PhotoStep) => onIndex(steppedIndex(index, step, photos.length));
  const onKeyDown = (event: KeyboardEvent) => {
    const step = photoStepOfKey(event.key, direction);
    if (step === 0 || photos.length < 2) return;
    event.preventDefault();
    move(step);
  };
  // The icons point the way the photos go: their drawings do not turn with the page.
  const turned = direction === 'rtl' ? { transform: 'scaleX(-1)' } : undefined;

  return (
    <Dialog
      open={open && photo !== undefined}
      onClose={onClose}
      onKeyDown={onKeyDown}
      aria-labelledby={titleId}
      aria-describedby={captionId}
      // The page's thumbnail of the photo shown takes focus back (AlbumPhotos), not the one that opened it.
      disableRestoreFocus
      fullWidth
      maxWidth="lg"
    >
      <DialogTitle id={titleId} sx={{ pe: 7 }}>
        {title}
      </DialogTitle>
      <IconButton
        aria-label={intl.formatMessage({ id: 'common.close' })}
        onClick={onClose}
        sx={{ position: 'absolute', top: 8, insetInlineEnd: 8 }}
      >
        <CloseIcon />
      </IconButton>
      {photo && (
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <FramedImage
            key={photo.path}
            src={photo.path}
            alt={photo.alt}
            width={photo.width}
            height={photo.height}
            loading="eager"
            sizes="(min-width: 1280px) 1152px, 100vw"
            sx={{ maxHeight: '65vh', objectFit: 'contain', borderRadius: 1 }}
          />
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <IconButton
              aria-label={intl.formatMessage({ id: 'albums.previous' })}
              onClick={() => move(-1)}
              disabled={photos.length < 2}
            >
              <ArrowBackIcon sx={turned} />
            </IconButton>
            <Box id={captionId} aria-live="polite" aria-atomic="true" sx={{ flexGrow: 1, textAlign: 'center' }}>
              <Typography>{photo.alt}</Typography>
              <Typography variant="body2" color="text.secondary">
                {intl.formatMessage({ id: 'albums.position' }, { position: index + 1, total: photos.length })}
              </Typography>
            </Box>
            <IconButton
              aria-label={intl.formatMessage({ id: 'albums.next' })}
              onClick={() => move(1)}
              disabled={photos.length < 2}
            >
              <ArrowForwardIcon sx={turned} />
            </IconButton>
          </Box>
        </DialogContent>
      )}
    </Dialog>
  );
}
