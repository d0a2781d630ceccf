import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

/** A new Emotion cache for a direction; the rtl one flips left/right in every MUI style. The server makes one per page. */
export function newEmotionCache(direction: 'rtl' | 'ltr'): EmotionCache {
  return direction === 'rtl'
    ? createCache({ key: 'mui-rtl', stylisPlugins: [prefixer, rtlPlugin] })
    : createCache({ key: 'mui-ltr', stylisPlugins: [prefixer] });
}

const caches: Partial<Record<'rtl' | 'ltr', EmotionCache>> = {};

/** The browser's one Emotion cache per direction; created with the first render, it takes over a server-rendered page's styles. */
export function emotionCacheFor(direction: 'rtl' | 'ltr'): EmotionCache {
  return (caches[direction] ??= newEmotionCache(direction));
}
