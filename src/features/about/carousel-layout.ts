/** docs/requirements.md §P9: each carousel moves on by itself every 5 seconds. */
export const CAROUSEL_AUTOPLAY_MS = 5000;

interface CarouselLayout {
  /** From this viewport width up (px). */
  minWidth: number;
  slides: number;
  /** Between slides (px). */
  gap: number;
}

/** docs/requirements.md §P9: 1 slide under 768 px, 2 from 768, 3 from 1024; gap 20 or 30. Widest last. */
export const CAROUSEL_LAYOUTS: readonly CarouselLayout[] = [
  { minWidth: 0, slides: 1, gap: 20 },
  { minWidth: 768, slides: 2, gap: 20 },
  { minWidth: 1024, slides: 3, gap: 30 },
];

/** The layout of a viewport `width` px wide. */
export function carouselLayoutAt(width: number): CarouselLayout {
  return CAROUSEL_LAYOUTS.findLast((layout) => width >= layout.minWidth) ?? CAROUSEL_LAYOUTS[0]!;
}

/** How many slides show at once in a viewport `width` px wide. */
export const slidesPerView = (width: number): number => carouselLayoutAt(width).slides;

/**
 * The first slide to show after `current` (+1) or before it (-1): the last full view wraps round to
 * the first and back, so no step ever shows an empty space.
 */
export function stepSlide(current: number, step: 1 | -1, count: number, perView: number): number {
  const last = Math.max(0, count - perView);
  if (step === 1) return current >= last ? 0 : current + 1;
  return current <= 0 ? last : Math.min(current - 1, last);
}

/** The CSS of the slides' track and of each slide, by the same layouts as slidesPerView. */
export function carouselTrackSx() {
  const byLayout = (layout: CarouselLayout) => ({
    gap: `${layout.gap}px`,
    '& > *': { flex: `0 0 calc((100% - ${(layout.slides - 1) * layout.gap}px) / ${layout.slides})` },
  });
  const [first, ...wider] = CAROUSEL_LAYOUTS;
  return Object.assign(
    byLayout(first!),
    ...wider.map((layout) => ({ [`@media (min-width: ${layout.minWidth}px)`]: byLayout(layout) })),
  );
}
