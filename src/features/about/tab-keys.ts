/**
 * The tab a key moves to in a tab list of `count` (WAI-ARIA tabs pattern), or null for another key.
 * Up and Down move as in a vertical list, the side arrows as read (mirrored right to left); both wrap.
 */
export function tabAfterKey(key: string, current: number, count: number, rtl: boolean): number | null {
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward || key === 'ArrowDown') return (current + 1) % count;
  if (key === backward || key === 'ArrowUp') return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}
