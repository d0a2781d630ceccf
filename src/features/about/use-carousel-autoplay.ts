import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type FocusEvent } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

const subscribeToMotionPreference = (onChange: () => void) => {
  const query = window.matchMedia?.(REDUCED_MOTION);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
};

/** Whether the visitor asked for less motion; false on the server (nothing moves there). */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeToMotionPreference,
    () => window.matchMedia?.(REDUCED_MOTION).matches ?? false,
    () => false,
  );
}

export interface CarouselAutoplay {
  /** Whether it moves on by itself when nobody points at it or is in it: the pause/play control's state. */
  playing: boolean;
  togglePlaying: () => void;
  /** For the element holding the slides and their controls: hovering or focusing anything in it pauses. */
  holdHandlers: {
    onMouseEnter: () => void;
    onMouseLeave: () => void;
    onFocus: () => void;
    onBlur: (event: FocusEvent<HTMLElement>) => void;
  };
}

/**
 * Calls `advance` every `intervalMs` while playing, and not while the pointer is over the carousel or
 * focus is in it (WCAG 2.2.2). Playing starts on, unless the visitor prefers reduced motion; the
 * visible control switches it either way.
 */
export function useCarouselAutoplay(advance: () => void, intervalMs: number): CarouselAutoplay {
  const reducedMotion = usePrefersReducedMotion();
  const [choice, setChoice] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const playing = choice ?? !reducedMotion;
  const advanceRef = useRef(advance);
  useEffect(() => {
    advanceRef.current = advance;
  }, [advance]);

  useEffect(() => {
    if (!playing || hovered || focused) return;
    const timer = setInterval(() => advanceRef.current(), intervalMs);
    return () => clearInterval(timer);
  }, [playing, hovered, focused, intervalMs]);

  const togglePlaying = useCallback(() => setChoice(!playing), [playing]);
  const holdHandlers = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    // Focus moving between the carousel's own elements keeps it held.
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
    },
  };
  return { playing, togglePlaying, holdHandlers };
}
