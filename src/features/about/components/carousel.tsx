import { Children, useCallback, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Pause from '@mui/icons-material/Pause';
import PlayArrow from '@mui/icons-material/PlayArrow';
import { CAROUSEL_AUTOPLAY_MS, carouselTrackSx, slidesPerView, stepSlide } from '../carousel-layout';
import { usePrefersReducedMotion, useCarouselAutoplay } from '../use-carousel-autoplay';

interface CarouselProps {
  /** What the carousel shows (its accessible name). */
  label: string;
  children: ReactNode;
}

/**
 * Slides in a scroll-snapping row (swipe or scroll it; 1, 2 or 3 in view by width), moved on every
 * 5 seconds, with previous, next and pause/play controls. Focusing a slide's link scrolls it into view.
 */
export function Carousel({ label, children }: CarouselProps) {
  const intl = useIntl();
  const rtl = useTheme().direction === 'rtl';
  const reducedMotion = usePrefersReducedMotion();
  const trackRef = useRef<HTMLDivElement>(null);
  const slides = Children.toArray(children);

  const move = useCallback(
    (step: 1 | -1) => {
      const track = trackRef.current;
      const first = track?.children[0] as HTMLElement | undefined;
      if (!track || !first) return;
      const stride = first.offsetWidth + (parseFloat(getComputedStyle(track).columnGap) || 0);
      const current = stride > 0 ? Math.round(Math.abs(track.scrollLeft) / stride) : 0;
      const next = stepSlide(current, step, track.children.length, slidesPerView(window.innerWidth));
      // Right to left, the row scrolls towards negative offsets.
      track.scrollTo?.({ left: (rtl ? -1 : 1) * next * stride, behavior: reducedMotion ? 'auto' : 'smooth' });
    },
    [rtl, reducedMotion],
  );
  const advance = useCallback(() => move(1), [move]);
  const { playing, togglePlaying, holdHandlers } = useCarouselAutoplay(advance, CAROUSEL_AUTOPLAY_MS);

  const [PreviousIcon, NextIcon] = rtl ? [ChevronRight, ChevronLeft] : [ChevronLeft, ChevronRight];
  return (
    <Box {...holdHandlers}>
      <Box
        ref={trackRef}
        role="region"
        aria-roledescription={intl.formatMessage({ id: 'about.carousel.role' })}
        aria-label={label}
        // Focusable, so a keyboard can scroll slides that hold no link.
        tabIndex={0}
        sx={{
          display: 'flex',
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
          scrollbarWidth: 'none',
          py: 1,
          '& > *': { scrollSnapAlign: 'start' },
          '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
          ...carouselTrackSx(),
        }}
      >
        {slides.map((slide, index) => (
          <Box
            key={index}
            role="group"
            aria-roledescription={intl.formatMessage({ id: 'about.carousel.slide' })}
            aria-label={intl.formatMessage(
              { id: 'about.carousel.position' },
              { index: index + 1, count: slides.length },
            )}
          >
            {slide}
          </Box>
        ))}
      </Box>
      {slides.length > 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'center', gap: 1, mt: 1 }}>
          <IconButton onClick={() => move(-1)} aria-label={intl.formatMessage({ id: 'about.carousel.previous' })}>
            <PreviousIcon />
          </IconButton>
          <IconButton
            onClick={togglePlaying}
            aria-label={intl.formatMessage({ id: playing ? 'about.carousel.pause' : 'about.carousel.play' })}
          >
            {playing ? <Pause /> : <PlayArrow />}
          </IconButton>
          <IconButton onClick={() => move(1)} aria-label={intl.formatMessage({ id: 'about.carousel.next' })}>
            <NextIcon />
          </IconButton>
        </Box>
      )}
    </Box>
  );
}
