import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import ImageNotSupportedOutlined from '@mui/icons-material/ImageNotSupportedOutlined';
import type { ServerImage } from '../../../../schemas/api/content';
import { FramedImage } from '../../../lib/framed-image';

/** How far one press of a strip button scrolls the thumbnails (docs/requirements.md §P9). */
export const THUMBNAIL_SCROLL_STEP = 100;
const IMAGE_WIDTH = 1280;
const IMAGE_HEIGHT = 800;
const THUMB_WIDTH = 96;
const THUMB_HEIGHT = 60;

/** The strip's scroll for a press "forward" (towards its end) or back: in right-to-left the end is on the left. */
export const thumbnailScrollDelta = (forward: boolean, direction: 'ltr' | 'rtl'): number =>
  (forward ? 1 : -1) * (direction === 'rtl' ? -THUMBNAIL_SCROLL_STEP : THUMBNAIL_SCROLL_STEP);

function Thumbnails({
  images,
  shown,
  onShow,
}: {
  images: ServerImage[];
  shown: number;
  onShow: (index: number) => void;
}) {
  const intl = useIntl();
  const direction = useTheme().direction;
  const strip = useRef<HTMLUListElement>(null);
  const scroll = (forward: boolean) =>
    strip.current?.scrollBy({ left: thumbnailScrollDelta(forward, direction), behavior: 'smooth' });
  // Chevrons point the way the strip moves, whichever the page's direction.
  const [BackIcon, ForwardIcon] = direction === 'rtl' ? [ChevronRight, ChevronLeft] : [ChevronLeft, ChevronRight];
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <IconButton onClick={() => scroll(false)} aria-label={intl.formatMessage({ id: 'activities.scrollBack' })}>
        <BackIcon />
      </IconButton>
      <Box
        component="ul"
        ref={strip}
        sx={{
          display: 'flex',
          gap: 1,
          overflowX: 'auto',
          listStyle: 'none',
          m: 0,
          p: 0.5,
          flex: 1,
          scrollbarWidth: 'thin',
        }}
      >
        {images.map((image, index) => (
          <Box component="li" key={`${image.path}-${index}`} sx={{ flex: `0 0 ${THUMB_WIDTH}px` }}>
            <Box
              component="button"
              type="button"
              onClick={() => onShow(index)}
              aria-pressed={index === shown}
              aria-label={intl.formatMessage(
                { id: 'activities.showImage' },
                { index: index + 1, total: images.length },
              )}
              sx={{
                p: 0,
                border: 3,
                borderColor: index === shown ? 'primary.main' : 'transparent',
                borderRadius: 1,
                cursor: 'pointer',
                display: 'block',
                width: '100%',
                background: 'none',
                '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.dark', outlineOffset: 2 },
              }}
            >
              <FramedImage
                src={image.path}
                alt=""
                width={THUMB_WIDTH}
                height={THUMB_HEIGHT}
                sizes={`${THUMB_WIDTH}px`}
              />
            </Box>
          </Box>
        ))}
      </Box>
      <IconButton onClick={() => scroll(true)} aria-label={intl.formatMessage({ id: 'activities.scrollForward' })}>
        <ForwardIcon />
      </IconButton>
    </Box>
  );
}

/** The activity's pictures (docs/requirements.md §P2): one shown large with a thumbnail strip when several, the one alone, or a fallback. */
export function ActivityGallery({ images }: { images: ServerImage[] }) {
  const intl = useIntl();
  const [shown, setShown] = useState(0);
  if (images.length === 0) {
    return (
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 1,
          bgcolor: 'action.hover',
          borderRadius: 2,
          aspectRatio: '16 / 10',
          color: 'text.secondary',
        }}
      >
        <ImageNotSupportedOutlined aria-hidden />
        <Typography>{intl.formatMessage({ id: 'activities.noImage' })}</Typography>
      </Box>
    );
  }
  const current = images[Math.min(shown, images.length - 1)]!;
  return (
    <Box
      component="figure"
      aria-label={intl.formatMessage({ id: 'activities.gallery' })}
      sx={{ m: 0, display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Box sx={{ borderRadius: 2, overflow: 'hidden' }}>
        <FramedImage
          src={current.path}
          alt={
            images.length > 1
              ? intl.formatMessage({ id: 'activities.imageOf' }, { index: shown + 1, total: images.length })
              : ''
          }
          width={IMAGE_WIDTH}
          height={IMAGE_HEIGHT}
          sizes="(min-width: 900px) 852px, 100vw"
          loading="eager"
        />
      </Box>
      {images.length > 1 && <Thumbnails images={images} shown={shown} onShow={setShown} />}
    </Box>
  );
}
