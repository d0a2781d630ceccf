import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

const caches: Partial<Record<'rtl' | 'ltr', EmotionCache>> = {};

/** One Emotion cache per direction; the rtl one flips left/right in every MUI style. */
export function emotionCacheFor(direction: 'rtl' | 'ltr'): EmotionCache {
  caches[direction] ??=
    direction === 'rtl'
      ? createCache({ key: 'mui-rtl', stylisPlugins: [prefixer, rtlPlugin] })
      : createCache({ key: 'mui-ltr', stylisPlugins: [prefixer] });
  return caches[direction];
}
