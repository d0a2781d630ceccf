import { useEffect } from 'react';
import { startLoading, stopLoading } from '../lib/global-loading';

/** The Suspense fallback while a screen's code loads: turns on the global loading overlay. */
export function RouteLoadingFallback() {
  useEffect(() => {
    startLoading();
    return stopLoading;
  }, []);
  return null;
}
