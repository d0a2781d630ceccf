/**
 * What text boxes have shown but not yet told the form (see deferred-input-template.tsx): each box
 * keeps its latest, and all are handed over together once typing pauses, or at once when the form
 * must judge its answers (a blur, a submit), so no typed character is ever left out.
 */
export interface PendingEdits {
  /** Keeps `handOver` for the box `key`, in place of its earlier one, until the next flush. */
  defer(key: string, handOver: () => void): void;
  /** Forgets the box's edit (it left the form). */
  cancel(key: string): void;
  /** Hands every kept edit over now. */
  flush(): void;
}

/**
 * How long typing must pause before the form redraws. Longer than the gap between two keys of a
 * steady typist, so a redraw of the whole form (tens of milliseconds on a phone) does not hold up the
 * next key, and short enough that the form (an error cleared, a field revealed) follows at once.
 */
export const TYPING_PAUSE_MS = 180;

export function createPendingEdits(): PendingEdits {
  const kept = new Map<string, () => void>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    const handOvers = [...kept.values()];
    kept.clear();
    handOvers.forEach((handOver) => handOver());
  };
  return {
    defer(key, handOver) {
      kept.set(key, handOver);
      clearTimeout(timer);
      timer = setTimeout(flush, TYPING_PAUSE_MS);
    },
    cancel: (key) => void kept.delete(key),
    flush,
  };
}
