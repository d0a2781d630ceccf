/** How far a key moves the lightbox: -1 back, 1 forward, 0 not a move. */
export type PhotoStep = -1 | 0 | 1;

/**
 * The step of an arrow key in the page's reading direction: the next photo lies where the text goes,
 * to the left in Arabic (right to left) and to the right in English.
 */
export function photoStepOfKey(key: string, direction: 'rtl' | 'ltr'): PhotoStep {
  const forwardKey = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const backwardKey = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  if (key === forwardKey) return 1;
  if (key === backwardKey) return -1;
  return 0;
}

/** The photo `step` away from `index` among `total`, going round past either end. */
export function steppedIndex(index: number, step: PhotoStep, total: number): number {
  return (((index + step) % total) + total) % total;
}
